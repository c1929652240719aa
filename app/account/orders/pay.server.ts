/**
 * «Оплатить»: a new card payment of the buyer's unpaid card orders, and where the buyer pays it (the acquirer's page,
 * or the sandbox gateway `/pay/sandbox/{id}`). One path for the orders page and the thanks page (decision 032): both
 * post a plain form, so it works without JavaScript, and send the buyer on with a 303 to the answered address.
 */
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { createPaymentCall } from '#contract/payments.ts'

/** The most orders one payment covers (the contract's limit). */
export const MAX_PAID_ORDERS = 50

/** The payment's page, or the back-end's refusal (404 another's order, 409 already paid or not payable). */
export async function startCardPayment(api: ApiClient, orderIds: readonly number[]): Promise<ApiResult<string>> {
  const answer = await api.call(createPaymentCall, { body: { order_ids: orderIds.slice(0, MAX_PAID_ORDERS) } })
  if (answer.data === null) return answer
  return { data: answer.data.payment.confirmation_url, error: null, status: answer.status }
}
