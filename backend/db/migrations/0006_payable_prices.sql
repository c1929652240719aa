-- Listings compare what the buyer pays: the price with VAT (`price_gross`) where the seller quotes net prices, else
-- `price` (SPEC §9, the cart's total). The best offer, its `best_price`, the price sort, the price filter and the
-- price range all follow, so «от» on a card and «cheapest seller» name the price the cart then charges.
CREATE OR REPLACE FUNCTION offer_summaries_refresh(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM offer_summaries os
  WHERE os.master_product_id = ANY (product_ids)
    AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.master_product_id = os.master_product_id);
  INSERT INTO offer_summaries AS os
    (master_product_id, best_offer_id, best_price, offers_count, merchant_ids, availabilities)
  SELECT p.id, best.id, best.payable, agg.offers_count, agg.merchant_ids, agg.availabilities
  FROM (SELECT DISTINCT unnest(product_ids) AS id) p
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
      merchant_ids = excluded.merchant_ids, availabilities = excluded.availabilities
  WHERE (os.best_offer_id, os.best_price, os.offers_count, os.merchant_ids, os.availabilities)
        IS DISTINCT FROM (excluded.best_offer_id, excluded.best_price, excluded.offers_count, excluded.merchant_ids,
                          excluded.availabilities);
$$;--> statement-breakpoint
SELECT offer_summaries_refresh(ARRAY(SELECT id FROM master_products));
