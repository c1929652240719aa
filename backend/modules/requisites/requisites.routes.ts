/** HTTP of the account's payer requisites: thin, the contract decides paths and shapes; every call needs a user. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/addresses/addresses.routes.ts'
import type { AuthGuard } from '#backend/modules/auth/auth.guard.ts'
import { deleteRequisiteCall, listRequisitesCall, updateRequisitesCall } from '#contract/requisites.ts'
import type { RequisitesService } from './requisites.service.ts'

export function requisitesRoutes(requisites: RequisitesService, guard: AuthGuard): Hono {
  const app = new Hono()
  // Who asks is checked before what is asked: a guest gets 401 even for a malformed body.
  for (const call of [listRequisitesCall, updateRequisitesCall, deleteRequisiteCall]) {
    app.use(call.path, guard.requireUser)
  }
  handle(app, listRequisitesCall, ({ c }) => requisites.list(callerId(c)))
  handle(app, updateRequisitesCall, ({ body, c }) => requisites.save(callerId(c), body))
  handle(app, deleteRequisiteCall, ({ params, c }) => requisites.remove(callerId(c), params.id))
  return app
}
