/**
 * Offers resolved into cart lines (SPEC §3 Cart item): what the cart, the guest cart and checkout all show and
 * check. A line whose offer can no longer be ordered stays, marked unavailable; one whose offer is gone is dropped.
 */
import type { Database } from '#backend/db/client.ts'
import { type CartItem, type CartLine, prepareQuantity } from '#contract/cart.ts'
import { toRubles, toRublesOrNull } from '#contract/money.ts'
import { type CartOfferRow, findCartOffers, findUserCartOffers } from './cart.repository.ts'

/** Offers a buyer can put in a cart and order: priced, and in stock or to order. */
export function isOrderable(row: Pick<CartOfferRow, 'price' | 'availability'>): boolean {
  return row.price != null && (row.availability === 'in_stock' || row.availability === 'on_order')
}

const num = (value: string | number | null): number | null => (value == null ? null : Number(value))

export function toCartItem(row: CartOfferRow, quantity: number): CartItem {
  const width = num(row.width_cm)
  const height = num(row.height_cm)
  const length = num(row.length_cm)
  return {
    product_id: row.offer_id,
    master_product_id: row.master_product_id,
    name: row.name,
    quantity,
    slug: row.slug,
    step: row.step,
    available: isOrderable(row),
    min_order: row.min_order,
    weight: row.weight_g,
    dimensions: width && height && length ? { width, height, length } : null,
    thumbnail: { url: row.image ?? `/api/media/products/${row.master_product_id}.svg`, alt: row.name },
    price: toRublesOrNull(num(row.price)),
    price_gross: toRublesOrNull(num(row.price_gross)),
    units: row.units,
    contains_precursor: row.contains_precursor,
    vat_rate: row.vat_rate,
    merchant: {
      id: row.merchant_id,
      name: row.merchant_name,
      slug: row.merchant_slug,
      min_order: toRubles(Number(row.merchant_min_order)),
    },
  }
}

/**
 * Lines in the order given, each with its current offer and its quantity prepared by the offer's current terms
 * (SPEC §4: a seller who raised the minimum or the step since the line was added gets a quantity they accept, and
 * what the cart shows is what checkout orders); lines of unknown offers are left out.
 */
export async function resolveCartLines(db: Database, lines: readonly CartLine[]): Promise<CartItem[]> {
  const offers = new Map(
    (await findCartOffers(db, [...new Set(lines.map((l) => l.product_id))])).map((o) => [o.offer_id, o]),
  )
  const items: CartItem[] = []
  for (const line of lines) {
    const offer = offers.get(line.product_id)
    if (offer) items.push(toCartItem(offer, prepareQuantity(line.quantity, offer.min_order, offer.step)))
  }
  return items
}

/** A signed-in buyer's cart as stored, newest line first. */
export async function loadUserCart(db: Database, userId: number): Promise<CartItem[]> {
  const rows = await findUserCartOffers(db, userId)
  return rows.map((row) => toCartItem(row, prepareQuantity(row.quantity, row.min_order, row.step)))
}
