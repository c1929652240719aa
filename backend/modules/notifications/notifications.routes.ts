/** HTTP of the account's order-status subscriptions: thin, the contract decides paths and shapes. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import { listNotificationsCall, updateNotificationsCall } from '#contract/notifications.ts'
import type { NotificationsService } from './notifications.service.ts'

export function notificationsRoutes(notifications: NotificationsService): Hono {
  const app = new Hono()
  handle(app, listNotificationsCall, ({ c }) => notifications.list(callerId(c)))
  handle(app, updateNotificationsCall, ({ body, c }) =>
    notifications.update(callerId(c), body.order_statuses_subscribes),
  )
  return app
}
