import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.ts'
import type { Database } from './client.ts'
import { rowsOf } from './rows.ts'
import { together } from './together.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.dispose())

/** A query that takes `ms` and says when it started and ended, in the order of a shared log. */
function timed(db: Database, log: string[], name: string, ms: number) {
  return async () => {
    log.push(`${name} starts`)
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT pg_sleep(${ms / 1000}), 1 AS n`))
    log.push(`${name} ends`)
    return row?.n
  }
}

describe('together', () => {
  it('runs the queries one after another in a transaction, each answer in its place', async () => {
    const log: string[] = []
    const answers = await database.db.transaction((tx) =>
      together(tx, [timed(tx, log, 'a', 30), timed(tx, log, 'b', 10), async () => 'c'] as const),
    )
    expect(answers).toEqual([1, 1, 'c'])
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends'])
  })

  it('starts them all at once on the pool', async () => {
    const log: string[] = []
    const answers = await together(database.db, [timed(database.db, log, 'a', 30), timed(database.db, log, 'b', 10)])
    expect(answers).toEqual([1, 1])
    expect(log.slice(0, 2)).toEqual(['a starts', 'b starts'])
  })
})
