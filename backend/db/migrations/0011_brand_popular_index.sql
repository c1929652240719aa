-- A brand's products in a category in popularity order, for a product page's group and a brand filter; the cells are
-- still counted by its leading (category, brand) (docs/decisions/035).
DROP INDEX "offer_summaries_category_brand_idx";--> statement-breakpoint
CREATE INDEX "offer_summaries_category_brand_popular_idx" ON "offer_summaries" USING btree ("category_id","brand_id","popularity","master_product_id");