import { describe, expect, it } from 'vitest'
import { readBackendConfig } from '#backend/config.ts'
import { buildPath } from '#contract/call.ts'
import { orderMessages } from '#contract/orders.ts'
import {
  completeSandboxPaymentCall,
  createPaymentCall,
  getPaymentCall,
  type Payment,
  paymentMessages,
} from '#contract/payments.ts'
import { type Caller, ok, refused, testBackend } from '#tests/support/api.ts'
import { hostileTexts, hostileValues } from '#tests/support/hostile-values.ts'
import { createPaymentProvider } from './payment.provider.ts'
import { createPaymentsService } from './payments.service.ts'
import { insertOrder, orderState, paymentsOfOrder, seedMerchants } from './test-orders.ts'

const backend = testBackend({ seed: seedMerchants })

let users = 0
const newBuyer = () => backend.signedIn(`payer-${++users}@clinic.test`)

/** Two card orders of one checkout with two sellers: 1 234,50 ₽ + 300 ₽ delivery, and 99,90 ₽ × 2. */
async function twoCardOrders(user: Caller) {
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
async function checkoutPayment(user: Caller, orderIds: number[]) {
  const payments = createPaymentsService(backend.db)
  return backend.db.transaction((tx) => payments.startForOrders(tx, user.id, orderIds))
}

async function getPayment(user: Caller, id: string): Promise<Payment> {
  const body = await ok(await user.call('GET', buildPath(getPaymentCall.path, { id })))
  return getPaymentCall.response.parse(body).payment
}

const sandbox = (user: Caller, id: string, outcome: unknown) =>
  user.call('POST', buildPath(completeSandboxPaymentCall.path, { id }), { outcome })

describe('a card payment of a checkout', () => {
  it('covers all its orders and sends the buyer to the sandbox gateway page', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const started = await checkoutPayment(user, orderIds)
    expect(started.confirmation_url).toBe(`/pay/sandbox/${started.id}`)
    expect(started.id).toMatch(/^[0-9a-f-]{36}$/)
    const payment = await getPayment(user, started.id)
    expect(payment).toEqual({
      id: started.id,
      status: 'pending',
      amount: 1234.5 + 300 + 199.8,
      error: null,
      order_ids: orderIds,
      confirmation_url: `/pay/sandbox/${started.id}`,
    })
  })

  it('paid: every order is payment_received, paid, with a history entry by the system', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    const paid = completeSandboxPaymentCall.response.parse(await ok(await sandbox(user, id, 'pay'))).payment
    expect(paid).toMatchObject({ id, status: 'succeeded', error: null, order_ids: orderIds })
    expect((await getPayment(user, id)).status).toBe('succeeded')
    for (const orderId of orderIds) {
      const state = await orderState(backend.db, orderId)
      expect(state.status).toBe('payment_received')
      expect(state.paymentStatus).toBe('paid')
      expect(state.history).toEqual([
        { status: 'created', actor: 'system' },
        { status: 'payment_received', actor: 'system' },
      ])
    }
  })

  it('declined: the payment fails with the reason, the orders keep their status, and paying again works', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    const declined = completeSandboxPaymentCall.response.parse(await ok(await sandbox(user, id, 'decline'))).payment
    expect(declined).toMatchObject({ id, status: 'failed', error: paymentMessages.declined })
    for (const orderId of orderIds) {
      const state = await orderState(backend.db, orderId)
      expect(state.status).toBe('created')
      expect(state.paymentStatus).toBe('failed')
      expect(state.history).toEqual([{ status: 'created', actor: 'system' }])
    }
    // The declined payment is over; a new one is made for the same orders and goes through.
    expect((await refused(await sandbox(user, id, 'pay'), 409)).error).toBe(paymentMessages.finished)
    const again = createPaymentCall.response.parse(
      await ok(await user.call('POST', createPaymentCall.path, { order_ids: [...orderIds].reverse() })),
    ).payment
    expect(again).toMatchObject({ status: 'pending', amount: 1734.3, error: null, order_ids: orderIds })
    expect(again.id).not.toBe(id)
    expect(again.confirmation_url).toBe(`/pay/sandbox/${again.id}`)
    await ok(await sandbox(user, again.id, 'pay'))
    for (const orderId of orderIds) {
      expect(await orderState(backend.db, orderId)).toMatchObject({
        status: 'payment_received',
        paymentStatus: 'paid',
      })
    }
    // Paid orders cannot be paid once more.
    expect((await refused(await user.call('POST', createPaymentCall.path, { order_ids: orderIds }), 409)).error).toBe(
      paymentMessages.alreadyPaid,
    )
  })

  it('completes once: a second click, either button, is refused and changes nothing', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    await ok(await sandbox(user, id, 'pay'))
    expect((await refused(await sandbox(user, id, 'decline'), 409)).error).toBe(paymentMessages.finished)
    expect((await refused(await sandbox(user, id, 'pay'), 409)).error).toBe(paymentMessages.finished)
    expect((await getPayment(user, id)).status).toBe('succeeded')
    for (const orderId of orderIds) {
      const state = await orderState(backend.db, orderId)
      expect(state.paymentStatus).toBe('paid')
      expect(state.history.filter((entry) => entry.status === 'payment_received')).toHaveLength(1)
    }
  })

  it('parallel clicks: exactly one completes the payment', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    const outcomes = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'decline' : 'pay'))
    const responses = await Promise.all(outcomes.map((outcome) => sandbox(user, id, outcome)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const winner = outcomes[statuses.indexOf(200)]
    const payment = await getPayment(user, id)
    expect(payment.status).toBe(winner === 'pay' ? 'succeeded' : 'failed')
    for (const orderId of orderIds) {
      const state = await orderState(backend.db, orderId)
      expect(state.paymentStatus).toBe(winner === 'pay' ? 'paid' : 'failed')
      expect(state.history.filter((entry) => entry.status === 'payment_received')).toHaveLength(
        winner === 'pay' ? 1 : 0,
      )
    }
  })

  it('paying and starting new payments at the same time: either paid, or one payment left pending', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    const responses = await Promise.all([
      user.call('POST', createPaymentCall.path, { order_ids: orderIds }),
      sandbox(user, id, 'pay'),
      user.call('POST', createPaymentCall.path, { order_ids: orderIds }),
      user.call('POST', createPaymentCall.path, { order_ids: [...orderIds].reverse() }),
    ])
    for (const response of responses) expect([200, 409]).toContain(response.status)
    const paid = responses[1]?.status === 200
    const pending = (await paymentsOfOrder(backend.db, orderIds[0] as number)).filter((p) => p.status === 'pending')
    for (const orderId of orderIds) {
      expect((await orderState(backend.db, orderId)).paymentStatus).toBe(paid ? 'paid' : 'pending')
    }
    expect(pending).toHaveLength(paid ? 0 : 1)
  })

  it('a newer payment of the same orders supersedes a pending older one', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const older = await checkoutPayment(user, orderIds)
    const newer = createPaymentCall.response.parse(
      await ok(await user.call('POST', createPaymentCall.path, { order_ids: [orderIds[0]] })),
    ).payment
    expect(newer.amount).toBe(1534.5)
    expect(await getPayment(user, older.id)).toMatchObject({ status: 'failed', error: paymentMessages.superseded })
    expect((await refused(await sandbox(user, older.id, 'pay'), 409)).error).toBe(paymentMessages.finished)
    await ok(await sandbox(user, newer.id, 'pay'))
    expect(await orderState(backend.db, orderIds[0] as number)).toMatchObject({ paymentStatus: 'paid' })
    // The other order was only in the superseded payment: still unpaid, and payable on its own.
    expect(await orderState(backend.db, orderIds[1] as number)).toMatchObject({
      status: 'created',
      paymentStatus: 'pending',
    })
    await ok(await user.call('POST', createPaymentCall.path, { order_ids: [orderIds[1]] }))
    expect((await paymentsOfOrder(backend.db, orderIds[1] as number)).map((p) => p.status).sort()).toEqual([
      'failed',
      'pending',
    ])
  })

  it('pays a cancelled order without moving it out of its cancellation', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    const { orders } = await import('#backend/db/schema.ts')
    const { eq } = await import('drizzle-orm')
    await backend.db
      .update(orders)
      .set({ status: 'canceled_by_buyer' })
      .where(eq(orders.id, orderIds[0] as number))
    await ok(await sandbox(user, id, 'pay'))
    expect(await orderState(backend.db, orderIds[0] as number)).toMatchObject({
      status: 'canceled_by_buyer',
      paymentStatus: 'paid',
    })
    expect(await orderState(backend.db, orderIds[1] as number)).toMatchObject({ status: 'payment_received' })
  })
})

describe('who may pay what', () => {
  it("another buyer's payment is not found, to read or to pay", async () => {
    const owner = await newBuyer()
    const stranger = await newBuyer()
    const orderIds = await twoCardOrders(owner)
    const { id } = await checkoutPayment(owner, orderIds)
    const path = buildPath(getPaymentCall.path, { id })
    expect((await refused(await stranger.call('GET', path), 404)).error).toBe(paymentMessages.notFound)
    expect((await refused(await sandbox(stranger, id, 'pay'), 404)).error).toBe(paymentMessages.notFound)
    expect((await refused(await sandbox(stranger, id, 'decline'), 404)).error).toBe(paymentMessages.notFound)
    expect(
      (await refused(await stranger.call('POST', createPaymentCall.path, { order_ids: orderIds }), 404)).error,
    ).toBe(orderMessages.notFound)
    // Nothing moved.
    expect((await getPayment(owner, id)).status).toBe('pending')
    expect(await orderState(backend.db, orderIds[0] as number)).toMatchObject({ paymentStatus: 'pending' })
  })

  it('a guest is asked to sign in', async () => {
    const id = crypto.randomUUID()
    await refused(await backend.request('GET', buildPath(getPaymentCall.path, { id })), 401)
    await refused(await backend.request('POST', createPaymentCall.path, { order_ids: [1] }), 401)
    await refused(await backend.request('POST', buildPath(completeSandboxPaymentCall.path, { id }), {}), 401)
  })

  it('an unknown payment is not found', async () => {
    const user = await newBuyer()
    await refused(await user.call('GET', buildPath(getPaymentCall.path, { id: crypto.randomUUID() })), 404)
    await refused(await sandbox(user, crypto.randomUUID(), 'pay'), 404)
  })

  it('only card orders that are neither paid nor cancelled can be paid', async () => {
    const user = await newBuyer()
    const invoiced = await insertOrder(backend.db, {
      userId: user.id,
      merchantId: 1,
      paymentType: 1,
      lines: [{ name: 'Шприц 5 мл', quantity: 10, price: 1_000, vatRate: 10 }],
    })
    const card = await insertOrder(backend.db, {
      userId: user.id,
      merchantId: 2,
      lines: [{ name: 'Маска', quantity: 1, price: 5_000, vatRate: 22 }],
    })
    const create = (order_ids: number[]) => user.call('POST', createPaymentCall.path, { order_ids })
    expect((await refused(await create([invoiced.id]), 409)).error).toBe(paymentMessages.notPayable)
    expect((await refused(await create([card.id, invoiced.id]), 409)).error).toBe(paymentMessages.notPayable)
    const { orders } = await import('#backend/db/schema.ts')
    const { eq } = await import('drizzle-orm')
    await backend.db.update(orders).set({ status: 'canceled_by_buyer' }).where(eq(orders.id, card.id))
    expect((await refused(await create([card.id]), 409)).error).toBe(paymentMessages.notPayable)
    expect(await paymentsOfOrder(backend.db, card.id)).toEqual([])
  })
})

describe('the payment provider', () => {
  it('is the sandbox by default, and an unknown one fails at start', () => {
    expect(readBackendConfig({}).PAYMENT_PROVIDER).toBe('sandbox')
    expect(createPaymentProvider('sandbox').name).toBe('sandbox')
    expect(() => readBackendConfig({ PAYMENT_PROVIDER: 'yookassa' })).toThrow(/PAYMENT_PROVIDER/)
    expect(() => createPaymentProvider('yookassa')).toThrow(/not available/)
  })

  it("sends the buyer to a real acquirer's page, and the sandbox buttons are gone", async () => {
    const requests: unknown[] = []
    const acquirer = createPaymentsService(backend.db, {
      name: 'test-acquirer',
      async create(request) {
        requests.push(request)
        return {
          providerRef: `acq-${requests.length}`,
          confirmationUrl: `https://acquirer.test/pay/${requests.length}`,
        }
      },
      async parseNotification() {
        return null
      },
    })
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const started = await backend.db.transaction((tx) => acquirer.startForOrders(tx, user.id, orderIds))
    expect(started.confirmation_url).toBe('https://acquirer.test/pay/1')
    expect(requests).toEqual([
      {
        paymentId: started.id,
        amount: 173_430,
        description: expect.stringMatching(/^Оплата заказов № \d+, \d+$/),
        orderIds,
        idempotenceKey: started.id,
        returnUrl: `/cart/thanks?payment=${started.id}`,
      },
    ])
    await expect(acquirer.completeSandbox(user.id, started.id, 'pay')).rejects.toMatchObject({ status: 404 })
  })
})

describe('hostile input', () => {
  it('never makes a 500', async () => {
    const user = await newBuyer()
    const orderIds = await twoCardOrders(user)
    const { id } = await checkoutPayment(user, orderIds)
    const encode = (text: string) => {
      try {
        return encodeURIComponent(text)
      } catch {
        return text // a lone surrogate: sent as it is
      }
    }
    const segments = [
      ...[...hostileTexts, '..', id.toUpperCase(), `${id}x`, ` ${id}`, '1', '-1'].map(encode),
      '%00',
      '%ZZ',
      `${id}%00`,
    ]
    for (const segment of segments) {
      const responses = [
        await user.call('GET', `/api/payments/${segment}`),
        await user.call('POST', `/api/payments/sandbox/${segment}`, { outcome: 'decline' }),
      ]
      for (const response of responses) expect(response.status, `«${segment.slice(0, 80)}»`).toBeLessThan(500)
    }
    for (const value of hostileValues) {
      for (const body of [
        { order_ids: value },
        { order_ids: [value] },
        { order_ids: [orderIds[0], value] },
        value,
        { order_ids: orderIds, extra: value },
      ]) {
        const response = await user.call('POST', createPaymentCall.path, body)
        expect(response.status, JSON.stringify(body)?.slice(0, 200)).toBeLessThan(500)
      }
      for (const body of [{ outcome: value }, value, { outcome: 'pay', extra: value }]) {
        const response = await user.call('POST', buildPath(completeSandboxPaymentCall.path, { id }), body)
        expect(response.status, JSON.stringify(body)?.slice(0, 200)).toBeLessThan(500)
      }
    }
    // Nothing of it paid or declined anything.
    expect((await getPayment(user, id)).status).toBe('pending')
  })
})
