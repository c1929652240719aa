/**
 * Notifications (issue 16, decision 047): the durable outbox every event writes in the transaction of its change, and
 * the embedded e-mail sink (the `email_outbox`, as `sms_outbox` is for SMS). Settings the back-end keeps for itself
 * (the secret that signs unsubscribe links) live in `app_secrets`, so every back-end process reads the same one.
 */
import { sql } from 'drizzle-orm'
import * as pg from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/** What an e-mail carries besides its text: made when it is sent (an invoice PDF from the order's requisites). */
export type NotificationAttachment = { kind: 'invoice'; orderId: number }

/**
 * One message to one recipient over one channel. `key` is the idempotency key: the event, its object, the channel
 * and the recipient, so an event written twice sends once, and a retried delivery carries the same key (the
 * e-mail's Message-ID). A worker takes a row by setting `locked_until` (FOR UPDATE SKIP LOCKED): a process that dies
 * holding it lets the lease run out, and the row is taken again.
 */
export const notifications = pg.pgTable(
  'notifications',
  {
    id: pg.serial('id').primaryKey(),
    key: pg.text('key').notNull(),
    /** order_placed, order_status, seller_new_order, answer, password_changed, message_reply. */
    event: pg.text('event').notNull(),
    channel: pg.text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** An E.164 phone or an e-mail address. */
    recipient: pg.text('recipient').notNull(),
    subject: pg.text('subject'),
    text: pg.text('text').notNull(),
    html: pg.text('html'),
    attachments: pg.jsonb('attachments').$type<NotificationAttachment[]>(),
    /**
     * Whose notifications of which status an e-mail's one-click unsubscribe link turns off. The link is signed when
     * the e-mail is sent (outside the change's transaction) and put where the text says UNSUBSCRIBE_LINK.
     */
    unsubscribe: pg.jsonb('unsubscribe').$type<{ userId: number; status: string }>(),
    /** Whom it is about, for the operator's lists: the order, the user. */
    orderId: pg.integer('order_id'),
    userId: pg.integer('user_id'),
    /** pending (waiting, or waiting to be retried), sent, failed (given up after the last attempt). */
    status: pg
      .text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: pg.integer('attempts').notNull().default(0),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
    lastError: pg.text('last_error'),
    createdAt: createdAt(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('notifications_key_key').on(t.key),
    // What a worker looks for: the pending rows due, oldest first.
    pg.index('notifications_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    pg.index('notifications_order_idx').on(t.orderId),
    pg.index('notifications_user_idx').on(t.userId),
  ],
)

/** E-mails the embedded default "sent": kept here and in the log, nothing leaves the machine (as sms_outbox). */
export const emailOutbox = pg.pgTable(
  'email_outbox',
  {
    id: pg.serial('id').primaryKey(),
    messageId: pg.text('message_id').notNull(),
    recipient: pg.text('recipient').notNull(),
    subject: pg.text('subject').notNull(),
    text: pg.text('text').notNull(),
    html: pg.text('html'),
    /** The headers the message would carry (List-Unsubscribe…), and its attachments' names and sizes. */
    headers: pg.jsonb('headers').$type<Record<string, string>>().notNull(),
    attachments: pg.jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('email_outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.id)],
)

/** Secrets the back-end makes for itself on first start and every process shares (the unsubscribe links' key). */
export const appSecrets = pg.pgTable('app_secrets', {
  name: pg.text('name').primaryKey(),
  value: pg.text('value').notNull(),
  createdAt: createdAt(),
})
