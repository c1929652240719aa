-- How many products each category and brand pair holds (docs/decisions/035). drizzle-kit wrote the table; written
-- by hand: the trigger that keeps it as products come, go and move, and the first count.
CREATE TABLE "product_counts" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_counts_pkey" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
-- Each statement adds what it changed: +1 per product inserted or moved in, -1 per product deleted or moved out.
CREATE FUNCTION product_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_counts AS pc (category_id, brand_id, products)
  SELECT (d->>'category_id')::int, (d->>'brand_id')::int, sum((d->>'n')::int)::int
  FROM jsonb_array_elements(deltas) AS d
  GROUP BY 1, 2
  ON CONFLICT (category_id, brand_id) DO UPDATE SET products = pc.products + excluded.products;
$$;--> statement-breakpoint
CREATE FUNCTION master_products_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE product_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'brand_id', brand_id, 'n', n)) INTO deltas
    FROM (SELECT category_id, coalesce(brand_id, 0) AS brand_id, count(*) AS n FROM new_products GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'brand_id', brand_id, 'n', -n)) INTO deltas
    FROM (SELECT category_id, coalesce(brand_id, 0) AS brand_id, count(*) AS n FROM old_products GROUP BY 1, 2) x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'brand_id', brand_id, 'n', n)) INTO deltas
    FROM (
      SELECT category_id, brand_id, sum(n) AS n FROM (
        SELECT o.category_id, coalesce(o.brand_id, 0) AS brand_id, -1 AS n
        FROM old_products o JOIN new_products p ON p.id = o.id
        WHERE (o.category_id, o.brand_id) IS DISTINCT FROM (p.category_id, p.brand_id)
        UNION ALL
        SELECT p.category_id, coalesce(p.brand_id, 0), 1
        FROM old_products o JOIN new_products p ON p.id = o.id
        WHERE (o.category_id, o.brand_id) IS DISTINCT FROM (p.category_id, p.brand_id)
      ) moved GROUP BY 1, 2
    ) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM product_counts_add(deltas);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER master_products_count_insert AFTER INSERT ON master_products REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_count();--> statement-breakpoint
-- Transition tables allow no column list: the function keeps only the products that moved.
CREATE TRIGGER master_products_count_update AFTER UPDATE ON master_products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_count();--> statement-breakpoint
CREATE TRIGGER master_products_count_delete AFTER DELETE ON master_products REFERENCING OLD TABLE AS old_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_count();--> statement-breakpoint
CREATE TRIGGER master_products_count_truncate AFTER TRUNCATE ON master_products
FOR EACH STATEMENT EXECUTE FUNCTION master_products_count();--> statement-breakpoint
INSERT INTO product_counts (category_id, brand_id, products)
SELECT category_id, coalesce(brand_id, 0), count(*)::int FROM master_products GROUP BY 1, 2;
