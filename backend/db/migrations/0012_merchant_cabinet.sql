-- The seller cabinet (docs/decisions/039). drizzle-kit wrote the columns and the index from schema.ts; written by
-- hand: the summary function of migration 0009 that now counts published offers only, so that a seller on
-- moderation (or blocked) lists nothing, and existing sellers counted as approved from the start.
ALTER TABLE "merchants" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "article" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_merchant_article_key" ON "offers" USING btree ("merchant_id","article");--> statement-breakpoint
UPDATE "merchants" SET "approved_at" = "created_at" WHERE "status" = 'approved';--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_summaries_refresh(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM offer_summaries os
  WHERE os.master_product_id = ANY (product_ids)
    AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.master_product_id = os.master_product_id AND o.published);
  INSERT INTO offer_summaries AS os
    (master_product_id, best_offer_id, best_price, offers_count, merchant_ids, availabilities, category_id, brand_id,
     popularity)
  SELECT p.id, best.id, best.payable, agg.offers_count, agg.merchant_ids, agg.availabilities, mp.category_id,
         coalesce(mp.brand_id, 0), mp.popularity
  FROM (SELECT DISTINCT unnest(product_ids) AS id) p
  JOIN master_products mp ON mp.id = p.id
  JOIN LATERAL (
    SELECT o.id, coalesce(o.price_gross, o.price) AS payable
    FROM offers o
    WHERE o.master_product_id = p.id AND o.published
    ORDER BY CASE o.availability
               WHEN 'in_stock' THEN 0 WHEN 'on_order' THEN 1 WHEN 'price_on_request' THEN 2 ELSE 3 END,
             coalesce(o.price_gross, o.price) ASC NULLS LAST, o.id ASC
    LIMIT 1
  ) best ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS offers_count,
           array_agg(DISTINCT o.merchant_id ORDER BY o.merchant_id) AS merchant_ids,
           array_agg(DISTINCT o.availability ORDER BY o.availability) AS availabilities
    FROM offers o
    WHERE o.master_product_id = p.id AND o.published
  ) agg
  ON CONFLICT (master_product_id) DO UPDATE
  SET best_offer_id = excluded.best_offer_id, best_price = excluded.best_price, offers_count = excluded.offers_count,
      merchant_ids = excluded.merchant_ids, availabilities = excluded.availabilities,
      category_id = excluded.category_id, brand_id = excluded.brand_id, popularity = excluded.popularity
  WHERE (os.best_offer_id, os.best_price, os.offers_count, os.merchant_ids, os.availabilities, os.category_id,
         os.brand_id, os.popularity)
        IS DISTINCT FROM (excluded.best_offer_id, excluded.best_price, excluded.offers_count, excluded.merchant_ids,
                          excluded.availabilities, excluded.category_id, excluded.brand_id, excluded.popularity);
$$;
