-- Listings that cost the same at any catalogue size (docs/decisions/035). drizzle-kit wrote the table, the columns
-- and the indexes from schema.ts; written by hand: the columns filled before they become NOT NULL, the summary
-- function that now copies each product's category, brand and popularity, the trigger that keeps those copies when
-- a product moves, and listing_cells with the function and trigger that keep it.
CREATE TABLE "listing_cells" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"availabilities" text[] NOT NULL,
	"products" integer NOT NULL,
	"price_min" bigint,
	"price_max" bigint,
	CONSTRAINT "listing_cells_pkey" PRIMARY KEY("category_id","merchant_id","brand_id","availabilities")
);
--> statement-breakpoint
ALTER TABLE "offer_summaries" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "offer_summaries" ADD COLUMN "brand_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_summaries" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE offer_summaries os
SET category_id = mp.category_id, brand_id = coalesce(mp.brand_id, 0), popularity = mp.popularity
FROM master_products mp WHERE mp.id = os.master_product_id;--> statement-breakpoint
-- A summary whose product is gone cannot be listed (the joins of every listing left it out already).
DELETE FROM offer_summaries WHERE category_id IS NULL;--> statement-breakpoint
ALTER TABLE "offer_summaries" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
-- Migration 0006's rule of the best offer, unchanged; the product's category, brand (0: none) and popularity come
-- along, so that listings read one narrow table.
CREATE OR REPLACE FUNCTION offer_summaries_refresh(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM offer_summaries os
  WHERE os.master_product_id = ANY (product_ids)
    AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.master_product_id = os.master_product_id);
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
    WHERE o.master_product_id = p.id
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
    WHERE o.master_product_id = p.id
  ) agg
  ON CONFLICT (master_product_id) DO UPDATE
  SET best_offer_id = excluded.best_offer_id, best_price = excluded.best_price, offers_count = excluded.offers_count,
      merchant_ids = excluded.merchant_ids, availabilities = excluded.availabilities,
      category_id = excluded.category_id, brand_id = excluded.brand_id, popularity = excluded.popularity
  WHERE (os.best_offer_id, os.best_price, os.offers_count, os.merchant_ids, os.availabilities, os.category_id,
         os.brand_id, os.popularity)
        IS DISTINCT FROM (excluded.best_offer_id, excluded.best_price, excluded.offers_count, excluded.merchant_ids,
                          excluded.availabilities, excluded.category_id, excluded.brand_id, excluded.popularity);
$$;--> statement-breakpoint
-- A product that changes category, brand or popularity: its summary follows.
CREATE FUNCTION master_products_refresh_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM offer_summaries_refresh(ARRAY(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE (n.category_id, n.brand_id, n.popularity) IS DISTINCT FROM (o.category_id, o.brand_id, o.popularity)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER master_products_summaries_update AFTER UPDATE ON master_products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_refresh_summaries();--> statement-breakpoint
-- The cells of the given (category, brand) pairs, counted again from their summaries: one row over all sellers
-- (merchant 0) and one per seller, for each set of availabilities. A pair holds a few hundred products at 100 000.
-- Then the rows of brand -1 (every brand) of those categories, added up from the brands' cells: the seller facet of
-- a category without a brand filter reads those.
CREATE FUNCTION listing_cells_refresh(category_ids integer[], brand_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM listing_cells lc
  USING unnest(category_ids, brand_ids) AS p(category_id, brand_id)
  WHERE lc.category_id = p.category_id AND (lc.brand_id = p.brand_id OR lc.brand_id = -1);
  INSERT INTO listing_cells (category_id, brand_id, merchant_id, availabilities, products, price_min, price_max)
  SELECT os.category_id, os.brand_id, m.merchant_id, os.availabilities, count(*)::int, min(os.best_price),
         max(os.best_price)
  FROM (SELECT DISTINCT * FROM unnest(category_ids, brand_ids) AS p(category_id, brand_id)) p
  JOIN offer_summaries os ON os.category_id = p.category_id AND os.brand_id = p.brand_id
  CROSS JOIN LATERAL (SELECT 0 AS merchant_id UNION ALL SELECT unnest(os.merchant_ids)) m
  GROUP BY os.category_id, os.brand_id, m.merchant_id, os.availabilities;
  INSERT INTO listing_cells (category_id, brand_id, merchant_id, availabilities, products, price_min, price_max)
  SELECT lc.category_id, -1, lc.merchant_id, lc.availabilities, sum(lc.products)::int, min(lc.price_min),
         max(lc.price_max)
  FROM listing_cells lc
  WHERE lc.category_id IN (SELECT DISTINCT unnest(category_ids)) AND lc.brand_id >= 0
  GROUP BY lc.category_id, lc.merchant_id, lc.availabilities;
$$;--> statement-breakpoint
CREATE FUNCTION offer_summaries_refresh_cells() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_ids integer[];
  brand_ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE listing_cells;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(category_id), array_agg(brand_id) INTO category_ids, brand_ids
    FROM (SELECT DISTINCT category_id, brand_id FROM new_summaries) p;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(category_id), array_agg(brand_id) INTO category_ids, brand_ids
    FROM (SELECT DISTINCT category_id, brand_id FROM old_summaries) p;
  ELSE
    SELECT array_agg(category_id), array_agg(brand_id) INTO category_ids, brand_ids
    FROM (SELECT category_id, brand_id FROM new_summaries UNION SELECT category_id, brand_id FROM old_summaries) p;
  END IF;
  IF category_ids IS NOT NULL THEN
    PERFORM listing_cells_refresh(category_ids, brand_ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offer_summaries_cells_insert AFTER INSERT ON offer_summaries REFERENCING NEW TABLE AS new_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_cells();--> statement-breakpoint
CREATE TRIGGER offer_summaries_cells_update AFTER UPDATE ON offer_summaries
REFERENCING OLD TABLE AS old_summaries NEW TABLE AS new_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_cells();--> statement-breakpoint
CREATE TRIGGER offer_summaries_cells_delete AFTER DELETE ON offer_summaries REFERENCING OLD TABLE AS old_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_cells();--> statement-breakpoint
CREATE TRIGGER offer_summaries_cells_truncate AFTER TRUNCATE ON offer_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_cells();--> statement-breakpoint
CREATE INDEX "offer_summaries_popular_idx" ON "offer_summaries" USING btree ("popularity","master_product_id");--> statement-breakpoint
CREATE INDEX "offer_summaries_category_popular_idx" ON "offer_summaries" USING btree ("category_id","popularity","master_product_id");--> statement-breakpoint
CREATE INDEX "offer_summaries_category_price_asc_idx" ON "offer_summaries" USING btree ("category_id","best_price","master_product_id");--> statement-breakpoint
CREATE INDEX "offer_summaries_category_price_desc_idx" ON "offer_summaries" USING btree ("category_id","best_price" DESC NULLS LAST,"master_product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_summaries_category_brand_idx" ON "offer_summaries" USING btree ("category_id","brand_id");--> statement-breakpoint
SELECT listing_cells_refresh(array_agg(category_id), array_agg(brand_id))
FROM (SELECT DISTINCT category_id, brand_id FROM offer_summaries) p;
