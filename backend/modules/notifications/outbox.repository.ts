/**
 * SQL of the notifications outbox (decision 047): write messages in the caller's transaction, take the due ones for
 * delivery (FOR UPDATE SKIP LOCKED, with a lease, so several workers never take the same row at once and a dead
 * worker's rows come back), and record how a delivery went. Times are the database's: every process agrees on them.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { type NotificationAttachment, notifications } from '#backend/db/schema.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'key' | 'event' | 'channel' | 'recipient' | 'text'
> &
  Partial<
    Pick<typeof notifications.$inferInsert, 'subject' | 'html' | 'attachments' | 'unsubscribe' | 'orderId' | 'userId'>
  >

/** Writes the messages; one whose key is already there (the same event written again) is left as it was. */
export async function enqueue(tx: Database, messages: readonly NewNotification[]): Promise<number> {
  if (messages.length === 0) return 0
  const written = await tx
    .insert(notifications)
    .values([...messages])
    .onConflictDoNothing({ target: notifications.key })
    .returning({ id: notifications.id })
  return written.length
}

/** What a claimed row reads as (the raw statement answers snake_case). */
interface ClaimedRow {
  id: number
  key: string
  event: string
  channel: 'sms' | 'email'
  recipient: string
  subject: string | null
  text: string
  html: string | null
  attachments: NotificationAttachment[] | null
  unsubscribe: { userId: number; status: string } | null
  attempts: number
}

export interface Claimed {
  id: number
  key: string
  event: string
  channel: 'sms' | 'email'
  recipient: string
  subject: string | null
  text: string
  html: string | null
  attachments: NotificationAttachment[]
  unsubscribe: { userId: number; status: string } | null
  /** This attempt's number, from 1. */
  attempt: number
}

/**
 * Takes up to `limit` due messages for `leaseMs`: nobody else takes them until the lease runs out, and when the
 * taker dies before recording the outcome, the next worker takes them again (at least once). `only` narrows to the
 * given ids (a change's own messages, delivered as soon as it commits).
 */
export async function claimDue(
  db: Database,
  options: { limit: number; leaseMs: number; only?: readonly number[] },
): Promise<Claimed[]> {
  const only = options.only ? sql`and id = any(${sql.param([...options.only])}::int[])` : sql``
  const result = await db.execute(sql`
    update notifications n
    set locked_until = now() + ${options.leaseMs} * interval '1 millisecond', attempts = n.attempts + 1
    where n.id in (
      select id from notifications
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
        ${only}
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked)
    returning n.id, n.key, n.event, n.channel, n.recipient, n.subject, n.text, n.html, n.attachments,
              n.unsubscribe, n.attempts`)
  return rowsOf<ClaimedRow>(result)
    .map((row) => ({
      id: row.id,
      key: row.key,
      event: row.event,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: row.attachments ?? [],
      unsubscribe: row.unsubscribe,
      attempt: row.attempts,
    }))
    .sort((a, b) => a.id - b.id)
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(notifications.id, id))
}

/** A failed attempt: tried again after `retryInMs`, or given up (`retryInMs` null). */
export async function markFailed(db: Database, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(notifications)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      ...(retryInMs === null
        ? { status: 'failed' as const }
        : { nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` }),
    })
    .where(eq(notifications.id, id))
}

/** The messages of an order or a user, newest first (the operator's pages, tests). */
export async function listNotifications(
  db: Database,
  filter: { orderId?: number; userId?: number; recipient?: string; limit: number; offset?: number },
): Promise<NotificationRow[]> {
  const where: SQL[] = []
  if (filter.orderId !== undefined) where.push(eq(notifications.orderId, filter.orderId))
  if (filter.userId !== undefined) where.push(eq(notifications.userId, filter.userId))
  if (filter.recipient !== undefined) where.push(sql`lower(${notifications.recipient}) = lower(${filter.recipient})`)
  return db
    .select()
    .from(notifications)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(notifications.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
}
