/**
 * `npx tsx scripts/query-bench.ts [--products 600,100000] [--requests 200] [--seconds 3]`: the back-end's catalogue
 * calls at a given catalogue size, in process through the Hono app (`app.request`), printed as a table; never
 * asserted (machines are noisy). Each call is rotated over many different inputs — categories, brands, sellers,
 * price ranges, search words, products — so that no answer cache hides the query: one request at a time
 * (p50/p95/p99, ms) and 10 at once (requests/s). On in-memory PGlite, and on PostgreSQL too when TEST_DATABASE_URL
 * names a server (a fresh database is made there and dropped afterwards).
 * `runQueryBench({ products, databaseUrl })` returns the same figures as JSON, for scripts/bench.ts.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createApp } from '#backend/app.ts'
import { type DatabaseHandle, openDatabase } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { seedDemoCatalogue, vacuumCatalogue } from '#backend/db/seed/seed.ts'
import { getDeliveryForMasterProductCall, getMasterProductBySlugCall, getProductsCall } from '#contract/products.ts'

export interface QueryBenchOptions {
  products: number
  /** `memory://` (default) for in-memory PGlite, or a PostgreSQL server URL: a fresh database is made on it. */
  databaseUrl?: string
  /** Requests of each call one at a time (default 200). */
  requests?: number
  /** Seconds of each call at 10 connections (default 3). */
  seconds?: number
}

export interface CallFigures {
  call: string
  /** One request at a time, ms. */
  p50: number
  p95: number
  p99: number
  /** Requests per second at 10 at once. */
  rps10: number
  /** Answers other than 200 (should be 0). */
  failures: number
}

export interface QueryBenchResult {
  products: number
  database: 'pglite' | 'postgres'
  seedMs: number
  calls: CallFigures[]
}

/** A request of the bench: what the storefront sends, by contract path. */
interface Probe {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

const SEARCH_WORDS = [
  'перчатки нитриловые',
  'перчатки',
  'маска',
  'шприц',
  'бинт',
  'тонометр',
  'катетер',
  'пластырь',
  'халат',
  'салфетки',
  'термометр',
  'стерильные',
  'одноразовые',
  'игла',
  'пробирка',
  'антисептик',
  'лейкопластырь',
  'бахилы',
  'зонд',
  'смотровые',
]

async function openBenchDatabase(url: string): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    const handle = await openDatabase(url)
    return { ...handle, dispose: () => handle.close() }
  }
  const pg = (await import('pg')).default
  const name = `medmarket_qbench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  const handle = await openDatabase(own.toString())
  return {
    ...handle,
    async dispose() {
      await handle.close()
      const cleaner = new pg.Client({ connectionString: url })
      await cleaner.connect()
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleaner.end()
    },
  }
}

/** The inputs each call is rotated over, read from the seeded catalogue. */
async function probes(handle: DatabaseHandle): Promise<Record<string, Probe[]>> {
  const { db } = handle
  const categories = rowsOf<{ slug: string }>(await db.execute(sql`SELECT slug FROM categories ORDER BY id`))
  const pairs = rowsOf<{ category: string; brand: string }>(
    await db.execute(sql`
      SELECT c.slug AS category, b.slug AS brand
      FROM categories c JOIN brands b ON EXISTS (
        SELECT 1 FROM master_products mp WHERE mp.category_id = c.id AND mp.brand_id = b.id)
      ORDER BY c.id, b.id`),
  )
  const sellers = rowsOf<{ category: string; merchant: number }>(
    await db.execute(sql`
      SELECT c.slug AS category, m.id AS merchant FROM categories c CROSS JOIN merchants m ORDER BY c.id, m.id`),
  )
  const products = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`
      SELECT id, slug FROM master_products
      WHERE id % greatest(1, (SELECT count(*) FROM master_products) / 300) = 0 ORDER BY id LIMIT 300`),
  )
  const listing = (body: Record<string, unknown>): Probe => ({ method: 'POST', path: getProductsCall.path, body })
  const ranges = [
    [50, 500],
    [100, 1000],
    [500, 3000],
    [1000, 10000],
    [3000, 50000],
  ] as const
  return {
    'category, popular': categories.map((c) => listing({ category: c.slug, sort: 'popular' })),
    'category, price ↑': categories.map((c) => listing({ category: c.slug, sort: 'price' })),
    'brand + in stock': pairs.map((p) =>
      listing({ category: p.category, brands: [p.brand], availability: ['in_stock'], sort: 'popular' }),
    ),
    'price range': categories.flatMap((c, i) => {
      const [from, to] = ranges[i % ranges.length] as readonly [number, number]
      return [listing({ category: c.slug, price_from: from, price_to: to, sort: 'price' })]
    }),
    sellers: sellers.map((s) => listing({ category: s.category, merchants: [s.merchant], sort: 'popular' })),
    // A seller's public page: all its offers, no category (decision 044).
    'seller page': [...new Set(sellers.map((s) => s.merchant))].flatMap((merchant) =>
      (['popular', 'price'] as const).map((sort) => listing({ merchants: [merchant], sort })),
    ),
    search: SEARCH_WORDS.map((search) => listing({ search, sort: 'popular' })),
    'product by slug': products.map((p) => ({
      method: 'GET',
      path: getMasterProductBySlugCall.path.replace(':slug', encodeURIComponent(p.slug)),
    })),
    'delivery estimate': products.map((p) => ({
      method: 'GET',
      path: `${getDeliveryForMasterProductCall.path}?master_product_id=${p.id}&city=${encodeURIComponent('Казань')}`,
    })),
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round = (ms: number) => Math.round(ms * 10) / 10

export async function runQueryBench(options: QueryBenchOptions): Promise<QueryBenchResult> {
  const requests = options.requests ?? 200
  const seconds = options.seconds ?? 3
  const handle = await openBenchDatabase(options.databaseUrl ?? 'memory://')
  try {
    await handle.migrate()
    const seeding = performance.now()
    await seedDemoCatalogue(handle.db, { products: options.products, anchorDate: '2026-11-01' })
    await vacuumCatalogue(handle.db)
    const seedMs = Math.round(performance.now() - seeding)
    // The production cache (category tree, brands: seconds); the listing summary of a plain category is cached too,
    // which is why each call rotates over inputs it has not just answered.
    const app = createApp({ db: handle.db, log: () => {} })
    const send = async (probe: Probe) => {
      const response = await app.request(probe.path, {
        method: probe.method,
        ...(probe.body === undefined
          ? {}
          : { body: JSON.stringify(probe.body), headers: { 'Content-Type': 'application/json' } }),
      })
      await response.arrayBuffer()
      return response.status
    }
    const calls: CallFigures[] = []
    for (const [call, list] of Object.entries(await probes(handle))) {
      if (list.length === 0) continue
      let failures = 0
      // Warm-up: the first requests compile statements and fill the cache of the category tree.
      for (const probe of list.slice(0, 5)) await send(probe)
      const times: number[] = []
      for (let i = 0; i < requests; i++) {
        const probe = list[(i * 7919) % list.length] as Probe
        const started = performance.now()
        if ((await send(probe)) !== 200) failures++
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      let next = 0
      let done = 0
      const until = performance.now() + seconds * 1000
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (performance.now() < until) {
            const probe = list[(next++ * 7919) % list.length] as Probe
            if ((await send(probe)) !== 200) failures++
            done++
          }
        }),
      )
      calls.push({
        call,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
        rps10: Math.round(done / seconds),
        failures,
      })
    }
    return { products: options.products, database: handle.kind, seedMs, calls }
  } finally {
    await handle.dispose()
  }
}

export function printQueryBench(results: readonly QueryBenchResult[]): void {
  for (const result of results) {
    console.log(`\n${result.database}, ${result.products} products (seeded in ${(result.seedMs / 1000).toFixed(1)} s)`)
    console.table(
      Object.fromEntries(
        result.calls.map((c) => [
          c.call,
          { 'p50 ms': c.p50, 'p95 ms': c.p95, 'p99 ms': c.p99, 'req/s ×10': c.rps10, failures: c.failures },
        ]),
      ),
    )
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '600,100000' },
      requests: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '3' },
      json: { type: 'string' },
    },
  })
  const sizes = String(values.products)
    .split(',')
    .map((n) => Number(n.replace(/_/g, '')))
  const urls = ['memory://', ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])]
  const results: QueryBenchResult[] = []
  for (const databaseUrl of urls) {
    for (const products of sizes) {
      const result = await runQueryBench({
        products,
        databaseUrl,
        requests: Number(values.requests),
        seconds: Number(values.seconds),
      })
      printQueryBench([result])
      results.push(result)
    }
  }
  if (values.json) {
    const { writeFileSync } = await import('node:fs')
    writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
