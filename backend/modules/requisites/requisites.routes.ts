/** HTTP of the account's payer requisites: thin, the contract decides paths and shapes; every call needs a user. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import { deleteRequisiteCall, listRequisitesCall, updateRequisitesCall } from '#contract/requisites.ts'
import type { RequisitesService } from './requisites.service.ts'

export function requisitesRoutes(requisites: RequisitesService): Hono {
  const app = new Hono()
  handle(app, listRequisitesCall, ({ c }) => requisites.list(callerId(c)))
  handle(app, updateRequisitesCall, ({ body, c }) => requisites.save(callerId(c), body))
  handle(app, deleteRequisiteCall, ({ params, c }) => requisites.remove(callerId(c), params.id))
  return app
}
