/**
 * SQL of price lists: the seller's offers as a preview compares them, the previews kept, and applying one — every
 * change in one statement per kind (existing offers, new offers, price history), so that 10 000 rows are three
 * statements and the offers' statement triggers recount the listings once.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { priceLists } from '#backend/db/schema.ts'
import type { PriceListChange } from '#contract/price-lists.ts'
import type { KnownOffer, KnownProduct } from './price-list-preview.ts'

export type PriceListRow = typeof priceLists.$inferSelect

export async function merchantOffers(db: Database, merchantId: number): Promise<KnownOffer[]> {
  const rows = rowsOf<{
    id: number
    product_id: number
    product_name: string
    article: string | null
    product_article: string | null
    price: string | number | null
    stock: number | null
    availability: KnownOffer['availability']
    min_order: number
    step: number
    warehouse_city: string
  }>(
    await db.execute(sql`
      select o.id, mp.id as product_id, mp.name as product_name, o.article, mp.article as product_article,
             coalesce(o.price_gross, o.price) as price, o.stock, o.availability, o.min_order, o.step, o.warehouse_city
      from offers o join master_products mp on mp.id = o.master_product_id
      where o.merchant_id = ${merchantId}`),
  )
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    article: r.article,
    productArticle: r.product_article,
    price: r.price === null ? null : Number(r.price),
    stock: r.stock,
    availability: r.availability,
    minOrder: r.min_order,
    step: r.step,
    warehouseCity: r.warehouse_city,
  }))
}

export async function productsById(db: Database, ids: readonly number[]): Promise<Map<number, KnownProduct>> {
  if (ids.length === 0) return new Map()
  const rows = rowsOf<KnownProduct>(
    await db.execute(sql`select id, name from master_products where id = any(${sql.param([...ids])}::int[])`),
  )
  return new Map(rows.map((r) => [r.id, r]))
}

export async function insertPriceList(db: Database, values: typeof priceLists.$inferInsert): Promise<PriceListRow> {
  const [row] = await db.insert(priceLists).values(values).returning()
  if (!row) throw new Error('price list insert returned nothing')
  return row
}

export async function findPriceList(
  db: Database,
  merchantId: number,
  id: string,
  lock = false,
): Promise<PriceListRow | undefined> {
  const query = db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.id, id), eq(priceLists.merchantId, merchantId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

/** Writes the changes to the merchant's offers (new ones published when the merchant is approved). */
export async function applyChanges(tx: Database, merchantId: number, changes: readonly PriceListChange[]) {
  const kopecks = (rubles: number | null | undefined) =>
    rubles === null || rubles === undefined ? null : Math.round(rubles * 100)
  const existing = changes
    .filter((c) => c.offer_id !== null)
    .map((c) => ({
      id: c.offer_id,
      has_price: c.fields.price_gross !== undefined,
      price: kopecks(c.fields.price_gross?.to),
      has_stock: c.fields.stock !== undefined,
      stock: c.fields.stock?.to ?? null,
      availability: c.fields.availability?.to ?? null,
      min_order: c.fields.min_order?.to ?? null,
      step: c.fields.step?.to ?? null,
      warehouse_city: c.fields.warehouse_city?.to ?? null,
    }))
  const added = changes
    .filter((c) => c.offer_id === null)
    .map((c) => ({
      product_id: c.product_id,
      price: kopecks(c.fields.price_gross?.to),
      stock: c.fields.stock?.to ?? null,
      availability: c.fields.availability?.to ?? 'in_stock',
      min_order: c.fields.min_order?.to ?? 1,
      step: c.fields.step?.to ?? 1,
      warehouse_city: c.fields.warehouse_city?.to ?? '',
      article: c.article,
    }))
  if (existing.length) {
    await tx.execute(sql`
      update offers o set
        price = case when (c->>'has_price')::boolean then (c->>'price')::bigint else o.price end,
        price_gross = case when (c->>'has_price')::boolean then null else o.price_gross end,
        price_updated_at = case when (c->>'has_price')::boolean then now() else o.price_updated_at end,
        stock = case when (c->>'has_stock')::boolean then (c->>'stock')::int else o.stock end,
        availability = coalesce(c->>'availability', o.availability),
        min_order = coalesce((c->>'min_order')::int, o.min_order),
        step = coalesce((c->>'step')::int, o.step),
        warehouse_city = coalesce(c->>'warehouse_city', o.warehouse_city)
      from jsonb_array_elements(${json(existing)}) c
      where o.id = (c->>'id')::int and o.merchant_id = ${merchantId}`)
  }
  if (added.length) {
    await tx.execute(sql`
      insert into offers (master_product_id, merchant_id, price, stock, availability, min_order, step, warehouse_city,
                          article, published)
      select (c->>'product_id')::int, m.id, (c->>'price')::bigint, (c->>'stock')::int, c->>'availability',
             (c->>'min_order')::int, (c->>'step')::int, c->>'warehouse_city', c->>'article', m.status = 'approved'
      from jsonb_array_elements(${json(added)}) c cross join merchants m
      where m.id = ${merchantId}
      on conflict (master_product_id, merchant_id) do nothing`)
  }
  // Today's price of every offer whose price the list set.
  const priced = changes.filter((c) => c.fields.price_gross?.to != null).map((c) => c.product_id)
  if (priced.length) {
    await tx.execute(sql`
      insert into price_history (offer_id, recorded_on, price)
      select o.id, (now() at time zone 'Europe/Moscow')::date, coalesce(o.price_gross, o.price)
      from offers o
      where o.merchant_id = ${merchantId} and o.master_product_id = any(${sql.param(priced)}::int[])
        and o.price is not null
      on conflict (offer_id, recorded_on) do update set price = excluded.price`)
  }
}

export async function markApplied(tx: Database, id: string, at: Date): Promise<PriceListRow | undefined> {
  const [row] = await tx.update(priceLists).set({ appliedAt: at }).where(eq(priceLists.id, id)).returning()
  return row
}
