/** HTTP of the account's order-status subscriptions: thin, the contract decides paths and shapes. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import {
  listNotificationsCall,
  readUnsubscribeCall,
  unsubscribeCall,
  updateNotificationsCall,
} from '#contract/notifications.ts'
import type { NotificationsService } from './notifications.service.ts'

export function notificationsRoutes(notifications: NotificationsService): Hono {
  const app = new Hono()
  handle(app, listNotificationsCall, ({ c }) => notifications.list(callerId(c)))
  handle(app, updateNotificationsCall, ({ body, c }) =>
    notifications.update(callerId(c), body.order_statuses_subscribes),
  )
  // A status e-mail's one-click link: no sign-in, the signed token says whose subscription and which status.
  handle(app, readUnsubscribeCall, ({ params }) => notifications.readUnsubscribe(params.token))
  handle(app, unsubscribeCall, ({ params }) => notifications.unsubscribe(params.token))
  return app
}
