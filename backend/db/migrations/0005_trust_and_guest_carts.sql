CREATE TABLE "guest_carts" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Phones set before this column were never proven by a code (updateProfile took any number): they stay unproven
-- (NULL), so sign-in by SMS cannot enter an account through one of them (docs/decisions/026).
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "guest_carts_updated_idx" ON "guest_carts" USING btree ("updated_at");