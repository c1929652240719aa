/**
 * Two back-ends on one database, as split mode runs them (decision 050): each an app of its own with its own
 * catalogue cache, kept for a minute as in production, so only the catalogue's version can make one see what the
 * other changed. On PostgreSQL (TEST_DATABASE_URL) the second has a pool of its own, as another process would; on
 * PGlite both share the one database.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { ApiTransport } from '#app/lib/api/client.server.ts'
import { createApp } from '#backend/app.ts'
import { type DatabaseHandle, openDatabase } from '#backend/db/client.ts'
import { offers } from '#backend/db/schema.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'
import { inProcess } from './request-context.ts'

export interface TwoBackends {
  readonly database: TestDatabase
  readonly first: ApiTransport
  readonly second: ApiTransport
}

/** As long as the back-end caches by default is too short to tell a dropped cache from an expired one. */
const CATALOG_CACHE_MS = 60_000

export function twoBackends(): TwoBackends {
  let made: { database: TestDatabase; other: DatabaseHandle | null; first: ApiTransport; second: ApiTransport } | null =
    null
  beforeAll(async () => {
    const database = await createTestDatabase({ seedProducts: 30 })
    const other = database.url ? await openDatabase(database.url) : null
    const app = (handle: DatabaseHandle) =>
      createApp({ db: handle.db, catalogCacheMs: CATALOG_CACHE_MS, log: () => {} })
    made = { database, other, first: inProcess(app(database)), second: inProcess(app(other ?? database)) }
  })
  afterAll(async () => {
    await made?.other?.close()
    await made?.database.dispose()
  })
  const current = () => {
    if (!made) throw new Error('The back-ends are made in beforeAll: read them inside a test')
    return made
  }
  return {
    get database() {
      return current().database
    },
    get first() {
      return current().first
    },
    get second() {
      return current().second
    },
  }
}

/** What a seller's save of a price does to the catalogue: every offer of the product at this price, in one transaction. */
export async function changePrice(database: TestDatabase, productId: number, kopecks: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx
      .update(offers)
      .set({ price: kopecks, priceGross: null, salePercent: null, priceUpdatedAt: sql`now()` })
      .where(eq(offers.masterProductId, productId))
  })
}

/** How long `seen` took to become true, polled every 50 ms; past `limitMs` the time it gave up. */
export async function msUntil(seen: () => Promise<boolean>, limitMs = 5_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < limitMs) {
    if (await seen()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - started
}
