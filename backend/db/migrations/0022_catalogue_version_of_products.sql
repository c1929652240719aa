-- The catalogue's version (docs/decisions/050) is raised by every table the public catalogue is drawn from, not only
-- offers: a product's name, description, pictures or price history, a category, a brand, a seller or a seller's logo
-- changed reaches every storefront's cache within 2 s, for guests and signed-in visitors alike (decision 052). The
-- tables derived from these (offer_summaries, search_documents, search_words, listing_cells, product_counts) change
-- in the same transactions. Once per transaction, deferred to the commit, as the offers' trigger.
CREATE CONSTRAINT TRIGGER "master_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "master_products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_pictures_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_pictures"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "price_history_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "price_history"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "merchants_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "merchants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "merchant_logos_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "merchant_logos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise();
