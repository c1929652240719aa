/**
 * Payments and invoices after a real checkout (`POST /api/user/order/add`), seen through the buyer's own calls: the
 * payment checkout answers, the sandbox buttons, the order list, the invoice download.
 */
import { eq } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { merchants } from '#backend/db/schema.ts'
import { buildReferenceData } from '#backend/db/seed/reference.ts'
import { buildPath } from '#contract/call.ts'
import { listOrdersOfUserCall, type Order } from '#contract/orders.ts'
import { completeSandboxPaymentCall, createPaymentCall, getPaymentCall, paymentMessages } from '#contract/payments.ts'
import { type Caller, company, ok } from '#tests/support/api.ts'
import { draftFor, placeOrders, putInCart, shopBackend } from '#tests/support/fixtures/order-fixtures.ts'

const { backend, shop, newBuyer } = shopBackend('checkout-payer')

beforeAll(async () => {
  // The shop's sellers get the requisites of two demo sellers, as the seed gives them.
  const [first, second] = buildReferenceData().merchants
  for (const [id, demo] of [
    [shop.merchants.plain, first],
    [shop.merchants.minimum, second],
  ] as const) {
    if (!demo) throw new Error('no demo seller')
    const { kpp, ogrn, addrJur, bankName, bankBik, bankAccount, bankCorrAccount, inn, legalName } = demo
    await backend.db
      .update(merchants)
      .set({ kpp, ogrn, addrJur, bankName, bankBik, bankAccount, bankCorrAccount, inn, legalName })
      .where(eq(merchants.id, id))
  }
})

async function ordersOf(buyer: Caller, ids: number[]): Promise<Order[]> {
  const response = await buyer.call('GET', `${listOrdersOfUserCall.path}?ids=${ids.join(',')}`)
  return listOrdersOfUserCall.response.parse(await ok(response)).orders
}

async function cardCheckout(buyer: Caller) {
  await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 2, [shop.offers.monitor]: 3 })
  const placed = await placeOrders(buyer, draftFor([shop.merchants.plain, shop.merchants.minimum]))
  if (!placed.payment) throw new Error('a card checkout answers a payment')
  return { orders: placed.orders, payment: placed.payment }
}

const sandbox = (buyer: Caller, id: string, outcome: 'pay' | 'decline') =>
  buyer.call('POST', buildPath(completeSandboxPaymentCall.path, { id }), { outcome })

describe('a card checkout', () => {
  it('answers one payment of all its orders; paying it moves them to payment_received', async () => {
    const buyer = await newBuyer()
    const { orders, payment } = await cardCheckout(buyer)
    expect(orders).toHaveLength(2)
    expect(payment.confirmation_url).toBe(`/pay/sandbox/${payment.id}`)
    const pending = getPaymentCall.response.parse(
      await ok(await buyer.call('GET', buildPath(getPaymentCall.path, { id: payment.id }))),
    ).payment
    expect(pending.status).toBe('pending')
    expect(pending.amount).toBeCloseTo(
      orders.reduce((sum, order) => sum + order.total_cost, 0),
      2,
    )
    expect(pending.order_ids).toEqual(orders.map((order) => order.id).sort((a, b) => a - b))

    await ok(await sandbox(buyer, payment.id, 'pay'))
    for (const order of await ordersOf(
      buyer,
      orders.map((o) => o.id),
    )) {
      expect(order.status_id).toBe('payment_received')
      expect(order.payment_status).toBe('paid')
      expect(order.statuses.map((entry) => entry.status_id)).toEqual(['created', 'payment_received'])
      expect(order.bill_download).toBeNull()
    }
  })

  it('declined: the orders show the failure and can be paid again', async () => {
    const buyer = await newBuyer()
    const { orders, payment } = await cardCheckout(buyer)
    const declined = completeSandboxPaymentCall.response.parse(await ok(await sandbox(buyer, payment.id, 'decline')))
    expect(declined.payment.error).toBe(paymentMessages.declined)
    const ids = orders.map((o) => o.id)
    for (const order of await ordersOf(buyer, ids)) {
      expect(order.status_id).toBe('created')
      expect(order.payment_status).toBe('failed')
    }
    const again = createPaymentCall.response.parse(
      await ok(await buyer.call('POST', createPaymentCall.path, { order_ids: ids })),
    ).payment
    await ok(await sandbox(buyer, again.id, 'pay'))
    for (const order of await ordersOf(buyer, ids)) expect(order.payment_status).toBe('paid')
  })
})

describe('an invoice checkout', () => {
  it('offers the invoice PDF with both INNs, the BIK, the number and the total', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 3, [shop.offers.gloves]: 1 })
    const placed = await placeOrders(
      buyer,
      draftFor([shop.merchants.plain], { payment_type: 2, new_requisite: company }),
    )
    expect(placed.payment).toBeNull()
    const [order] = await ordersOf(buyer, [placed.orders[0]?.id ?? 0])
    if (!order?.bill_download) throw new Error('an invoice order has its bill')
    const response = await buyer.call('GET', order.bill_download)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise
    const page = await pdf.getPage(1)
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
    await pdf.destroy()
    const [seller] = await backend.db.select().from(merchants).where(eq(merchants.id, shop.merchants.plain))
    const [whole, cents] = order.total_cost.toFixed(2).split('.')
    const total = `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`
    for (const expected of [`ИНН ${company.inn}`, `ИНН ${seller?.inn}`, seller?.bankBik, order.number, total]) {
      expect(text).toContain(expected)
    }
  })
})
