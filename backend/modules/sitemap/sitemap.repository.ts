import { sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'

/** A page of product slugs by id, with the date of the newest price change among their offers. */
export async function listProductAddresses(db: Database, offset: number, limit: number) {
  const result = await db.execute(sql`
    select mp.slug,
           greatest(mp.created_at, coalesce((select max(o.price_updated_at) from offers o
                                             where o.master_product_id = mp.id), mp.created_at)) as updated_at
    from master_products mp
    order by mp.id
    offset ${offset} limit ${limit}
  `)
  return rowsOf<{ slug: string; updated_at: string | Date }>(result)
}

export async function countProducts(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from master_products`)
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0
}
