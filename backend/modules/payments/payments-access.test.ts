import { describe, expect, it } from 'vitest'
import { readBackendConfig } from '#backend/config.ts'
import { createPaymentsService } from '#backend/modules/payments/payments.service.ts'
import { createPaymentProvider } from '#backend/providers.ts'
import { buildPath } from '#contract/call.ts'
import { orderMessages } from '#contract/orders.ts'
import { completeSandboxPaymentCall, createPaymentCall, getPaymentCall, paymentMessages } from '#contract/payments.ts'
import { refused } from '#tests/support/api.ts'
import { backend, checkoutPayment, getPayment, newBuyer, sandbox, twoCardOrders } from '#tests/support/card-payments.ts'
import { insertOrder, orderState, paymentsOfOrder } from '#tests/support/fixtures/test-orders.ts'
import { hostileTexts, hostileValues } from '#tests/support/hostile-values.ts'

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
      async refund() {
        return { providerRef: null, status: 'pending', error: null }
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
