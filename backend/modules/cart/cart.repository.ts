/** SQL of carts: the signed-in buyer's lines, and offers resolved into cart lines. Takes the database (or a transaction) first. */
import { sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { kept } from '#backend/db/kept.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { Availability } from '#backend/db/schema.ts'

/** Largest value of a Postgres `integer` id: a larger number names no offer (and as a parameter would fail). */
const MAX_INTEGER = 2_147_483_647

/** Ids that can name a row; the rest are unknown offers, never a database error. */
export const possibleIds = (ids: readonly number[]) =>
  ids.filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_INTEGER)

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

/** What a cart line shows of its offer, its product and its seller (`o`, `mp`, `m`). */
const cartOfferColumns = sql`
  o.id as offer_id, mp.id as master_product_id, mp.name, mp.slug, mp.image, mp.units, mp.weight_g,
  mp.width_cm, mp.height_cm, mp.length_cm, mp.contains_precursor,
  case when m.vat_payer then mp.vat_rate else 0 end as vat_rate,
  o.price, o.price_gross, o.availability, o.min_order, o.step,
  m.id as merchant_id, m.name as merchant_name, m.slug as merchant_slug, m.min_order as merchant_min_order`

/** The offers with these ids; unknown ids are left out. */
export async function findCartOffers(db: Database, offerIds: readonly number[]): Promise<CartOfferRow[]> {
  const known = possibleIds(offerIds)
  if (known.length === 0) return []
  const ids = sql.join(
    known.map((offerId) => sql`${offerId}`),
    sql`, `,
  )
  return rowsOf<CartOfferRow>(
    await db.execute(sql`
      select ${cartOfferColumns}
      from offers o
      join master_products mp on mp.id = o.master_product_id
      join merchants m on m.id = o.merchant_id
      where o.id in (${ids}) and o.published`),
  )
}

/**
 * The buyer's stored lines with their offers, newest first, in one statement (every signed-in page asks for it);
 * lines whose offer is gone or unpublished are left out, as `findCartOffers` leaves them. Kept prepared by the
 * embedded database.
 */
export async function findUserCartOffers(
  db: Database,
  userId: number,
): Promise<(CartOfferRow & { quantity: number })[]> {
  return rowsOf<CartOfferRow & { quantity: number }>(
    await db.execute(
      kept(
        'cart-offers-of-user',
        sql`
          select ${cartOfferColumns}, c.quantity
          from cart_items c
          join offers o on o.id = c.offer_id and o.published
          join master_products mp on mp.id = o.master_product_id
          join merchants m on m.id = o.merchant_id
          where c.user_id = ${userId}
          order by c.added_at desc, c.offer_id desc`,
      ),
    ),
  )
}

interface StoredCartLine {
  offer_id: number
  quantity: number
}

/**
 * Holds the buyer's row until the transaction ends, so one buyer's cart changes one at a time: two parallel adds
 * read each other's result and the line limit cannot be passed by two requests at once (PostgreSQL; PGlite has one
 * connection anyway). `no key update` does not block other tables' foreign-key checks on the user.
 */
export async function lockUserCart(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`)
}

/**
 * Drops the buyer's lines whose offer is no longer offered: gone (no foreign key), or unpublished with its seller
 * (they would only take room in the limit).
 */
export async function pruneVanishedLines(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`
    delete from cart_items c
    where c.user_id = ${userId} and not exists (select 1 from offers o where o.id = c.offer_id and o.published)`)
}

export async function countUserCartLines(tx: Database, userId: number): Promise<number> {
  const [row] = rowsOf<{ lines: number | string }>(
    await tx.execute(sql`select count(*) as lines from cart_items where user_id = ${userId}`),
  )
  return Number(row?.lines ?? 0)
}

/** The quantities of these offers in the buyer's cart. */
export async function findUserCartQuantities(
  tx: Database,
  userId: number,
  offerIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = possibleIds(offerIds)
  if (ids.length === 0) return new Map()
  const rows = rowsOf<StoredCartLine>(
    await tx.execute(sql`
      select offer_id, quantity from cart_items
      where user_id = ${userId} and offer_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  )
  return new Map(rows.map((row) => [row.offer_id, row.quantity]))
}

/**
 * Writes a line with this quantity; a line of the offer already there takes it. The unique key (user_id, offer_id)
 * makes a parallel insert of the same line an update, never a duplicate-key failure. `newerBy` orders lines written
 * in one transaction (where `now()` is one instant): each microsecond of `olderBy` puts the line after those with less.
 */
export async function upsertCartLine(
  tx: Database,
  line: { userId: number; offerId: number; quantity: number; touch: boolean; olderBy?: number },
): Promise<void> {
  const addedAt = sql`now() - make_interval(secs => ${(line.olderBy ?? 0) / 1_000_000}::double precision)`
  await tx.execute(sql`
    insert into cart_items (user_id, offer_id, quantity, added_at)
    values (${line.userId}, ${line.offerId}, ${line.quantity}, ${addedAt})
    on conflict (user_id, offer_id) do update
      set quantity = excluded.quantity${line.touch ? sql`, added_at = excluded.added_at` : sql``}`)
}

/** Sets the quantity of a line the buyer has; false when there is no such line. */
export async function updateCartLineQuantity(
  tx: Database,
  userId: number,
  offerId: number,
  quantity: number,
): Promise<boolean> {
  const rows = rowsOf<{ offer_id: number }>(
    await tx.execute(sql`
      update cart_items set quantity = ${quantity}
      where user_id = ${userId} and offer_id = ${offerId}
      returning offer_id`),
  )
  return rows.length > 0
}

export async function deleteCartLine(tx: Database, userId: number, offerId: number): Promise<void> {
  if (possibleIds([offerId]).length === 0) return
  await tx.execute(sql`delete from cart_items where user_id = ${userId} and offer_id = ${offerId}`)
}
