/** SQL of the embedded e-mail outbox: keep a message, and the newest messages, of one address or of all. */
import { desc, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { emailOutbox } from '#backend/db/schema.ts'

export type EmailOutboxRow = typeof emailOutbox.$inferSelect

export async function keepEmail(db: Database, values: typeof emailOutbox.$inferInsert): Promise<void> {
  await db.insert(emailOutbox).values(values)
}

export async function newestEmails(db: Database, filter: { to?: string; limit: number; offset?: number }) {
  return db
    .select()
    .from(emailOutbox)
    .where(filter.to ? sql`lower(${emailOutbox.recipient}) = lower(${filter.to})` : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
}
