/** SQL of the SMS outbox: one insert, and the newest messages, of one phone or of all. Takes the database first. */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { smsOutbox } from '#backend/db/schema.ts'

export type OutboxRow = typeof smsOutbox.$inferSelect

export async function insertOutboxMessage(db: Database, values: typeof smsOutbox.$inferInsert): Promise<void> {
  await db.insert(smsOutbox).values(values)
}

export async function newestOutboxMessages(db: Database, filter: { phone?: string; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(filter.phone ? eq(smsOutbox.phone, filter.phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(filter.limit)
}
