/**
 * What only a PostgreSQL server shows (CI runs these with TEST_DATABASE_URL): several back-ends starting at once on
 * an empty database, and the limits each pooled connection runs under (decision 049).
 */
import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBackendConfig } from '#backend/config.ts'
import { type Backend, startBackend } from '#backend/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type DatabaseHandle, openDatabase, type PostgresLimits } from './client.ts'
import { rowsOf } from './rows.ts'
import { categories, masterProducts, roles, users } from './schema.ts'

const serverUrl = process.env.TEST_DATABASE_URL

/** Settles within `ms` or fails: a wait that the limits should end does not hang the test instead. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ])
}

describe.skipIf(!serverUrl)('two back-ends started at the same moment on an empty PostgreSQL database', () => {
  const name = `medmarket_test_start_${randomBytes(6).toString('hex')}`
  const admin = () => new pg.Client({ connectionString: serverUrl })
  const at = () => Object.assign(new URL(serverUrl ?? ''), { pathname: `/${name}` }).toString()

  beforeAll(async () => {
    const client = admin()
    await client.connect()
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
  })
  afterAll(async () => {
    const client = admin()
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  })

  it('both come up, and the catalogue and the accounts are made once', async () => {
    const config = readBackendConfig({
      DATABASE_URL: at(),
      NODE_ENV: 'test',
      SEED_DEMO: 'always',
      SEED_PRODUCTS: '40',
      ADMIN_EMAIL: 'chief@medmarket.test',
      ADMIN_PASSWORD: 'long-enough',
      DEMO_SELLER_PASSWORD: 'long-enough',
    })
    const started = await Promise.allSettled([startBackend(config), startBackend(config)])
    const backends = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
        'up',
        'up',
      ])
      const { db } = (backends[0] as Backend).database
      expect((await db.select({ n: count() }).from(masterProducts))[0]?.n).toBe(40)
      const ids = (await db.select({ id: categories.id }).from(categories)).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
      const admins = await db.select().from(users).where(eq(users.roleId, roles.admin))
      expect(admins.map((user) => user.email)).toEqual(['chief@medmarket.test'])
    } finally {
      await Promise.all(backends.map((backend) => backend.close()))
    }
  })
})

describe.skipIf(!serverUrl)('the limits of each pooled PostgreSQL connection', () => {
  const limits: PostgresLimits = { statementTimeoutMs: 700, lockTimeoutMs: 3000, idleInTransactionTimeoutMs: 300 }
  let database: TestDatabase
  let frozen: DatabaseHandle
  let healthy: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
    frozen = await openDatabase(database.url ?? '', { limits })
    healthy = await openDatabase(database.url ?? '', { limits })
  })
  afterAll(async () => {
    await Promise.all([frozen.close(), healthy.close()])
    await database.dispose()
  })

  it('are set on every connection', async () => {
    const shown = await healthy.db.execute(
      sql`SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock,
            current_setting('idle_in_transaction_session_timeout') AS idle`,
    )
    expect(rowsOf(shown)[0]).toEqual({ statement: '700ms', lock: '3s', idle: '300ms' })
  })

  it('end a transaction a frozen process left open, and another process then takes its row', async () => {
    const [buyer] = await healthy.db.insert(users).values({ email: 'cart@medmarket.test' }).returning()
    const id = buyer?.id ?? 0
    let locked = () => {}
    const holding = new Promise<void>((resolve) => {
      locked = resolve
    })
    let thaw = () => {}
    // A process frozen mid-transaction (a stopped VM, a stuck event loop): the row stays locked, nothing is sent.
    const frozenTransaction = frozen.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`)
      locked()
      await new Promise<void>((resolve) => {
        thaw = resolve
      })
    })
    const settled = frozenTransaction.then(
      () => 'committed',
      () => 'ended by the server',
    )
    await holding
    const started = Date.now()
    await within(2500, healthy.db.update(users).set({ name: 'Анна' }).where(eq(users.id, id)))
    expect(Date.now() - started).toBeLessThan(limits.lockTimeoutMs)
    thaw()
    expect(await settled).toBe('ended by the server')
    const [row] = await healthy.db.select({ name: users.name }).from(users).where(eq(users.id, id))
    expect(row?.name).toBe('Анна')
    // The pool dropped the ended connection: the frozen process serves again once it thaws.
    expect(rowsOf(await frozen.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }])
  })

  it('stop a statement that runs past its limit', async () => {
    // 57014: canceling statement due to statement timeout.
    await expect(within(5000, healthy.db.execute(sql`SELECT pg_sleep(2)`))).rejects.toMatchObject({
      cause: { code: '57014' },
    })
  })
})
