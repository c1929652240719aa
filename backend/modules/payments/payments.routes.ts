/** HTTP of card payments: thin, the contract decides paths and shapes; every call needs a user. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import { completeSandboxPaymentCall, createPaymentCall, getPaymentCall } from '#contract/payments.ts'
import type { PaymentsService } from './payments.service.ts'

export function paymentsRoutes(payments: PaymentsService): Hono {
  const app = new Hono()
  // `/api/payments/create` is a POST and `/api/payments/:id` a GET, so the two never catch each other's requests.
  handle(app, getPaymentCall, ({ params, c }) => payments.get(callerId(c), params.id ?? ''))
  handle(app, createPaymentCall, ({ body, c }) => payments.createForUnpaid(callerId(c), body.order_ids))
  handle(app, completeSandboxPaymentCall, ({ params, body, c }) =>
    payments.completeSandbox(callerId(c), params.id ?? '', body.outcome),
  )
  return app
}
