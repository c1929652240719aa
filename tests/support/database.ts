/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI runs the back-end tests once more that way), dropped afterwards.
 *
 * Migrating takes seconds and seeding more, once per file: so each kind of database (migrated, and seeded with N
 * products) is made once per run as a template and every file gets a copy of it — PGlite from a dumped data
 * directory, PostgreSQL with CREATE DATABASE … TEMPLATE. The templates live as long as the run
 * (`database-templates.ts`, vitest's global setup); outside vitest each database is migrated and seeded afresh.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#backend/db/client.ts'
import { seedDemoCatalogue } from '#backend/db/seed/seed.ts'
import type { DatabaseTemplates } from './database-templates.ts'

export interface TestDatabase extends DatabaseHandle {
  /** The test database's URL on PostgreSQL (another process's pool can open it); null on in-memory PGlite. */
  url: string | null
  dispose(): Promise<void>
}

interface Recipe {
  seedProducts?: number
}

export async function createTestDatabase(options: Recipe = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const templates = runTemplates()
  if (serverUrl) return postgresDatabase(serverUrl, options, templates)
  const handle = templates
    ? await openDatabase('memory://', { from: await pgliteTemplate(templates.dir, options) })
    : await prepared(await openDatabase('memory://'), options)
  return { ...handle, url: null, dispose: () => handle.close() }
}

/** The run's templates, when vitest's global setup made a place for them. */
function runTemplates(): DatabaseTemplates | null {
  try {
    return inject('databaseTemplates') ?? null
  } catch {
    return null
  }
}

function templateName(options: Recipe): string {
  return `seeded_${options.seedProducts ?? 0}`
}

/** Migrates and seeds as the recipe says. */
async function prepared(handle: DatabaseHandle, options: Recipe): Promise<DatabaseHandle> {
  await handle.migrate()
  if (options.seedProducts) {
    await seedDemoCatalogue(handle.db, { products: options.seedProducts, anchorDate: '2026-11-01' })
  }
  return handle
}

/**
 * The recipe's data directory, made by whichever test file first needs it. Two files wanting a new one at once
 * both make it; each writes a file of its own and renames it into place, so a reader never sees half of one.
 */
async function pgliteTemplate(dir: string, options: Recipe): Promise<Blob> {
  const file = path.join(dir, `${templateName(options)}.tar`)
  if (!existsSync(file)) {
    const handle = await prepared(await openDatabase('memory://'), options)
    try {
      const dump = await handle.dump?.()
      if (!dump) throw new Error('PGlite cannot dump its data directory')
      const own = `${file}.${process.pid}`
      writeFileSync(own, Buffer.from(await dump.arrayBuffer()))
      renameSync(own, file)
    } finally {
      await handle.close()
    }
  }
  return new Blob([readFileSync(file)])
}

async function postgresDatabase(
  serverUrl: string,
  options: Recipe,
  templates: DatabaseTemplates | null,
): Promise<TestDatabase> {
  const pg = (await import('pg')).default
  const at = (name: string) => {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  const name = `medmarket_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  let handle: DatabaseHandle
  try {
    if (templates) {
      const template = `medmarket_template_${templates.run}_${templateName(options)}`
      // One file makes the template while the others wanting it wait (the lock is the server's, across processes).
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template])
      try {
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
        if (found.rowCount === 0) {
          await admin.query(`CREATE DATABASE ${template}`)
          const made = await prepared(await openDatabase(at(template)), options)
          await made.close()
        }
      } finally {
        await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template])
      }
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
      handle = await openDatabase(at(name))
    } else {
      await admin.query(`CREATE DATABASE ${name}`)
      handle = await prepared(await openDatabase(at(name)), options)
    }
  } finally {
    await admin.end()
  }
  return {
    ...handle,
    url: at(name),
    async dispose() {
      await handle.close()
      const cleaner = new pg.Client({ connectionString: serverUrl })
      await cleaner.connect()
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleaner.end()
    },
  }
}
