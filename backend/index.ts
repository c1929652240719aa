/**
 * Starts the back-end's pieces in order: open the database, apply the committed migrations, seed the demo
 * catalogue where the configuration asks for it, build the app. Used by server.ts (embedded) and main.ts (alone).
 */
import type { Hono } from 'hono'
import { createApp } from './app.ts'
import { type BackendConfig, readBackendConfig } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { isCatalogueEmpty, seedDemoCatalogue } from './db/seed/seed.ts'

export interface Backend {
  app: Hono
  database: DatabaseHandle
  close(): Promise<void>
}

function firstDayOfThisMonth(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`
}

export async function startBackend(config: BackendConfig = readBackendConfig()): Promise<Backend> {
  const database = await openDatabase(config.DATABASE_URL)
  await database.migrate()
  const seed = config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite')
  if (seed && (await isCatalogueEmpty(database.db))) {
    const started = Date.now()
    const counts = await seedDemoCatalogue(database.db, {
      products: config.SEED_PRODUCTS,
      anchorDate: firstDayOfThisMonth(),
    })
    console.log(`Seeded the demo catalogue: ${counts.masterProducts} products in ${Date.now() - started} ms`)
  }
  const app = createApp({ db: database.db, catalogCacheMs: config.NODE_ENV === 'test' ? 0 : undefined })
  return { app, database, close: () => database.close() }
}
