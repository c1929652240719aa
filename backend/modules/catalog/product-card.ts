/** A product card in the contract's shape, from a card row of the repository. */

import type { ProductCard } from '#contract/catalog.ts'
import { toRublesOrNull } from '#contract/money.ts'
import type { ProductCardRow } from './products.repository.ts'

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category_id: row.category_id,
    brand:
      row.brand_id && row.brand_slug && row.brand_name
        ? { id: row.brand_id, slug: row.brand_slug, name: row.brand_name }
        : null,
    thumbnail: { url: row.image ?? `/api/media/products/${row.id}.svg`, alt: row.name },
    price: toRublesOrNull(row.price == null ? null : Number(row.price)),
    price_gross: toRublesOrNull(row.price_gross == null ? null : Number(row.price_gross)),
    sale: row.sale_percent,
    promotion_label: row.promotion_label,
    // A product nobody offers any more can still be asked for by id (a wish list, a cart): nothing to buy.
    availability: row.availability ?? 'not_in_stock',
    offers_count: Number(row.offers_count),
    offer_id: row.offer_id,
    rating: Number(row.rating),
    units: row.units,
    contains_precursor: row.contains_precursor,
  }
}
