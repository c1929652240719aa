/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI runs the back-end tests once more that way), dropped afterwards.
 */
import { randomBytes } from 'node:crypto'
import { type DatabaseHandle, openDatabase } from '#backend/db/client.ts'
import { seedDemoCatalogue } from '#backend/db/seed/seed.ts'

export interface TestDatabase extends DatabaseHandle {
  /** The test database's URL on PostgreSQL (another process's pool can open it); null on in-memory PGlite. */
  url: string | null
  dispose(): Promise<void>
}

export async function createTestDatabase(options: { seedProducts?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  let handle: DatabaseHandle
  let own: string | null = null
  let drop = async () => {}
  if (serverUrl) {
    const pg = (await import('pg')).default
    const name = `medmarket_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    own = url.toString()
    handle = await openDatabase(own)
    drop = async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl })
      await cleaner.connect()
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleaner.end()
    }
  } else {
    handle = await openDatabase('memory://')
  }
  await handle.migrate()
  if (options.seedProducts) {
    await seedDemoCatalogue(handle.db, { products: options.seedProducts, anchorDate: '2026-11-01' })
  }
  return {
    ...handle,
    url: own,
    async dispose() {
      await handle.close()
      await drop()
    },
  }
}
