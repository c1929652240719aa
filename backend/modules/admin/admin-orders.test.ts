/**
 * The operator's orders: every seller's orders filtered by status, seller, number and Moscow days; one order with an
 * administrator's moves and the record of them; an administrator's cancel needs a reason, which the buyer reads.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '#backend/db/schema.ts'
import { getAdminOrderCall, listAdminOrdersCall } from '#contract/admin.ts'
import { buildPath } from '#contract/call.ts'
import { changeOrderStatusCall, listOrdersOfUserCall, orderMessages } from '#contract/orders.ts'
import { ok, refused } from '#tests/support/api.ts'
import {
  type Buyer,
  draftFor,
  makeAdmin,
  makeSeller,
  placeOrders,
  putInCart,
  shopBackend,
} from '#tests/support/fixtures/order-fixtures.ts'

const { backend, failures, shop, newBuyer } = shopBackend('admin-orders')

let admin: Buyer | undefined
async function theAdmin() {
  if (!admin) {
    admin = await newBuyer()
    await makeAdmin(backend.db, admin)
  }
  return admin
}

async function orderOf(merchantId: number, offerId: number, quantity = 1) {
  const buyer = await newBuyer()
  await putInCart(backend.db, buyer.id, { [offerId]: quantity })
  const [order] = (await placeOrders(buyer, draftFor([merchantId]))).orders
  if (!order) throw new Error('no order')
  return { buyer, order }
}

const list = async (query: Record<string, string>) => {
  const params = new URLSearchParams(query)
  const answer = await ok(await (await theAdmin()).call('GET', `${listAdminOrdersCall.path}?${params}`))
  return listAdminOrdersCall.response.parse(answer)
}
const page = async (id: number) =>
  getAdminOrderCall.response.parse(
    await ok(await (await theAdmin()).call('GET', buildPath(getAdminOrderCall.path, { id }))),
  )
const move = async (caller: Buyer, id: number, body: Record<string, unknown>) =>
  caller.call('POST', buildPath(changeOrderStatusCall.path, { id }), body)

describe('the list of every seller’s orders', () => {
  it('filters by seller, status, number and Moscow days, newest first', async () => {
    const a = await orderOf(shop.merchants.plain, shop.offers.bandage)
    const b = await orderOf(shop.merchants.minimum, shop.offers.monitor, 3)
    // 23:30 Moscow on 1 March is 20:30 UTC: the day is the 1st in Moscow, whatever the server's zone.
    await backend.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T20:30:00Z') })
      .where(eq(orders.id, a.order.id))
    await backend.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T21:30:00Z') })
      .where(eq(orders.id, b.order.id))

    const all = await list({})
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([a.order.id, b.order.id]))
    const row = all.orders.find((o) => o.id === a.order.id)
    expect(row).toMatchObject({
      merchant: { id: shop.merchants.plain, name: shop.names.get(shop.merchants.plain) },
      buyer_name: 'Петров Пётр',
      buyer_phone: '+79161112233',
      status_id: 'created',
    })
    const ids = async (query: Record<string, string>) => (await list(query)).orders.map((o) => o.id)
    expect(await ids({ merchant_id: String(shop.merchants.minimum) })).toEqual([b.order.id])
    expect(await ids({ date_from: '2026-03-01', date_to: '2026-03-01' })).toEqual([a.order.id])
    expect(await ids({ date_from: '2026-03-02', date_to: '2026-03-02' })).toEqual([b.order.id])
    expect(await ids({ date_from: '2026-03-01', date_to: '2026-03-02' })).toEqual([b.order.id, a.order.id])
    expect(await ids({ number: a.order.number })).toEqual([a.order.id])
    expect(await ids({ status: 'canceled_by_admin', merchant_id: String(shop.merchants.plain) })).toEqual([])
    const paged = await list({ per_page: '1', page: '2', date_from: '2026-03-01', date_to: '2026-03-02' })
    expect(paged.orders.map((o) => o.id)).toEqual([a.order.id])
    expect(paged.pagination).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 })
    expect(failures).toEqual([])
  })

  it('refuses a day that is no day, naming it', async () => {
    const response = await (await theAdmin()).call('GET', `${listAdminOrdersCall.path}?date_from=2026-13-45`)
    expect(Object.keys((await refused(response, 400)).fields ?? {})).toEqual(['date_from'])
  })
})

describe('one order on the console', () => {
  it('shows the seller’s view with an administrator’s moves, the seller, and the record of each move', async () => {
    const { buyer, order } = await orderOf(shop.merchants.plain, shop.offers.bandage)
    const seller = await newBuyer()
    await makeSeller(backend.db, seller, shop.merchants.plain)
    const before = await page(order.id)
    expect(before.merchant).toEqual({ id: shop.merchants.plain, name: shop.names.get(shop.merchants.plain) })
    expect(before.order.moves).toContain('canceled_by_admin')
    expect(before.order.moves).toContain('modified_by_admin')
    expect(before.order.moves).not.toContain('canceled_by_seller')
    expect(before.audit).toEqual([])

    // The seller's moves are not the console's record.
    await ok(await move(seller, order.id, { status_id: 'in_work' }))
    expect((await page(order.id)).audit).toEqual([])

    // An administrator's cancel needs a reason; the buyer reads it in the order's history.
    // (The contract words it for the console's form; the back-end says of a field left empty that it is required.)
    const rule = changeOrderStatusCall.body.safeParse({ status_id: 'canceled_by_admin', comment: '  ' })
    expect(rule.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['comment'], orderMessages.adminCancelReason],
    ])
    for (const comment of [undefined, '   ']) {
      const refusal = await refused(
        await move(await theAdmin(), order.id, { status_id: 'canceled_by_admin', comment }),
        400,
      )
      expect(Object.keys(refusal.fields ?? {})).toEqual(['comment'])
    }
    await ok(await move(await theAdmin(), order.id, { status_id: 'modified_by_admin' }))
    await ok(
      await move(await theAdmin(), order.id, { status_id: 'canceled_by_admin', comment: 'Товар снят с продажи' }),
    )

    const after = await page(order.id)
    expect(after.order.status_id).toBe('canceled_by_admin')
    expect(after.order.moves).toEqual([])
    expect(after.audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['order_moved', 'modified_by_admin'],
      ['order_moved', 'canceled_by_admin: Товар снят с продажи'],
    ])
    expect(after.audit[0]?.actor).toEqual({
      id: (await theAdmin()).id,
      email: expect.stringMatching(/@clinic.test$/),
      phone: null,
    })

    const mine = listOrdersOfUserCall.response.parse(await ok(await buyer.call('GET', listOrdersOfUserCall.path)))
    const seen = mine.orders.find((o) => o.id === order.id)
    expect(seen?.status_id).toBe('canceled_by_admin')
    expect(seen?.statuses.at(-1)).toMatchObject({ status_id: 'canceled_by_admin', comment: 'Товар снят с продажи' })
    expect(failures).toEqual([])
  })

  it('names the seller in the invoice’s address, as an administrator reads the seller’s invoice', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const { company } = await import('#tests/support/api.ts')
    const [order] = (
      await placeOrders(buyer, draftFor([shop.merchants.plain], { payment_type: 2, new_requisite: company }))
    ).orders
    if (!order) throw new Error('no order')
    const { order: view } = await page(order.id)
    expect(view.bill_download).toBe(`/api/seller/orders/${order.id}/bill?merchant_id=${shop.merchants.plain}`)
    const pdf = await (await theAdmin()).call('GET', view.bill_download ?? '')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
  })
})
