-- Search that costs the same at any catalogue size (docs/decisions/042). drizzle-kit wrote the table and its indexes
-- from schema.ts; written by hand: the fill factor, the triggers that keep one row per offer_summaries row — its
-- columns and the product's search document — and the first fill, before the indexes are built.
CREATE TABLE "search_documents" (
	"master_product_id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"popularity" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"best_price" bigint,
	"merchant_ids" integer[] NOT NULL,
	"availabilities" text[] NOT NULL
);
--> statement-breakpoint
-- Room on each page for a row's next version: an offer's change rewrites price, sellers and availabilities, which no
-- index here covers, so the new version stays on its page (a HOT update) and no index is touched.
ALTER TABLE "search_documents" SET (fillfactor = 90);--> statement-breakpoint
-- What offer_summaries' statements wrote, copied with the products' documents: inserted and updated summaries are
-- written (when something changed), deleted ones removed, a truncated table emptied.
CREATE FUNCTION offer_summaries_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE search_documents;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents sd USING old_summaries o WHERE sd.master_product_id = o.master_product_id;
  ELSE
    INSERT INTO search_documents AS sd
      (master_product_id, search_vector, popularity, category_id, brand_id, best_price, merchant_ids, availabilities)
    SELECT n.master_product_id, coalesce(mp.search_vector, ''::tsvector), n.popularity, n.category_id, n.brand_id,
           n.best_price, n.merchant_ids, n.availabilities
    FROM new_summaries n JOIN master_products mp ON mp.id = n.master_product_id
    ON CONFLICT (master_product_id) DO UPDATE
    SET search_vector = excluded.search_vector, popularity = excluded.popularity, category_id = excluded.category_id,
        brand_id = excluded.brand_id, best_price = excluded.best_price, merchant_ids = excluded.merchant_ids,
        availabilities = excluded.availabilities
    WHERE (sd.search_vector, sd.popularity, sd.category_id, sd.brand_id, sd.best_price, sd.merchant_ids,
           sd.availabilities)
          IS DISTINCT FROM (excluded.search_vector, excluded.popularity, excluded.category_id, excluded.brand_id,
                            excluded.best_price, excluded.merchant_ids, excluded.availabilities);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offer_summaries_search_insert AFTER INSERT ON offer_summaries REFERENCING NEW TABLE AS new_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_search();--> statement-breakpoint
CREATE TRIGGER offer_summaries_search_update AFTER UPDATE ON offer_summaries REFERENCING NEW TABLE AS new_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_search();--> statement-breakpoint
CREATE TRIGGER offer_summaries_search_delete AFTER DELETE ON offer_summaries REFERENCING OLD TABLE AS old_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_search();--> statement-breakpoint
CREATE TRIGGER offer_summaries_search_truncate AFTER TRUNCATE ON offer_summaries
FOR EACH STATEMENT EXECUTE FUNCTION offer_summaries_refresh_search();--> statement-breakpoint
-- A product's document changes (its name, article, description, brand, category, or their names): its copy follows.
-- Category, brand and popularity reach offer_summaries first (migration 0009) and come here through it.
CREATE FUNCTION master_products_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents sd SET search_vector = coalesce(n.search_vector, ''::tsvector)
  FROM new_products n JOIN old_products o ON o.id = n.id
  WHERE sd.master_product_id = n.id AND n.search_vector IS DISTINCT FROM o.search_vector;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER master_products_search_update AFTER UPDATE ON master_products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_refresh_search();--> statement-breakpoint
INSERT INTO search_documents
  (master_product_id, search_vector, popularity, category_id, brand_id, best_price, merchant_ids, availabilities)
SELECT os.master_product_id, coalesce(mp.search_vector, ''::tsvector), os.popularity, os.category_id, os.brand_id,
       os.best_price, os.merchant_ids, os.availabilities
FROM offer_summaries os JOIN master_products mp ON mp.id = os.master_product_id;--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_popular_idx" ON "search_documents" USING btree ("popularity","master_product_id");--> statement-breakpoint
-- The planner chooses between walking the popularity index and reading the full-text index by these statistics;
-- PGlite has no autovacuum to gather them.
ANALYZE search_documents;
