import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.ts'
import { kept } from './kept.ts'
import { parsersOver } from './kept-statements.ts'
import { rowsOf } from './rows.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.execute(sql`create table kept_probe (id integer primary key, label text not null, at timestamptz)`)
  await database.db.execute(sql`insert into kept_probe values (1, 'бинт', '2026-11-01T10:00:00Z'), (2, 'шприц', null)`)
}, 120_000)
afterAll(() => database?.dispose())

/** Kept statements are the embedded database's: PostgreSQL runs them as before. */
function pgliteOnly(context: TestContext) {
  if (database.kind !== 'pglite') context.skip()
}

const labelOf = (id: number) => kept('probe-label', sql`select label, at from kept_probe where id = ${id}`)
const insertProbe = (id: number) =>
  kept('probe-insert', sql`insert into kept_probe (id, label) values (${id}, 'новый')`)

async function preparedRuns(text: string) {
  return rowsOf<{ runs: number }>(
    await database.db.execute(
      sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement = ${text}`,
    ),
  )
}

describe('kept statements (PGlite)', () => {
  it('are prepared once and then only run, each run answering for its own values', async (context) => {
    pgliteOnly(context)
    for (let i = 0; i < 7; i++) {
      const id = (i % 2) + 1
      const rows = rowsOf<{ label: string; at: string | null }>(await database.db.execute(labelOf(id)))
      expect(rows).toEqual(
        id === 1 ? [{ label: 'бинт', at: '2026-11-01 10:00:00+00' }] : [{ label: 'шприц', at: null }],
      )
    }
    const text = 'select label, at from kept_probe where id = $1'
    expect(await preparedRuns(text)).toEqual([{ runs: 7 }])
    // An unmarked statement is not kept.
    await database.db.execute(sql`select label from kept_probe where id = ${1}`)
    expect(await preparedRuns('select label from kept_probe where id = $1')).toEqual([])
  })

  it('inside a transaction see its own writes, and go on working after it rolls back', async (context) => {
    pgliteOnly(context)
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(insertProbe(10))
        expect(rowsOf<{ label: string }>(await tx.execute(labelOf(10)))).toMatchObject([{ label: 'новый' }])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(rowsOf(await database.db.execute(labelOf(10)))).toEqual([])
  })

  it('wait for another caller’s transaction instead of running inside it', async (context) => {
    pgliteOnly(context)
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let inserted!: () => void
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve
    })
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(insertProbe(11))
        inserted()
        await gate
        throw new Error('rolled back')
      })
      .catch(() => 'rolled back')
    await insertedYet
    // Drizzle's statements start when awaited: `then` sends it now, while the transaction is open.
    const outside = database.db.execute(labelOf(11)).then((answer) => rowsOf(answer))
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    expect(await transaction).toBe('rolled back')
    // Had it run inside the open transaction, it would have read the row that was then rolled back.
    expect(await outside).toEqual([])
  })

  it('fail as PostgreSQL says and stay usable', async (context) => {
    pgliteOnly(context)
    await expect(database.db.execute(insertProbe(1))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    })
    await database.db.execute(insertProbe(12))
    expect(rowsOf(await database.db.execute(labelOf(12)))).toMatchObject([{ label: 'новый' }])
  })
})

describe('a kept statement’s parsers', () => {
  it('are the query’s own over the client’s, the client’s left as they were', () => {
    const client = { 20: (value: string) => BigInt(value), 1184: (value: string) => new Date(value) }
    const own = { 1184: (value: string) => value }
    const merged = parsersOver(client, own)
    expect(merged[1184]?.('2026-11-01 10:00:00+00', 1184)).toBe('2026-11-01 10:00:00+00')
    expect(merged[20]?.('7', 20)).toBe(7n)
    expect(merged[25]).toBeUndefined()
    expect(client[1184]('2026-11-01T10:00:00Z')).toBeInstanceOf(Date)
    expect(parsersOver(client, undefined)).toBe(client)
  })

  it('parse every type of a row as an unkept statement does', async () => {
    const probe = sql`select 7::int as n, 2.50::numeric as price, '{"a":[1]}'::jsonb as doc, true as ok,
      '2026-11-01T10:00:00Z'::timestamptz as at, array[1, 2]::int[] as ids where ${1} = 1`
    const unkept = rowsOf(await database.db.execute(probe))
    const asKept = rowsOf<{ at: unknown }>(await database.db.execute(kept('probe-types', probe)))
    expect(asKept).toEqual(unkept)
    // The client's parsers (numbers, JSON, booleans, arrays) and drizzle's own (a moment stays text).
    expect(asKept).toMatchObject([{ n: 7, price: '2.50', doc: { a: [1] }, ok: true, ids: [1, 2] }])
    expect(typeof asKept[0]?.at).toBe('string')
  })
})
