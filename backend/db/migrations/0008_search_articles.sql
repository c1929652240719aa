-- Search by article and model numbers (docs/decisions/030). drizzle-kit wrote the column; written by hand: the
-- document function, which now takes the article and keeps codes' numbers, and the rebuild of every document.
ALTER TABLE "master_products" ADD COLUMN "article" text;--> statement-breakpoint
-- The parser reads «SL-363» as the word «sl» and the signed number «-363», so «363» found nothing: a hyphen before a
-- digit becomes a space, and each code is added once more glued («sl363»), as buyers also type it.
CREATE FUNCTION search_document_text(p_text text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(coalesce(p_text, ''), '([[:alnum:]])-(?=[[:digit:]])', '\1 ', 'g')
      || coalesce(' ' || (SELECT string_agg(m[1] || m[2], ' ')
                          FROM regexp_matches(coalesce(p_text, ''), '([[:alpha:]]+)-([[:digit:]]+)', 'g') AS m), '')
$$;--> statement-breakpoint
-- The document a product is found by, in the russian configuration: its name and article (weight A), its brand's and
-- its category's names (B), its description (C).
CREATE FUNCTION master_product_search_vector(
  p_name text, p_article text, p_description text, p_brand_id integer, p_category_id integer
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('russian', search_document_text(p_name)), 'A')
      || setweight(to_tsvector('russian', search_document_text(p_article)), 'A')
      || setweight(to_tsvector('russian', coalesce((SELECT b.name FROM brands b WHERE b.id = p_brand_id), '')), 'B')
      || setweight(to_tsvector('russian', coalesce((SELECT c.name FROM categories c WHERE c.id = p_category_id), '')), 'B')
      || setweight(to_tsvector('russian', search_document_text(p_description)), 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION master_products_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := master_product_search_vector(NEW.name, NEW.article, NEW.description, NEW.brand_id, NEW.category_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER master_products_search_vector ON master_products;--> statement-breakpoint
CREATE TRIGGER master_products_search_vector BEFORE INSERT OR UPDATE OF name, article, description, brand_id, category_id
ON master_products FOR EACH ROW EXECUTE FUNCTION master_products_set_search_vector();--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_name_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT w FROM search_words_of(NEW.name) AS w ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' AND OLD.name IS DISTINCT FROM NEW.name THEN
    IF TG_TABLE_NAME = 'brands' THEN
      UPDATE master_products mp
      SET search_vector = master_product_search_vector(mp.name, mp.article, mp.description, mp.brand_id, mp.category_id)
      WHERE mp.brand_id = NEW.id;
    ELSE
      UPDATE master_products mp
      SET search_vector = master_product_search_vector(mp.name, mp.article, mp.description, mp.brand_id, mp.category_id)
      WHERE mp.category_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION master_product_search_vector(text, text, integer, integer);--> statement-breakpoint
-- Every document again, with the index built once afterwards rather than updated row by row.
DROP INDEX "master_products_search_idx";--> statement-breakpoint
UPDATE master_products
SET search_vector = master_product_search_vector(name, article, description, brand_id, category_id);--> statement-breakpoint
CREATE INDEX "master_products_search_idx" ON "master_products" USING gin ("search_vector") WITH (fastupdate=false);
