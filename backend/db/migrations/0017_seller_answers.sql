CREATE TABLE "message_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "product_questions" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "product_questions" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "message_answers_message_merchant_key" ON "message_answers" USING btree ("kind","message_id","merchant_id");--> statement-breakpoint
CREATE INDEX "message_answers_merchant_idx" ON "message_answers" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "price_requests_product_idx" ON "price_requests" USING btree ("master_product_id");--> statement-breakpoint
CREATE INDEX "price_requests_merchant_idx" ON "price_requests" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "price_requests_user_idx" ON "price_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_questions_merchant_idx" ON "product_questions" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "product_questions_user_idx" ON "product_questions" USING btree ("user_id","created_at");