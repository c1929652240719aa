CREATE TABLE "product_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"master_product_id" integer,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category_id" integer NOT NULL,
	"article" text,
	"description" text,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_rate" smallint NOT NULL,
	"offer" jsonb NOT NULL,
	"reason" text,
	"master_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_proposal_id_product_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."product_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_proposals" ADD CONSTRAINT "product_proposals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_proposal_idx" ON "product_pictures" USING btree ("proposal_id","position");--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("master_product_id","position");--> statement-breakpoint
CREATE INDEX "product_proposals_merchant_idx" ON "product_proposals" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "product_proposals_status_idx" ON "product_proposals" USING btree ("status","created_at");