import { createPaymentsService } from '#backend/modules/payments/payments.service.ts'
import { sandboxPaymentProvider } from '#backend/modules/payments/sandbox-payment.ts'
import { buildPath } from '#contract/call.ts'
import { completeSandboxPaymentCall, getPaymentCall, type Payment } from '#contract/payments.ts'
import { type Caller, ok, testBackend } from '#tests/support/api.ts'
import { insertOrder, seedMerchants } from '#tests/support/fixtures/test-orders.ts'

export const backend = testBackend({ seed: seedMerchants })

export let users = 0
export const newBuyer = () => backend.signedIn(`payer-${++users}@clinic.test`)

/** Two card orders of one checkout with two sellers: 1 234,50 ₽ + 300 ₽ delivery, and 99,90 ₽ × 2. */
export async function twoCardOrders(user: Caller) {
  const first = await insertOrder(backend.db, {
    userId: user.id,
    merchantId: 1,
    lines: [{ name: 'Перчатки нитриловые', quantity: 1, price: 123_450, vatRate: 10 }],
    deliveryCost: 30_000,
  })
  const second = await insertOrder(backend.db, {
    userId: user.id,
    merchantId: 2,
    lines: [{ name: 'Бинт стерильный', quantity: 2, price: 9_990, vatRate: 0 }],
  })
  return [first.id, second.id]
}

/** What checkout does: the payment made inside its own transaction. */
export async function checkoutPayment(user: Caller, orderIds: number[]) {
  const payments = createPaymentsService(backend.db, sandboxPaymentProvider)
  return backend.db.transaction((tx) => payments.startForOrders(tx, user.id, orderIds))
}

export async function getPayment(user: Caller, id: string): Promise<Payment> {
  const body = await ok(await user.call('GET', buildPath(getPaymentCall.path, { id })))
  return getPaymentCall.response.parse(body).payment
}

export const sandbox = (user: Caller, id: string, outcome: unknown) =>
  user.call('POST', buildPath(completeSandboxPaymentCall.path, { id }), { outcome })
