-- Product search and listings. drizzle-kit wrote the tables, the column and the indexes from schema.ts; written by
-- hand (drizzle-kit cannot express them): the pg_trgm extension, the functions and triggers that keep
-- master_products.search_vector, offer_summaries and search_words, and the backfill of rows that exist already. The
-- backfill runs before the indexes are built, so each index is built once instead of updated row by row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "offer_summaries" (
	"master_product_id" integer PRIMARY KEY NOT NULL,
	"best_offer_id" integer NOT NULL,
	"best_price" bigint,
	"offers_count" integer NOT NULL,
	"merchant_ids" integer[] NOT NULL,
	"availabilities" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "master_products_popularity_idx";--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
-- The document a product is found by, in the russian configuration (Snowball stems, stop words): its name (weight
-- A), its brand's and its category's names (B), its description (C).
CREATE FUNCTION master_product_search_vector(p_name text, p_description text, p_brand_id integer, p_category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('russian', coalesce(p_name, '')), 'A')
      || setweight(to_tsvector('russian', coalesce((SELECT b.name FROM brands b WHERE b.id = p_brand_id), '')), 'B')
      || setweight(to_tsvector('russian', coalesce((SELECT c.name FROM categories c WHERE c.id = p_category_id), '')), 'B')
      || setweight(to_tsvector('russian', coalesce(p_description, '')), 'C')
$$;--> statement-breakpoint
-- Words a misspelt search word may be corrected to: whole words of four letters or more, no digits or punctuation.
CREATE FUNCTION search_words_of(p_text text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(p_text, '')))) AS w
  WHERE char_length(w) >= 4 AND w !~ '[0-9[:punct:]]'
$$;--> statement-breakpoint
-- Computed before the row is written, so inserting a product writes it once.
CREATE FUNCTION master_products_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := master_product_search_vector(NEW.name, NEW.description, NEW.brand_id, NEW.category_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER master_products_search_vector BEFORE INSERT OR UPDATE OF name, description, brand_id, category_id
ON master_products FOR EACH ROW EXECUTE FUNCTION master_products_set_search_vector();--> statement-breakpoint
CREATE FUNCTION master_products_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_products, search_words_of(new_products.name) AS w
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word) SELECT DISTINCT w FROM search_words_of(NEW.name) AS w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Statement level with a transition table: a seed batch of 1000 products is one insert into the word list.
CREATE TRIGGER master_products_search_words_insert AFTER INSERT ON master_products REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_collect_search_words();--> statement-breakpoint
CREATE TRIGGER master_products_search_words_update AFTER UPDATE OF name ON master_products FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION master_products_collect_search_words();--> statement-breakpoint
-- A brand's or category's name is part of its products' documents and of the word list.
CREATE FUNCTION catalogue_name_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT w FROM search_words_of(NEW.name) AS w ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' AND OLD.name IS DISTINCT FROM NEW.name THEN
    IF TG_TABLE_NAME = 'brands' THEN
      UPDATE master_products mp
      SET search_vector = master_product_search_vector(mp.name, mp.description, mp.brand_id, mp.category_id)
      WHERE mp.brand_id = NEW.id;
    ELSE
      UPDATE master_products mp
      SET search_vector = master_product_search_vector(mp.name, mp.description, mp.brand_id, mp.category_id)
      WHERE mp.category_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_name_written AFTER INSERT OR UPDATE OF name ON brands FOR EACH ROW
EXECUTE FUNCTION catalogue_name_written();--> statement-breakpoint
CREATE TRIGGER categories_name_written AFTER INSERT OR UPDATE OF name ON categories FOR EACH ROW
EXECUTE FUNCTION catalogue_name_written();--> statement-breakpoint
-- What the offers of the given products add up to. The best offer is the one a card shows (docs/decisions/006):
-- the soonest available — in stock, on order, price on request, not in stock — then the cheapest, then the oldest.
-- The one place this rule is written.
CREATE FUNCTION offer_summaries_refresh(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM offer_summaries os
  WHERE os.master_product_id = ANY (product_ids)
    AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.master_product_id = os.master_product_id);
  INSERT INTO offer_summaries AS os
    (master_product_id, best_offer_id, best_price, offers_count, merchant_ids, availabilities)
  SELECT p.id, best.id, best.price, agg.offers_count, agg.merchant_ids, agg.availabilities
  FROM (SELECT DISTINCT unnest(product_ids) AS id) p
  JOIN LATERAL (
    SELECT o.id, o.price
    FROM offers o
    WHERE o.master_product_id = p.id
    ORDER BY CASE o.availability
               WHEN 'in_stock' THEN 0 WHEN 'on_order' THEN 1 WHEN 'price_on_request' THEN 2 ELSE 3 END,
             o.price ASC NULLS LAST, o.id ASC
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
      merchant_ids = excluded.merchant_ids, availabilities = excluded.availabilities
  WHERE (os.best_offer_id, os.best_price, os.offers_count, os.merchant_ids, os.availabilities)
        IS DISTINCT FROM (excluded.best_offer_id, excluded.best_price, excluded.offers_count, excluded.merchant_ids,
                          excluded.availabilities);
$$;--> statement-breakpoint
-- Statement level with transition tables: a seed batch of 1000 offers is one refresh, not 1000.
CREATE FUNCTION offers_refresh_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE offer_summaries;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM offer_summaries_refresh(ARRAY(SELECT master_product_id FROM new_offers));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM offer_summaries_refresh(ARRAY(SELECT master_product_id FROM old_offers));
  ELSE
    PERFORM offer_summaries_refresh(ARRAY(
      SELECT master_product_id FROM new_offers UNION ALL SELECT master_product_id FROM old_offers
    ));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_summaries_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers
FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_summaries();--> statement-breakpoint
CREATE TRIGGER offers_summaries_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers
FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_summaries();--> statement-breakpoint
CREATE TRIGGER offers_summaries_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers
FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_summaries();--> statement-breakpoint
CREATE TRIGGER offers_summaries_truncate AFTER TRUNCATE ON offers
FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_summaries();--> statement-breakpoint
UPDATE master_products SET search_vector = master_product_search_vector(name, description, brand_id, category_id);--> statement-breakpoint
SELECT offer_summaries_refresh(ARRAY(SELECT id FROM master_products));--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM (SELECT name FROM master_products UNION ALL SELECT name FROM brands UNION ALL SELECT name FROM categories) n,
     search_words_of(n.name) AS w
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "offer_summaries_price_asc_idx" ON "offer_summaries" USING btree ("best_price","master_product_id");--> statement-breakpoint
CREATE INDEX "offer_summaries_price_desc_idx" ON "offer_summaries" USING btree ("best_price" DESC NULLS LAST,"master_product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "master_products_rating_idx" ON "master_products" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "master_products_created_idx" ON "master_products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "master_products_orders_idx" ON "master_products" USING btree ("orders_count","id");--> statement-breakpoint
CREATE INDEX "master_products_search_idx" ON "master_products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "master_products_popularity_idx" ON "master_products" USING btree ("popularity","id");
