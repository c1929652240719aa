/**
 * Writes the demo catalogue into the database in one transaction, set-based, so that 100 000 products take seconds
 * rather than minutes (docs/decisions/035): the big tables' secondary indexes are dropped and built once at the end
 * (from their own definitions, read from pg_indexes), the catalogue's own triggers are off while rows go in and
 * what they keep — search documents (bulk-insert.ts), offer summaries with their listing cells and search rows,
 * product counts, the typo word list — is computed once for
 * all rows with the migrations' own functions, then the id sequences move past the explicit ids and the planner's
 * statistics are gathered (ANALYZE). Only plain SQL, so it runs the same on PGlite and PostgreSQL; the same options
 * give the same rows as before.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { brands, categories, merchants } from '#backend/db/schema.ts'
import { insertOffers, insertPriceHistory, insertProducts } from './bulk-insert.ts'
import { planCatalogue } from './generate.ts'
import type { CatalogueOptions, ProductBundle } from './types.ts'

export interface SeedCounts {
  categories: number
  brands: number
  merchants: number
  masterProducts: number
  offers: number
  priceHistory: number
}

/** Products generated and written per round (one statement per table), so 100 000 never sit in memory at once. */
const PRODUCTS_PER_ROUND = 5000

/** Tables whose serial ids the seed sets explicitly, in insertion order. */
const seededTables = ['categories', 'brands', 'merchants', 'master_products', 'offers', 'price_history'] as const
/** The tables that grow with the catalogue: loaded without their secondary indexes and triggers. */
const bulkTables = ['master_products', 'offers', 'price_history'] as const

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
    if (plan.categories.length) await tx.insert(categories).values(plan.categories)
    if (plan.brands.length) await tx.insert(brands).values(plan.brands)
    if (plan.merchants.length) await tx.insert(merchants).values(plan.merchants)

    const counts: SeedCounts = {
      categories: plan.categories.length,
      brands: plan.brands.length,
      merchants: plan.merchants.length,
      masterProducts: 0,
      offers: 0,
      priceHistory: 0,
    }
    const rebuildIndexes = await dropSecondaryIndexes(tx, bulkTables)
    const restoreTriggers = await withoutTriggers(tx)

    let round: ProductBundle[] = []
    const flush = async () => {
      // Parents first: offers reference products, history references offers.
      const products = round.map((bundle) => bundle.product)
      const offerRows = round.flatMap((bundle) => bundle.offers)
      const history = round.flatMap((bundle) => bundle.priceHistory)
      if (products.length) await insertProducts(tx, products)
      if (offerRows.length) await insertOffers(tx, offerRows)
      if (history.length) await insertPriceHistory(tx, history)
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

    await restoreTriggers()
    await rebuildIndexes()
    // What the triggers keep, for every product at once (the migrations' backfills, the same functions). The
    // summaries' trigger writes the search documents; their full-text index is built once afterwards.
    const rebuildSearchIndexes = await dropSecondaryIndexes(tx, ['search_documents'])
    await tx.execute(sql`SELECT offer_summaries_refresh(ARRAY(SELECT id FROM master_products))`)
    await rebuildSearchIndexes()
    await tx.execute(sql`
      INSERT INTO product_counts AS pc (category_id, brand_id, products)
      SELECT category_id, coalesce(brand_id, 0), count(*)::int FROM master_products GROUP BY 1, 2
      ON CONFLICT (category_id, brand_id) DO UPDATE SET products = pc.products + excluded.products`)
    await tx.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM master_products, search_words_of(master_products.name) AS w
      ON CONFLICT DO NOTHING`)

    // Later inserts without an id must not collide with the seeded ones.
    for (const table of seededTables) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) FROM ${sql.identifier(table)}`,
      )
    }
    // Without statistics the planner guesses, and at 100 000 products it guesses scans of whole tables.
    await tx.execute(sql`ANALYZE`)
    return counts
  })
}

/**
 * Drops the tables' indexes that back no constraint (primary keys stay: foreign keys need them) and returns what
 * builds them again from their own definitions: one sort per index instead of one insertion per row.
 */
async function dropSecondaryIndexes(db: Database, tables: readonly string[]): Promise<() => Promise<void>> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      SELECT i.indexname AS name, i.indexdef AS definition
      FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY (${sql.param([...tables])}::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY i.indexname`),
  )
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`)
  return async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition))
  }
}

/**
 * Turns the bulk tables' triggers off until the returned function turns them on again. A superuser (PGlite always,
 * the usual test server) skips the foreign-key checks too, as pg_restore does — the generator's rows refer to each
 * other by construction, and 2.7 million price points checked one by one cost half the seed at 100 000 products.
 * Anyone else owns the tables and turns off only the catalogue's own triggers.
 */
async function withoutTriggers(db: Database): Promise<() => Promise<void>> {
  const [role] = rowsOf<{ superuser: boolean }>(
    await db.execute(sql`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`),
  )
  if (role?.superuser) {
    await db.execute(sql`SET LOCAL session_replication_role = replica`)
    // SET LOCAL lasts to the end of the outermost transaction: a caller's own statements after the seed are checked.
    return async () => void (await db.execute(sql`SET LOCAL session_replication_role = origin`))
  }
  const each = async (action: SQL) => {
    for (const table of bulkTables) await db.execute(sql`ALTER TABLE ${sql.identifier(table)} ${action}`)
  }
  await each(sql`DISABLE TRIGGER USER`)
  return async () => void (await each(sql`ENABLE TRIGGER USER`))
}

/**
 * VACUUM of the catalogue after a seed, outside any transaction: PGlite never vacuums by itself, and until a VACUUM
 * marks the pages all-visible an index-only scan still reads the table. Optional on PostgreSQL (autovacuum).
 */
export async function vacuumCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql`VACUUM ANALYZE master_products, offers, offer_summaries, search_documents, price_history, search_words`,
  )
}
