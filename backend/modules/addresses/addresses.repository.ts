/**
 * SQL of the account's delivery addresses. Every statement names the owner (`user_id`) beside the row's id, so a
 * row of another user is never read or written, whatever id is asked for. Takes the database (or a transaction)
 * first.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { addresses, users } from '#backend/db/schema.ts'

export type AddressRow = typeof addresses.$inferSelect
/** The columns a visitor fills in; owner, id, default flag and time are the service's. */
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt'>

/** The default first, then newest first. */
export function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
}

/**
 * Locks the owner's row until the transaction ends, so two requests of one user (a double submit) cannot both pass
 * the limit or both become "the first address". Other users are not held up.
 */
export async function lockOwner(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId))
  return row?.value ?? 0
}

export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1)
  return row
}

/** Clears the owner's default flag; done before another row takes it (the partial unique index allows one). */
export async function clearDefaultAddress(db: Database, userId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
}

export async function insertAddress(
  db: Database,
  userId: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, isDefault })
    .returning()
  if (!row) throw new Error('insert into addresses returned no row')
  return row
}

export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, isDefault })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return row
}

/** Answers the deleted row, or undefined when the owner has no such address. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return row
}

/** Makes the owner's newest address the default (after the default one was deleted). */
export async function promoteNewestAddress(db: Database, userId: number): Promise<void> {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1)
  if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id))
}
