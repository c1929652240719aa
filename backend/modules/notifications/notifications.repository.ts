/** SQL of the account's order-status subscriptions: one column of the caller's own users row. Takes the database first. */
import { eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { users } from '#backend/db/schema.ts'

/** The stored list; null means every status (a new account). Undefined when the user does not exist. */
export async function findSubscriptions(db: Database, userId: number): Promise<string[] | null | undefined> {
  const [row] = await db
    .select({ subscriptions: users.orderStatusSubscriptions })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row ? row.subscriptions : undefined
}

/** Answers whether the user's row was there to update. */
export async function saveSubscriptions(db: Database, userId: number, subscriptions: string[]): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ orderStatusSubscriptions: subscriptions })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return rows.length > 0
}
