/**
 * Opens the database: PGlite (Postgres in WASM, in process) by default, PostgreSQL through node-postgres when the
 * URL says postgres://. Both speak the same SQL and run the same migrations, so everything above this file is
 * written once.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * Runs the committed migrations, then `afterwards` (seeding, the accounts every start makes) under the same lock:
   * several processes starting at once on an empty database migrate and seed it once, the others wait and find it
   * done. The work is handed a connection without the request limits (`PostgresLimits`): a large seed may take long.
   */
  migrate(afterwards?: (db: Database) => Promise<void>): Promise<void>
  /** PGlite only: the whole data directory as a tarball, which `openDatabase`'s `from` starts another one from. */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

export interface OpenOptions {
  /** PGlite only: start from a data directory dumped by `dump()` (the tests' migrated, seeded templates). */
  from?: Blob
  /** PostgreSQL only: the limits every pooled connection runs under (decision 049). */
  limits?: PostgresLimits
}

/** What a web request's statements may take, ms (0: no limit); set on each connection as it opens. */
export interface PostgresLimits {
  statementTimeoutMs: number
  lockTimeoutMs: number
  idleInTransactionTimeoutMs: number
}

/** Where the committed migrations live: beside this file in the source tree, beside the bundle in a build. */
function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations')
}

/**
 * @param url `postgres://…` or `postgresql://…` for PostgreSQL; `memory://` for a throw-away in-memory PGlite;
 *   anything else is a PGlite data folder (created if missing).
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.limits)
  return openPglite(url, options)
}

async function openPglite(location: string, options: OpenOptions): Promise<DatabaseHandle> {
  const { PGlite: PGliteClient } = await import('@electric-sql/pglite')
  // Product search needs trigram similarity (typo tolerance); PostgreSQL ships pg_trgm as a contrib extension, PGlite
  // has to load it when the instance is created. The migration then runs CREATE EXTENSION.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  let client: PGlite
  if (location === 'memory://') {
    client = new PGliteClient({ extensions: { pg_trgm }, loadDataDir: options.from })
  } else {
    // PGlite creates the data folder but not its parents.
    mkdirSync(path.dirname(path.resolve(location)), { recursive: true })
    client = new PGliteClient(path.resolve(location), { extensions: { pg_trgm }, loadDataDir: options.from })
  }
  const { keepingStatements } = await import('./kept-statements.ts')
  const db = drizzle({ client: keepingStatements(client) as PGlite, schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // One process owns a PGlite database: nobody to wait for.
    async migrate(afterwards) {
      await migrate(db, { migrationsFolder: migrationsFolder() })
      await afterwards?.(db as unknown as Database)
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  }
}

async function openPostgres(url: string, limits?: PostgresLimits): Promise<DatabaseHandle> {
  const pg = (await import('pg')).default
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Sent with each connection's start-up: no statement, lock wait or abandoned transaction outlasts a request.
    ...(limits && {
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    }),
  })
  // An idle connection can be ended by the server (a restart, a failover, a dropped database): the pool replaces
  // it on next use. Without a listener node-postgres would throw that error and take the process down.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
  // So can one in use: the server ends a transaction left idle past its limit. The work holding it then fails on
  // its next query and the pool drops it; the process goes on.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection ended: ${error.message}`))
  })
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate(afterwards) {
      // Several back-end processes may start together (scale-out): one migrates and seeds, the others wait for it.
      // All on the lock's own connection, freed of the request limits: a migration or a big seed may run long,
      // and waiting for the lock behind another process's seed is no stuck request.
      const lock = await pool.connect()
      try {
        await lock.query('SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0')
        await lock.query('SELECT pg_advisory_lock(727001)')
        const locked = drizzle(lock, { schema })
        await migrate(locked, { migrationsFolder: migrationsFolder() })
        await afterwards?.(locked as unknown as Database)
      } finally {
        await lock.query('SELECT pg_advisory_unlock(727001)').catch(() => {})
        // Not back into the pool: its limits were lifted.
        lock.release(true)
      }
    },
    close: () => pool.end(),
  }
}
