import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts'
import { findAccessToken, insertAccessToken, insertUser } from './auth.repository.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
}, 120_000)
afterAll(() => database?.dispose())

const createdAt = new Date('2026-11-20T10:00:00Z')
const expiresAt = new Date('2027-11-20T10:00:00Z')

async function holderOf(tokenHash: string, name: string) {
  const user = await insertUser(database.db, { name, phone: `+7916${String(Math.random()).slice(2, 9)}` })
  await insertAccessToken(database.db, { userId: user.id, tokenHash, createdAt, expiresAt })
  return user
}

/** The statements PostgreSQL keeps prepared on this connection with the look-up's text. */
async function preparedLookups() {
  return rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select name from pg_prepared_statements where statement like '%from "access_tokens"%token_hash%'`,
    ),
  )
}

describe('the token look-up, built once per database', () => {
  it('answers each token’s own user and token, and nothing for an unknown one', async () => {
    const first = await holderOf('hash-of-first', 'Анна')
    const second = await holderOf('hash-of-second', 'Борис')
    // Asked in turns: a look-up built once must take each call's hash, not the first call's.
    for (let round = 0; round < 3; round++) {
      const [a, b, none] = await Promise.all([
        findAccessToken(database.db, 'hash-of-first'),
        findAccessToken(database.db, 'hash-of-second'),
        findAccessToken(database.db, 'hash-of-nobody'),
      ])
      expect(a).toMatchObject({ user: { id: first.id, name: 'Анна' }, token: { tokenHash: 'hash-of-first' } })
      expect(b).toMatchObject({ user: { id: second.id, name: 'Борис' }, token: { tokenHash: 'hash-of-second' } })
      expect(none).toBeUndefined()
    }
    // Moments come back as dates, as drizzle maps them for any select.
    expect((await findAccessToken(database.db, 'hash-of-first'))?.token.expiresAt).toEqual(expiresAt)
  })

  it('is kept prepared by the embedded database, and left unnamed on PostgreSQL', async () => {
    await holderOf('hash-of-third', 'Вера')
    for (let i = 0; i < 3; i++) await findAccessToken(database.db, 'hash-of-third')
    const kept = await preparedLookups()
    // PGlite: one statement kept by name (decision 054). PostgreSQL: none stays on a pooled connection.
    expect(kept).toHaveLength(database.kind === 'pglite' ? 1 : 0)
  })
})
