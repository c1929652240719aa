/** HTTP of the account's order-status subscriptions: thin, the contract decides paths and shapes. */
import { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import {
  listEmailOutboxCall,
  listNotificationsCall,
  readUnsubscribeCall,
  unsubscribeCall,
  updateNotificationsCall,
} from '#contract/notifications.ts'
import { newestEmails } from './email-outbox.repository.ts'
import type { NotificationsService } from './notifications.service.ts'

export function notificationsRoutes(notifications: NotificationsService, db: Database): Hono {
  const app = new Hono()
  // What the embedded e-mail provider "sent": administrators (and the end-to-end tests) read it here.
  handle(app, listEmailOutboxCall, async ({ query }) => {
    const rows = await newestEmails(db, {
      to: query.to,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    })
    return {
      data: rows.map((row) => ({
        id: row.id,
        message_id: row.messageId,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          size: file.size,
        })),
        created_at: row.createdAt.toISOString(),
      })),
    }
  })
  handle(app, listNotificationsCall, ({ c }) => notifications.list(callerId(c)))
  handle(app, updateNotificationsCall, ({ body, c }) =>
    notifications.update(callerId(c), body.order_statuses_subscribes),
  )
  // A status e-mail's one-click link: no sign-in, the signed token says whose subscription and which status.
  handle(app, readUnsubscribeCall, ({ params }) => notifications.readUnsubscribe(params.token))
  handle(app, unsubscribeCall, ({ params }) => notifications.unsubscribe(params.token))
  return app
}
