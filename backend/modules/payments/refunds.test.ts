/**
 * Refunds of cancelled card orders (decision 032), through the API against PGlite: a paid card order cancelled by
 * anyone gives its part of the payment back through the provider, once; the buyer's order list shows the refund's
 * amount and state, and which orders may still be paid; nobody else sees, cancels or pays another buyer's order.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refunds } from '#backend/db/schema.ts'
import { buildPath } from '#contract/call.ts'
import { cancelOrderCall, changeOrderStatusCall, listOrdersOfUserCall, orderMessages } from '#contract/orders.ts'
import { createPaymentCall } from '#contract/payments.ts'
import { type Caller, ok, refused } from '#tests/support/api.ts'
import { backend, checkoutPayment, newBuyer, sandbox, twoCardOrders } from '#tests/support/card-payments.ts'
import { makeAdmin, makeSeller } from '#tests/support/fixtures/order-fixtures.ts'
import { insertOrder } from '#tests/support/fixtures/test-orders.ts'
import type { PaymentProvider, RefundRequest, RefundResult } from './payment.provider.ts'
import { createRefundsService } from './refunds.service.ts'
import { sandboxPaymentProvider } from './sandbox-payment.ts'

const cancel = (user: Caller, id: number) =>
  user.call('POST', buildPath(cancelOrderCall.path, { id }), { reason: 'not_relevant', comment: null })

async function ordersOf(user: Caller, ids: number[]) {
  const path = `${listOrdersOfUserCall.path}?${new URLSearchParams({ ids: ids.join(',') })}`
  const { orders } = listOrdersOfUserCall.response.parse(await ok(await user.call('GET', path)))
  return new Map(orders.map((order) => [order.id, order]))
}

const refundsOf = (orderId: number) => backend.db.select().from(refunds).where(eq(refunds.orderId, orderId))

/** A buyer with two card orders paid by one payment: 1 534,50 ₽ (goods and delivery) and 199,80 ₽. */
async function paidOrders() {
  const buyer = await newBuyer()
  const [first = 0, second = 0] = await twoCardOrders(buyer)
  const { id } = await checkoutPayment(buyer, [first, second])
  await ok(await sandbox(buyer, id, 'pay'))
  return { buyer, first, second, paymentId: id }
}

describe('cancelling a paid card order', () => {
  it("refunds the order's part of the payment at once (the sandbox), and the list shows it", async () => {
    const { buyer, first, second, paymentId } = await paidOrders()
    await ok(await cancel(buyer, first))
    const [refund] = await refundsOf(first)
    expect(refund).toMatchObject({ paymentId, amount: 153_450, status: 'succeeded', error: null })
    expect(refund?.completedAt).toBeInstanceOf(Date)
    // The other order of the same payment is not touched.
    expect(await refundsOf(second)).toEqual([])
    const orders = await ordersOf(buyer, [first, second])
    expect(orders.get(first)).toMatchObject({
      status_id: 'canceled_by_buyer',
      payment_status: 'paid',
      refund: { amount: 1534.5, status: 'succeeded' },
      can_pay: false,
    })
    expect(orders.get(second)).toMatchObject({ payment_status: 'paid', refund: null, can_pay: false })
  })

  it('never refunds twice: a second cancel is refused and the one refund stays', async () => {
    const { buyer, first } = await paidOrders()
    await ok(await cancel(buyer, first))
    expect((await refused(await cancel(buyer, first), 409)).error).toBe(orderMessages.notCancellable)
    expect(await refundsOf(first)).toHaveLength(1)
  })

  it('refunds when the seller or an administrator cancels, too', async () => {
    const { first, second } = await paidOrders()
    const seller = await newBuyer()
    await makeSeller(backend.db, seller, 1)
    await ok(
      await seller.call('POST', buildPath(changeOrderStatusCall.path, { id: first }), {
        status_id: 'canceled_by_seller',
        comment: 'Нет на складе',
      }),
    )
    const admin = await newBuyer()
    await makeAdmin(backend.db, admin)
    await ok(
      await admin.call('POST', buildPath(changeOrderStatusCall.path, { id: second }), {
        status_id: 'canceled_by_admin',
        comment: 'Товар снят с продажи',
      }),
    )
    expect(await refundsOf(first)).toMatchObject([{ amount: 153_450, status: 'succeeded' }])
    expect(await refundsOf(second)).toMatchObject([{ amount: 19_980, status: 'succeeded' }])
  })

  it('refunds nothing for an unpaid card order or an invoice order', async () => {
    const buyer = await newBuyer()
    const [unpaid = 0] = await twoCardOrders(buyer)
    const invoice = await insertOrder(backend.db, {
      userId: buyer.id,
      merchantId: 1,
      paymentType: 2,
      lines: [{ name: 'Маски', quantity: 1, price: 10_000, vatRate: 10 }],
    })
    await ok(await cancel(buyer, unpaid))
    await ok(await cancel(buyer, invoice.id))
    expect(await refundsOf(unpaid)).toEqual([])
    expect(await refundsOf(invoice.id)).toEqual([])
    expect((await ordersOf(buyer, [unpaid])).get(unpaid)?.refund).toBeNull()
  })

  it('refunds a payment that succeeds after the order was cancelled', async () => {
    const buyer = await newBuyer()
    const [first = 0, second = 0] = await twoCardOrders(buyer)
    const { id } = await checkoutPayment(buyer, [first, second])
    await ok(await cancel(buyer, first))
    await ok(await sandbox(buyer, id, 'pay'))
    expect(await refundsOf(first)).toMatchObject([{ paymentId: id, amount: 153_450, status: 'succeeded' }])
    expect(await refundsOf(second)).toEqual([])
  })
})

describe('paying and seeing orders', () => {
  it('offers «pay» for an unpaid or declined card order only while it is open', async () => {
    const buyer = await newBuyer()
    const [first = 0, second = 0] = await twoCardOrders(buyer)
    const { id } = await checkoutPayment(buyer, [first, second])
    expect((await ordersOf(buyer, [first])).get(first)?.can_pay).toBe(true)
    await ok(await sandbox(buyer, id, 'decline'))
    expect((await ordersOf(buyer, [first])).get(first)?.can_pay).toBe(true)
    await ok(await cancel(buyer, second))
    expect((await ordersOf(buyer, [second])).get(second)?.can_pay).toBe(false)
    const invoice = await insertOrder(backend.db, {
      userId: buyer.id,
      merchantId: 1,
      paymentType: 1,
      lines: [{ name: 'Маски', quantity: 1, price: 10_000, vatRate: 10 }],
    })
    expect((await ordersOf(buyer, [invoice.id])).get(invoice.id)?.can_pay).toBe(false)
  })

  it("refuses another buyer's order id: not listed, not paid, not cancelled (404, as for no order)", async () => {
    const { first } = await paidOrders()
    const owner = await newBuyer()
    const [unpaid = 0] = await twoCardOrders(owner)
    const stranger = await newBuyer()
    expect((await ordersOf(stranger, [first, unpaid])).size).toBe(0)
    const pay = await stranger.call('POST', createPaymentCall.path, { order_ids: [unpaid] })
    expect((await refused(pay, 404)).error).toBe(orderMessages.notFound)
    expect((await refused(await cancel(stranger, first), 404)).error).toBe(orderMessages.notFound)
    expect(await refundsOf(first)).toEqual([])
    // The owner pays it.
    await ok(await owner.call('POST', createPaymentCall.path, { order_ids: [unpaid] }))
  })
})

describe('the refunds service', () => {
  function provider(answer: (request: RefundRequest) => Promise<RefundResult>) {
    const requests: RefundRequest[] = []
    const value: PaymentProvider = {
      ...sandboxPaymentProvider,
      refund: (request) => {
        requests.push(request)
        return answer(request)
      },
    }
    return { value, requests }
  }

  /** A paid order cancelled without the app's own refund (the row written straight), to refund by hand. */
  async function cancelledPaid() {
    const { first } = await paidOrders()
    const { orders } = await import('#backend/db/schema.ts')
    await backend.db.update(orders).set({ status: 'canceled_by_admin' }).where(eq(orders.id, first))
    return first
  }

  it('asks the provider once, however often it is called', async () => {
    const acquirer = provider(async (request) => ({
      providerRef: `r-${request.refundId}`,
      status: 'pending',
      error: null,
    }))
    const service = createRefundsService(acquirer.value)
    const orderId = await cancelledPaid()
    await backend.db.transaction((tx) => service.refundIfCancelledAndPaid(tx, orderId))
    await backend.db.transaction((tx) => service.refundIfCancelledAndPaid(tx, orderId))
    expect(acquirer.requests).toHaveLength(1)
    expect(acquirer.requests[0]).toMatchObject({
      amount: 153_450,
      description: expect.stringMatching(/^Возврат по заказу № \d+$/),
    })
    const [refund] = await refundsOf(orderId)
    expect(refund).toMatchObject({ status: 'pending', providerRef: `r-${refund?.id}`, completedAt: null })
  })

  it("keeps the acquirer's refusal as failed, and an unanswered refund as pending", async () => {
    const refusing = provider(async () => ({ providerRef: null, status: 'failed', error: 'insufficient funds' }))
    const refusedOrder = await cancelledPaid()
    await backend.db.transaction((tx) =>
      createRefundsService(refusing.value).refundIfCancelledAndPaid(tx, refusedOrder),
    )
    expect(await refundsOf(refusedOrder)).toMatchObject([{ status: 'failed', error: 'insufficient funds' }])

    const logged: string[] = []
    const silent = provider(async () => {
      throw new Error('timeout')
    })
    const silentOrder = await cancelledPaid()
    const service = createRefundsService(silent.value, { log: (message) => logged.push(message) })
    await backend.db.transaction((tx) => service.refundIfCancelledAndPaid(tx, silentOrder))
    expect(await refundsOf(silentOrder)).toMatchObject([{ status: 'pending', error: null }])
    expect(logged).toHaveLength(1)
  })
})
