CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"description" text,
	"logo" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"country" text,
	"description" text,
	"width_cm" numeric(8, 1),
	"height_cm" numeric(8, 1),
	"length_cm" numeric(8, 1),
	"weight_g" integer,
	"units" text DEFAULT 'шт.' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"image" text,
	"contains_precursor" boolean DEFAULT false NOT NULL,
	"vat_rate" smallint DEFAULT 22 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"inn" text,
	"city" text NOT NULL,
	"min_order" bigint DEFAULT 0 NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"logo" text
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_product_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"price" bigint,
	"price_gross" bigint,
	"sale_percent" smallint,
	"promotion_label" text,
	"availability" text NOT NULL,
	"min_order" integer DEFAULT 1 NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"warehouse_city" text NOT NULL,
	"price_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cashback_percent" smallint,
	"free_delivery" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"recorded_on" date NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" smallint DEFAULT 1 NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"surname" text,
	"name" text,
	"middle_name" text,
	"birthday" date,
	"gender" text,
	"image" text,
	"merchant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "master_products_slug_key" ON "master_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "master_products_category_idx" ON "master_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "master_products_brand_idx" ON "master_products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "master_products_popularity_idx" ON "master_products" USING btree ("popularity");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_slug_key" ON "merchants" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_product_merchant_key" ON "offers" USING btree ("master_product_id","merchant_id");--> statement-breakpoint
CREATE INDEX "offers_merchant_idx" ON "offers" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_offer_day_key" ON "price_history" USING btree ("offer_id","recorded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");