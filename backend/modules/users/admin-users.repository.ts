/**
 * SQL of the operator's users (issue 16): users found by a part of the e-mail or the digits of the phone, newest
 * first; one user's row held while it is blocked or unblocked.
 */
import { count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { users } from '#backend/db/schema.ts'
import type { PageRows } from '#backend/lib/pagination.ts'

export type UserRow = typeof users.$inferSelect

/** What a search looks for: a part of an e-mail (any case), and the digits of a phone when the search spells one. */
export interface UserSearch {
  emailPart?: string
  phoneDigits?: string
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function whereOf(search: UserSearch): SQL | undefined {
  const byEmail = search.emailPart
    ? sql`${users.email} ilike ${`%${escapeLike(search.emailPart)}%`} escape '\\'`
    : undefined
  const byPhone = search.phoneDigits
    ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${search.phoneDigits}%`}`
    : undefined
  if (byEmail && byPhone) return sql`(${byEmail} or ${byPhone})`
  return byEmail ?? byPhone
}

export async function pageOfUsers(db: Database, search: UserSearch, page: PageRows) {
  const where = whereOf(search)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** The user's row held until the transaction ends: a block and an unblock of one user queue up. */
export async function lockUser(tx: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return row
}

export async function setBlockedAt(tx: Database, id: number, blockedAt: Date | null): Promise<UserRow> {
  const [row] = await tx.update(users).set({ blockedAt }).where(eq(users.id, id)).returning()
  if (!row) throw new Error('user update returned nothing')
  return row
}
