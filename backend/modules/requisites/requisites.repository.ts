/**
 * SQL of the account's payer requisites. Every statement names the owner (`user_id`) beside the row's id, so a
 * row of another user is never read or written, whatever id is asked for. Takes the database (or a transaction)
 * first.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { requisites, users } from '#backend/db/schema.ts'

export type RequisiteRow = typeof requisites.$inferSelect
/** The columns a visitor fills in; owner, id, default flag and time are the service's. */
export type RequisiteValues = Omit<typeof requisites.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt'>

/** The default first, then newest first. */
export function listRequisites(db: Database, userId: number): Promise<RequisiteRow[]> {
  return db
    .select()
    .from(requisites)
    .where(eq(requisites.userId, userId))
    .orderBy(desc(requisites.isDefault), desc(requisites.createdAt), desc(requisites.id))
}

/**
 * Locks the owner's row until the transaction ends, so two requests of one user (a double submit) cannot both pass
 * the limit or both become "the first requisites". Other users are not held up.
 */
export async function lockOwner(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function countRequisites(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(requisites).where(eq(requisites.userId, userId))
  return row?.value ?? 0
}

export async function findRequisite(db: Database, userId: number, id: number): Promise<RequisiteRow | undefined> {
  const [row] = await db
    .select()
    .from(requisites)
    .where(and(eq(requisites.id, id), eq(requisites.userId, userId)))
    .limit(1)
  return row
}

/** Clears the owner's default flag; done before another row takes it (the partial unique index allows one). */
export async function clearDefaultRequisite(db: Database, userId: number): Promise<void> {
  await db
    .update(requisites)
    .set({ isDefault: false })
    .where(and(eq(requisites.userId, userId), eq(requisites.isDefault, true)))
}

export async function insertRequisite(
  db: Database,
  userId: number,
  values: RequisiteValues,
  isDefault: boolean,
): Promise<RequisiteRow> {
  const [row] = await db
    .insert(requisites)
    .values({ ...values, userId, isDefault })
    .returning()
  if (!row) throw new Error('insert into requisites returned no row')
  return row
}

export async function updateRequisite(
  db: Database,
  userId: number,
  id: number,
  values: RequisiteValues,
  isDefault: boolean,
): Promise<RequisiteRow | undefined> {
  const [row] = await db
    .update(requisites)
    .set({ ...values, isDefault })
    .where(and(eq(requisites.id, id), eq(requisites.userId, userId)))
    .returning()
  return row
}

/** Answers the deleted row, or undefined when the owner has no such requisites. */
export async function deleteRequisite(db: Database, userId: number, id: number): Promise<RequisiteRow | undefined> {
  const [row] = await db
    .delete(requisites)
    .where(and(eq(requisites.id, id), eq(requisites.userId, userId)))
    .returning()
  return row
}

/** Makes the owner's newest requisites the default (after the default ones were deleted). */
export async function promoteNewestRequisite(db: Database, userId: number): Promise<void> {
  const [newest] = await db
    .select({ id: requisites.id })
    .from(requisites)
    .where(eq(requisites.userId, userId))
    .orderBy(desc(requisites.createdAt), desc(requisites.id))
    .limit(1)
  if (newest) await db.update(requisites).set({ isDefault: true }).where(eq(requisites.id, newest.id))
}
