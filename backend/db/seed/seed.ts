/**
 * Writes the demo catalogue into the database: one transaction, inserts of at most 1000 rows (PostgreSQL allows
 * 65 535 parameters per statement), then the id sequences move past the explicit ids. Only drizzle and plain SQL,
 * so it runs the same on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { brands, categories, masterProducts, merchants, offers } from '#backend/db/schema.ts'
import { planCatalogue } from './generate.ts'
import type { CatalogueOptions, PriceHistoryRow, ProductBundle } from './types.ts'

export interface SeedCounts {
  categories: number
  brands: number
  merchants: number
  masterProducts: number
  offers: number
  priceHistory: number
}

const BATCH_ROWS = 1000
/** Products generated and written per round, so 100 000 products never sit in memory at once. */
const PRODUCTS_PER_ROUND = 1000

/** Tables whose serial ids the seed sets explicitly, in insertion order. */
const seededTables = ['categories', 'brands', 'merchants', 'master_products', 'offers', 'price_history'] as const

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1)
  return rows.length === 0
}

/** Seeds an empty catalogue; throws (and writes nothing) when categories already exist. */
export async function seedDemoCatalogue(db: Database, options: CatalogueOptions = {}): Promise<SeedCounts> {
  const plan = planCatalogue(options)
  return db.transaction(async (tx) => {
    if (!(await isCatalogueEmpty(tx))) {
      throw new Error('The catalogue is not empty: clear it before seeding (npm run db:seed does that).')
    }
    await inBatches(plan.categories, (rows) => tx.insert(categories).values(rows))
    await inBatches(plan.brands, (rows) => tx.insert(brands).values(rows))
    await inBatches(plan.merchants, (rows) => tx.insert(merchants).values(rows))

    const counts: SeedCounts = {
      categories: plan.categories.length,
      brands: plan.brands.length,
      merchants: plan.merchants.length,
      masterProducts: 0,
      offers: 0,
      priceHistory: 0,
    }
    let round: ProductBundle[] = []
    const flush = async () => {
      // Parents first: offers reference products, history references offers.
      const products = round.map((bundle) => bundle.product)
      const offerRows = round.flatMap((bundle) => bundle.offers)
      const history = round.flatMap((bundle) => bundle.priceHistory)
      await inBatches(products, (rows) => tx.insert(masterProducts).values(rows))
      await inBatches(offerRows, (rows) => tx.insert(offers).values(rows))
      await inBatches(history, (rows) => insertPriceHistory(tx, rows))
      counts.masterProducts += products.length
      counts.offers += offerRows.length
      counts.priceHistory += history.length
      round = []
    }
    for (const bundle of plan.bundles()) {
      round.push(bundle)
      if (round.length >= PRODUCTS_PER_ROUND) await flush()
    }
    await flush()

    // Later inserts without an id must not collide with the seeded ones.
    for (const table of seededTables) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) FROM ${sql.identifier(table)}`,
      )
    }
    return counts
  })
}

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await insert(rows.slice(start, start + BATCH_ROWS))
  }
}

/**
 * Price history is most of the rows (12 per priced offer). Four array parameters unnested in SQL insert them about
 * twice as fast as a drizzle multi-row insert with four parameters per row.
 */
function insertPriceHistory(db: Database, rows: readonly PriceHistoryRow[]) {
  const column = <T>(pick: (row: PriceHistoryRow) => T) => sql.param(rows.map(pick))
  return db.execute(sql`
    INSERT INTO price_history (id, offer_id, recorded_on, price)
    SELECT * FROM unnest(
      ${column((r) => r.id)}::bigint[],
      ${column((r) => r.offerId)}::integer[],
      ${column((r) => r.recordedOn)}::date[],
      ${column((r) => r.price)}::bigint[]
    )`)
}
