/**
 * A list of rows a user owns, with one default among them: the delivery addresses and the payer requisites
 * (docs/decisions/014). The rules live here once:
 * - a user who has rows has exactly one default: the first becomes it, `default: true` moves it, deleting it passes
 *   it to the newest remaining row, and an edit cannot take it away without giving it to another;
 * - at most `max` rows per user;
 * - every statement names the owner (`user_id`) beside the row's id, so another user's row is never read or
 *   written; any other id — another user's, a deleted one, a malformed one — is the same 404;
 * - each change runs in one transaction holding the owner's row, so two requests of one user (a double submit)
 *   cannot both pass the limit or both become "the first".
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { type addresses, type requisites, users } from '#backend/db/schema.ts'
import { AppError } from '#backend/lib/errors.ts'

/** The tables kept this way; each has `id`, `user_id`, `is_default` and `created_at`. */
export type OwnedTable = typeof addresses | typeof requisites
export type OwnedRow<T extends OwnedTable> = T['$inferSelect']
/** The columns a visitor fills in; owner, id, default flag and time are this module's. */
export type OwnedValues<T extends OwnedTable> = Omit<T['$inferInsert'], 'id' | 'userId' | 'isDefault' | 'createdAt'>

/** Largest value of a Postgres `integer` (serial) id. */
export const MAX_ROW_ID = 2_147_483_647

/** A row id from the path or body, or null for anything that cannot be one (answered as not found, never a 500). */
export function rowIdFrom(raw: string | number | undefined): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_ROW_ID ? id : null
}

export interface OwnedListRules {
  max: number
  /** Russian texts: a row that is not the caller's, and one row too many. */
  notFound: string
  tooMany: string
}

export function createOwnedList<T extends OwnedTable>(db: Database, table: T, rules: OwnedListRules) {
  // drizzle's builders do not follow a union of tables through generics; the columns used here exist on both.
  const t = table as typeof addresses
  type Row = OwnedRow<T>
  type Values = OwnedValues<T>
  const ownRow = (userId: number, id: number) => and(eq(t.id, id), eq(t.userId, userId))
  const notFound = () => new AppError(404, rules.notFound)

  async function lockOwner(tx: Database, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  }
  /** Clears the owner's default flag; done before another row takes it (a partial unique index allows one). */
  async function clearDefault(tx: Database, userId: number) {
    await tx
      .update(t)
      .set({ isDefault: false })
      .where(and(eq(t.userId, userId), eq(t.isDefault, true)))
  }

  return {
    /** The default first, then newest first. */
    list(userId: number): Promise<Row[]> {
      return db
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.isDefault), desc(t.createdAt), desc(t.id)) as Promise<Row[]>
    },

    /** Adds a row; the first the owner has becomes the default. */
    add(userId: number, values: Values, wantsDefault: boolean): Promise<Row> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const [counted] = await tx.select({ value: count() }).from(t).where(eq(t.userId, userId))
        const existing = counted?.value ?? 0
        if (existing >= rules.max) throw new AppError(422, rules.tooMany)
        const isDefault = wantsDefault || existing === 0
        if (isDefault) await clearDefault(tx, userId)
        const [row] = await tx
          .insert(t)
          .values({ ...(values as OwnedValues<typeof addresses>), userId, isDefault })
          .returning()
        if (!row) throw new Error('insert returned no row')
        return row as Row
      })
    },

    /** Replaces the caller's row; the default stays where it is unless this row takes it (unticking leaves none). */
    async replace(userId: number, rawId: string | number | undefined, values: Values, wantsDefault: boolean) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound()
      const row = await db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const [current] = await tx.select().from(t).where(ownRow(userId, id)).limit(1)
        if (!current) throw notFound()
        const isDefault = wantsDefault || current.isDefault
        if (isDefault && !current.isDefault) await clearDefault(tx, userId)
        const [updated] = await tx
          .update(t)
          .set({ ...(values as OwnedValues<typeof addresses>), isDefault })
          .where(ownRow(userId, id))
          .returning()
        return updated
      })
      if (!row) throw notFound()
      return row as Row
    },

    /** Deletes the caller's row; when it was the default, the newest remaining row becomes the default. */
    async remove(userId: number, rawId: string | undefined): Promise<void> {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound()
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const [deleted] = await tx.delete(t).where(ownRow(userId, id)).returning()
        if (!deleted) throw notFound()
        if (!deleted.isDefault) return
        const [newest] = await tx
          .select({ id: t.id })
          .from(t)
          .where(eq(t.userId, userId))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(1)
        if (newest) await tx.update(t).set({ isDefault: true }).where(eq(t.id, newest.id))
      })
    },
  }
}
