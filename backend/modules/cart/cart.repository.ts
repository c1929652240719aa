/** SQL of carts: the signed-in buyer's lines, and offers resolved into cart lines. Takes the database (or a transaction) first. */
import { sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { Availability } from '#backend/db/schema.ts'

/** An offer as a cart line shows it, with its product and seller; money in kopecks, as stored. */
export interface CartOfferRow {
  offer_id: number
  master_product_id: number
  name: string
  slug: string
  image: string | null
  units: string
  weight_g: number | null
  width_cm: string | number | null
  height_cm: string | number | null
  length_cm: string | number | null
  contains_precursor: boolean
  vat_rate: number
  price: string | number | null
  price_gross: string | number | null
  availability: Availability
  min_order: number
  step: number
  merchant_id: number
  merchant_name: string
  merchant_slug: string
  merchant_min_order: string | number
}

/** The offers with these ids; unknown ids are left out. */
export async function findCartOffers(db: Database, offerIds: readonly number[]): Promise<CartOfferRow[]> {
  if (offerIds.length === 0) return []
  const ids = sql.join(
    offerIds.map((offerId) => sql`${offerId}`),
    sql`, `,
  )
  return rowsOf<CartOfferRow>(
    await db.execute(sql`
      select o.id as offer_id, mp.id as master_product_id, mp.name, mp.slug, mp.image, mp.units, mp.weight_g,
             mp.width_cm, mp.height_cm, mp.length_cm, mp.contains_precursor, mp.vat_rate,
             o.price, o.price_gross, o.availability, o.min_order, o.step,
             m.id as merchant_id, m.name as merchant_name, m.slug as merchant_slug, m.min_order as merchant_min_order
      from offers o
      join master_products mp on mp.id = o.master_product_id
      join merchants m on m.id = o.merchant_id
      where o.id in (${ids})`),
  )
}

export interface StoredCartLine {
  offer_id: number
  quantity: number
}

/** The buyer's stored lines, newest first. */
export async function listUserCartLines(db: Database, userId: number): Promise<StoredCartLine[]> {
  return rowsOf<StoredCartLine>(
    await db.execute(sql`
      select offer_id, quantity from cart_items where user_id = ${userId} order by added_at desc, offer_id desc`),
  )
}
