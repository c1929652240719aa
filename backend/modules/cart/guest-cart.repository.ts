/** SQL of guests' carts held by the back-end (decision 026). Takes the database (or a transaction) first. */
import { eq, lt, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { guestCarts } from '#backend/db/schema.ts'
import type { CartLine } from '#contract/cart.ts'

export interface HeldGuestCart {
  lines: CartLine[]
  updatedAt: Date
}

/**
 * The guest's row, made if missing and locked until the transaction ends, so that one guest's changes run one after
 * another; `created` when it did not exist.
 */
export async function lockGuestCart(
  tx: Database,
  keyHash: string,
  at: Date,
): Promise<HeldGuestCart & { created: boolean }> {
  const made = await tx
    .insert(guestCarts)
    .values({ keyHash, lines: [], updatedAt: at })
    .onConflictDoNothing()
    .returning({ keyHash: guestCarts.keyHash })
  const [row] = await tx.select().from(guestCarts).where(eq(guestCarts.keyHash, keyHash)).for('update')
  if (!row) throw new Error('the guest cart row is gone')
  return { lines: row.lines, updatedAt: row.updatedAt, created: made.length > 0 }
}

export async function findGuestCart(db: Database, keyHash: string): Promise<HeldGuestCart | undefined> {
  const [row] = await db
    .select({ lines: guestCarts.lines, updatedAt: guestCarts.updatedAt })
    .from(guestCarts)
    .where(eq(guestCarts.keyHash, keyHash))
  return row
}

export async function storeGuestCart(tx: Database, keyHash: string, lines: CartLine[], at: Date): Promise<void> {
  await tx.update(guestCarts).set({ lines, updatedAt: at }).where(eq(guestCarts.keyHash, keyHash))
}

/** Deletes some carts nobody has changed since `before` (a bounded batch, so no request waits long for it). */
export async function sweepGuestCarts(db: Database, before: Date): Promise<void> {
  await db.execute(sql`
    delete from ${guestCarts} where ${guestCarts.keyHash} in (
      select ${guestCarts.keyHash} from ${guestCarts} where ${lt(guestCarts.updatedAt, before)} limit 100)`)
}
