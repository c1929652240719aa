/** HTTP of the account's order-status subscriptions: thin, the contract decides paths and shapes. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/addresses/addresses.routes.ts'
import type { AuthGuard } from '#backend/modules/auth/auth.guard.ts'
import { listNotificationsCall, updateNotificationsCall } from '#contract/notifications.ts'
import type { NotificationsService } from './notifications.service.ts'

export function notificationsRoutes(notifications: NotificationsService, guard: AuthGuard): Hono {
  const app = new Hono()
  // Who asks is checked before what is asked: a guest gets 401 even for a malformed body.
  for (const call of [listNotificationsCall, updateNotificationsCall]) app.use(call.path, guard.requireUser)
  handle(app, listNotificationsCall, ({ c }) => notifications.list(callerId(c)))
  handle(app, updateNotificationsCall, ({ body, c }) =>
    notifications.update(callerId(c), body.order_statuses_subscribes),
  )
  return app
}
