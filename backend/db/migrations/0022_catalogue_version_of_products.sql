-- The catalogue's version (docs/decisions/050) is raised by every table the public catalogue is drawn from, not only
-- offers: a product's name, description, pictures or price history, a category, a brand, a seller or a seller's logo
-- changed reaches every storefront's cache within 2 s, for guests and signed-in visitors alike (decision 052). The
-- tables derived from these (offer_summaries, search_documents, search_words, listing_cells, product_counts) change
-- in the same transactions. Once per transaction, deferred to the commit, as the offers' trigger `<table>_catalogue_version`.
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['master_products', 'product_pictures', 'price_history', 'categories', 'brands',
                                'merchants', 'merchant_logos'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise()',
      source || '_catalogue_version', source);
  END LOOP;
END
$$;
