/**
 * Offers for the cart's tests, picked by a condition on `offers o`: each taken once in a test file, lowest id first,
 * so that no test changes or fills a line another one counts on.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'

/** A picker of `count` offer ids nobody has taken yet, over the database `db()` answers when asked. */
export function offerIdPicker(db: () => Database) {
  const taken = new Set<number>()
  return async function takeOfferIds(condition: string, count = 1): Promise<number[]> {
    const exclude = taken.size > 0 ? `and o.id not in (${[...taken].join(', ')})` : ''
    const rows = rowsOf<{ id: number }>(
      await db().execute(
        sql.raw(`select o.id from offers o where ${condition} ${exclude} order by o.id limit ${count}`),
      ),
    )
    if (rows.length < count) throw new Error(`too few offers where ${condition}`)
    for (const row of rows) taken.add(row.id)
    return rows.map((row) => row.id)
  }
}
