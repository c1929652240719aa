/**
 * SQL of a seller's offers: always within one merchant (`merchant_id` in every condition), so an offer of another
 * merchant is never read or written. Prices in kopecks; the VAT rate is the product's, 0 for a seller without VAT.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { Availability } from '#backend/db/schema.ts'

export interface SellerOfferRow {
  id: number
  product_id: number
  product_slug: string
  product_name: string
  product_article: string | null
  product_image: string | null
  units: string
  article: string | null
  price: string | number | null
  price_gross: string | number | null
  vat_rate: number
  availability: Availability
  stock: number | null
  min_order: number
  step: number
  warehouse_city: string
  published: boolean
  price_updated_at: Date | string
}

const offerColumns = sql`
  o.id, mp.id as product_id, mp.slug as product_slug, mp.name as product_name, mp.article as product_article,
  mp.image as product_image, mp.units, o.article, o.price, o.price_gross,
  case when m.vat_payer then mp.vat_rate else 0 end as vat_rate,
  o.availability, o.stock, o.min_order, o.step, o.warehouse_city, o.published, o.price_updated_at`

const offerFrom = sql`
  offers o
  join master_products mp on mp.id = o.master_product_id
  join merchants m on m.id = o.merchant_id`

/** A text as an ILIKE prefix pattern, its wildcards taken literally. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface OfferFilter {
  merchantId: number
  /** The product's name as a full-text query, and the text itself for articles. */
  tsquery?: string
  text?: string
  availability?: Availability
  limit: number
  offset: number
}

function offerConditions(filter: OfferFilter): SQL {
  const parts = [sql`o.merchant_id = ${filter.merchantId}`]
  if (filter.text !== undefined) {
    const pattern = prefixPattern(filter.text)
    const byName = filter.tsquery ? sql`mp.search_vector @@ to_tsquery('russian', ${filter.tsquery}) or ` : sql``
    parts.push(sql`(${byName}o.article ilike ${pattern} or mp.article ilike ${pattern})`)
  }
  if (filter.availability) parts.push(sql`o.availability = ${filter.availability}`)
  return sql.join(parts, sql` and `)
}

export async function listOffers(
  db: Database,
  filter: OfferFilter,
): Promise<{ rows: SellerOfferRow[]; total: number }> {
  const where = offerConditions(filter)
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${offerColumns} from ${offerFrom} where ${where}
      order by mp.name, o.id limit ${filter.limit} offset ${filter.offset}`),
    db.execute(sql`select count(*)::int as total from ${offerFrom} where ${where}`),
  ])
  return {
    rows: rowsOf<SellerOfferRow>(rows),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  }
}

export async function findOffer(
  db: Database,
  merchantId: number,
  offerId: number,
): Promise<SellerOfferRow | undefined> {
  const [row] = rowsOf<SellerOfferRow>(
    await db.execute(
      sql`select ${offerColumns} from ${offerFrom} where o.merchant_id = ${merchantId} and o.id = ${offerId}`,
    ),
  )
  return row
}

/** An offer's terms as stored: kopecks, the price buyers pay in `price` (no separate gross price). */
export interface OfferTerms {
  price: number | null
  availability: Availability
  stock: number | null
  minOrder: number
  step: number
  warehouseCity: string
  article: string | null
}

/**
 * Sets the merchant's offer's terms; a new price is the offer's price of the day in its history. Null when the
 * offer is not the merchant's.
 */
export async function updateOffer(
  tx: Database,
  merchantId: number,
  offerId: number,
  terms: OfferTerms,
): Promise<number | null> {
  const [row] = rowsOf<{ id: number; changed: boolean }>(
    await tx.execute(sql`
      update offers o set
        price = ${terms.price}, price_gross = null, availability = ${terms.availability}, stock = ${terms.stock},
        min_order = ${terms.minOrder}, step = ${terms.step}, warehouse_city = ${terms.warehouseCity},
        article = ${terms.article},
        price_updated_at = case when coalesce(o.price_gross, o.price) is distinct from ${terms.price}::bigint
                                then now() else o.price_updated_at end
      from offers before
      where o.id = ${offerId} and o.merchant_id = ${merchantId} and before.id = o.id
      returning o.id, coalesce(before.price_gross, before.price) is distinct from ${terms.price}::bigint as changed`),
  )
  if (!row) return null
  if (row.changed && terms.price !== null) await recordPrice(tx, offerId, terms.price)
  return row.id
}

/** A new offer of the merchant; published when the merchant is approved. Null when the merchant offers it already. */
export async function insertOffer(
  tx: Database,
  merchantId: number,
  productId: number,
  terms: OfferTerms,
): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into offers (master_product_id, merchant_id, price, availability, stock, min_order, step,
                          warehouse_city, article, published)
      select ${productId}, m.id, ${terms.price}, ${terms.availability}, ${terms.stock}, ${terms.minOrder},
             ${terms.step}, ${terms.warehouseCity}, ${terms.article}, m.status = 'approved'
      from merchants m where m.id = ${merchantId}
      on conflict (master_product_id, merchant_id) do nothing
      returning id`),
  )
  if (!row) return null
  if (terms.price !== null) await recordPrice(tx, row.id, terms.price)
  return row.id
}

async function recordPrice(tx: Database, offerId: number, price: number): Promise<void> {
  await tx.execute(sql`
    insert into price_history (offer_id, recorded_on, price)
    values (${offerId}, (now() at time zone 'Europe/Moscow')::date, ${price})
    on conflict (offer_id, recorded_on) do update set price = excluded.price`)
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from master_products where id = ${productId}`))
  return rows.length > 0
}

export interface CatalogueProductRow {
  id: number
  slug: string
  name: string
  article: string | null
  image: string | null
  units: string
  vat_rate: number
  offer_id: number | null
}

/** Products by article (exact, first) or by words of the name, with the merchant's own offer of each. */
export async function findProducts(
  db: Database,
  merchantId: number,
  text: string,
  tsquery: string | undefined,
  limit: number,
): Promise<CatalogueProductRow[]> {
  const byName = tsquery ? sql`or mp.search_vector @@ to_tsquery('russian', ${tsquery})` : sql``
  const rank = tsquery ? sql`ts_rank(mp.search_vector, to_tsquery('russian', ${tsquery}))` : sql`0`
  return rowsOf<CatalogueProductRow>(
    await db.execute(sql`
      select mp.id, mp.slug, mp.name, mp.article, mp.image, mp.units,
             case when m.vat_payer then mp.vat_rate else 0 end as vat_rate, o.id as offer_id
      from master_products mp
      join merchants m on m.id = ${merchantId}
      left join offers o on o.master_product_id = mp.id and o.merchant_id = m.id
      where lower(mp.article) = lower(${text}) ${byName}
      order by lower(mp.article) = lower(${text}) desc nulls last, ${rank} desc, mp.popularity desc, mp.id
      limit ${limit}`),
  )
}
