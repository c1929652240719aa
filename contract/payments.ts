/**
 * Card payment (docs/decisions/018). Checkout of card orders answers a payment and the URL to send the buyer to: the
 * acquirer's page, or with the embedded sandbox provider the storefront's gateway page `/pay/sandbox/{id}`, where the
 * buyer pays or declines. A successful payment moves each of its orders to `payment_received`; a declined one leaves
 * them `created` with the error, and the buyer may pay again. Amounts in rubles.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id, rubles } from './catalog.ts'

export const paymentMessages = {
  declined: 'Банк отклонил оплату. Попробуйте ещё раз или выберите другую карту',
  notFound: 'Платёж не найден',
  alreadyPaid: 'Эти заказы уже оплачены',
  notPayable: 'Эти заказы нельзя оплатить картой',
  finished: 'Этот платёж уже завершён',
  /** A newer payment of the same orders replaced this pending one (the buyer started paying again). */
  superseded: 'Этот платёж заменён новым — оплатите заказ по новой ссылке',
} as const

export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount: rubles,
  /** Why it failed, in Russian; null otherwise. */
  error: z.string().nullable(),
  order_ids: z.array(id).min(1),
  /** Where the buyer pays it (while pending). */
  confirmation_url: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>

/** The caller's payment (404 for another's). */
export const getPaymentCall = defineCall({
  method: 'GET',
  path: '/api/payments/:id',
  auth: true,
  response: z.object({ payment: paymentSchema }),
})

/** A new payment for the caller's unpaid card orders (paying again after a decline). 409 when already paid. */
export const createPaymentCall = defineCall({
  method: 'POST',
  path: '/api/payments/create',
  auth: true,
  body: z.object({ order_ids: z.array(id).min(1).max(50) }).strict(),
  response: z.object({ payment: paymentSchema }),
})

/**
 * The sandbox gateway's buttons: pay or decline the caller's pending payment. Only with the embedded sandbox
 * provider (404 otherwise); 409 when the payment is no longer pending.
 */
export const completeSandboxPaymentCall = defineCall({
  method: 'POST',
  path: '/api/payments/sandbox/:id',
  auth: true,
  body: z.object({ outcome: z.enum(['pay', 'decline']) }).strict(),
  response: z.object({ payment: paymentSchema }),
})
