import { describe, expect, it } from 'vitest'
import { completeSandboxPaymentCall, createPaymentCall, paymentMessages } from '#contract/payments.ts'
import { ok, refused } from '#tests/support/api.ts'
import { backend, checkoutPayment, getPayment, newBuyer, sandbox, twoCardOrders } from '#tests/support/card-payments.ts'
import { orderState, paymentsOfOrder } from '#tests/support/fixtures/test-orders.ts'

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
