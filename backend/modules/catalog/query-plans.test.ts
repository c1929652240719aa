/**
 * At 100 000 products the catalogue's calls — a category's listing (popular, cheapest first), filtered by brand and
 * availability, by a price range, by a seller, a seller's own page, a search, and the product page with its delivery estimate — read
 * through indexes and counted-ahead cells, never by scanning a catalogue table (decision 035). Each call's
 * statements are caught as the app sends them and explained on the same database; a plan that reads
 * master_products, offers, offer_summaries, search_documents or price_history sequentially fails the test, so a
 * change that loses an index, a cell or the statistics cannot go unnoticed. The one exception: a search may read
 * search_documents in order until it has the matches it counts at most (a LIMIT), which is how a common word's
 * first thousand are found fastest. A search also never handles more than those (decision 042): run, no step of its
 * plans yields more rows than that, however many products match. PGlite by default; PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { vacuumCatalogue } from '#backend/db/seed/seed.ts'
import { SEARCH_COUNT_CAP } from '#backend/modules/catalog/search-listing.repository.ts'
import { getDeliveryForMasterProductCall, getMasterProductBySlugCall, getProductsCall } from '#contract/products.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

const PRODUCTS = 100_000
/** Tables that grow with the catalogue. */
const CATALOGUE_TABLES = ['master_products', 'offers', 'offer_summaries', 'search_documents', 'price_history']

interface Statement {
  sql: string
  params: unknown[]
}
interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
  /** Set here: the step this one feeds. */
  parent?: PlanNode
}
/** What node-postgres and PGlite both offer. */
interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}
/** drizzle's session: every statement passes through prepareQuery. */
interface Session {
  prepareQuery(query: Statement, ...rest: unknown[]): unknown
}

let database: TestDatabase
let app: ReturnType<typeof createApp>
let caught: Statement[] = []

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: PRODUCTS })
  await vacuumCatalogue(database.db)
  const session = (database.db as unknown as { session: Session }).session
  const prepare = session.prepareQuery.bind(session)
  session.prepareQuery = (query, ...rest) => {
    caught.push({ sql: query.sql, params: query.params })
    return prepare(query, ...rest)
  }
  // No answer cache: a category page's total and facets would otherwise be read once and then kept.
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
}, 600_000)
afterAll(async () => {
  await database?.dispose()
})

/** The statements one request sends (the second time: the first also prepares what every request shares). */
async function statementsOf(path: string, body?: unknown): Promise<Statement[]> {
  const send = () =>
    app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    })
  expect((await send()).status).toBe(200)
  caught = []
  expect((await send()).status).toBe(200)
  return caught
}

const client = () => (database.db as unknown as { $client: Client }).$client

/** A statement's plan, `analyze`: run, with the rows each step yielded. */
async function planOf(statement: Statement, analyze = false): Promise<PlanNode[]> {
  const { rows } = await client().query(
    `EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${statement.sql}`,
    statement.params,
  )
  const raw = rows[0]?.['QUERY PLAN']
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[]
  const nodes: PlanNode[] = []
  const walk = (node: PlanNode | undefined, parent?: PlanNode) => {
    if (!node) return
    nodes.push({ ...node, parent })
    for (const child of node.Plans ?? []) walk(child, node)
  }
  walk(plan?.Plan)
  return nodes
}

/**
 * The catalogue tables a statement's plan reads sequentially — but for search_documents under a LIMIT: a search
 * reads its first matches that way when they are many (decision 042), stopping at the limit.
 */
async function sequentialScans(statement: Statement, tables: readonly string[]): Promise<string[]> {
  return (await planOf(statement))
    .filter((node) => node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? ''))
    .filter((node) => !(node['Relation Name'] === 'search_documents' && node.parent?.['Node Type'] === 'Limit'))
    .map((node) => node['Relation Name'] as string)
}

async function expectIndexesOnly(path: string, body?: unknown, tables: readonly string[] = CATALOGUE_TABLES) {
  const statements = await statementsOf(path, body)
  expect(statements.length).toBeGreaterThan(0)
  for (const statement of statements) {
    expect(await sequentialScans(statement, tables), statement.sql.replace(/\s+/g, ' ').slice(0, 300)).toEqual([])
  }
}

async function sample() {
  const { db } = database
  const [big] = rowsOf<{ slug: string; id: number }>(
    await db.execute(sql`
      SELECT c.slug, c.id FROM categories c JOIN master_products mp ON mp.category_id = c.id
      GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`),
  )
  const [top] = rowsOf<{ slug: string }>(
    await db.execute(sql`SELECT slug FROM categories WHERE parent_id = 0 ORDER BY id LIMIT 1`),
  )
  const [brand] = rowsOf<{ slug: string }>(
    await db.execute(sql`
      SELECT b.slug FROM brands b JOIN master_products mp ON mp.brand_id = b.id
      WHERE mp.category_id = ${big?.id} GROUP BY b.id ORDER BY count(*) DESC LIMIT 1`),
  )
  const [product] = rowsOf<{ slug: string; id: number }>(
    await db.execute(sql`SELECT slug, id FROM master_products WHERE id = ${Math.floor(PRODUCTS / 2)}`),
  )
  if (!big || !top || !brand || !product) throw new Error('the seeded catalogue lacks what the test needs')
  return { leaf: big.slug, top: top.slug, brand: brand.slug, product }
}

describe(`query plans at ${PRODUCTS} products`, () => {
  let s: Awaited<ReturnType<typeof sample>>
  beforeAll(async () => {
    s = await sample()
  })
  const listing = (body: Record<string, unknown>) => expectIndexesOnly(getProductsCall.path, body)

  it('lists a category, popular first and cheapest first, a top-level one too', async () => {
    await listing({ category: s.leaf, sort: 'popular' })
    await listing({ category: s.top, sort: 'price' })
    await listing({ category: s.top, sort: 'price', direction: 'desc', page: 3 })
  }, 120_000)

  it('filters a category by brand and availability, by a seller, by a price range', async () => {
    await listing({ category: s.leaf, brands: [s.brand], availability: ['in_stock'] })
    await listing({ category: s.top, merchants: [2], availability: ['in_stock'], sort: 'popular' })
    await listing({ category: s.leaf, price_from: 100, price_to: 2000, sort: 'price' })
  }, 120_000)

  it('lists one seller’s offers, the seller’s page: popular first and cheapest first, and by category', async () => {
    await listing({ merchants: [2], sort: 'popular' })
    await listing({ merchants: [2], sort: 'price', page: 2 })
    await listing({ merchants: [2], category: s.top, sort: 'popular' })
  }, 120_000)

  it('searches', async () => {
    await listing({ search: 'перчатки нитриловые' })
    await listing({ search: 'шприц', category: s.top })
    await listing({ search: 'перчатки', brands: [s.brand], sort: 'popular' })
    await listing({ search: 'перчатки', sort: 'price' })
    await listing({ search: 'бахилы', sort: 'rating' })
  }, 120_000)

  it('handles no more products per search step than a search counts, however many match', async () => {
    for (const body of [
      { search: 'перчатки' },
      { search: 'перчатки нитриловые', page: 3 },
      { search: 'стерильные', availability: ['in_stock'] },
      { search: 'gthxfnrb' },
    ]) {
      const statements = await statementsOf(getProductsCall.path, body)
      for (const statement of statements) {
        // The full-text index's own step lists every match's address (cheap), and a step that lists each counted
        // match's sellers yields a row per seller; every other step yields products.
        const widest = Math.max(
          0,
          ...(await planOf(statement, true))
            .filter((node) => !['Bitmap Index Scan', 'ProjectSet'].includes(node['Node Type']))
            .map((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)),
        )
        expect(
          widest,
          `${JSON.stringify(body)}: ${statement.sql.replace(/\s+/g, ' ').slice(0, 200)}`,
        ).toBeLessThanOrEqual(SEARCH_COUNT_CAP + 1)
      }
    }
  }, 120_000)

  it('answers the product page and its delivery estimate', async () => {
    await expectIndexesOnly(getMasterProductBySlugCall.path.replace(':slug', encodeURIComponent(s.product.slug)))
    await expectIndexesOnly(
      `${getDeliveryForMasterProductCall.path}?master_product_id=${s.product.id}&city=${encodeURIComponent('Казань')}`,
    )
  }, 120_000)
})
