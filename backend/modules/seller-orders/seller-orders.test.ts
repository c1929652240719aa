/**
 * The seller cabinet's orders through the API (docs/decisions/041): a seller sees its own merchant's orders only (list,
 * detail, moves, passport copy and invoice), filters by status and group and finds by number, pages with a total; the
 * hand-over to delivery needs a carrier and a tracking number, which the buyer then sees; a seller's cancellation needs
 * a reason; buyers and guests have no seller calls; an administrator reads a named merchant's but posts nothing here.
 */
import { describe, expect, it } from 'vitest'
import { buildPath } from '#contract/call.ts'
import type { OrderStatus } from '#contract/order-statuses.ts'
import { changeOrderStatusCall, listOrdersOfUserCall, orderMessages, uploadPassportCall } from '#contract/orders.ts'
import {
  getSellerOrderCall,
  listSellerOrdersCall,
  orderPassportPath,
  sellerBillDownloadPath,
} from '#contract/seller-orders.ts'
import { company, ok, refused } from '#tests/support/api.ts'
import {
  type Buyer,
  draftFor,
  makeAdmin,
  makeSeller,
  placeOrders,
  putInCart,
  shopBackend,
} from '#tests/support/fixtures/order-fixtures.ts'
import { pngImage } from '#tests/support/images.ts'

const { backend, failures, shop, newBuyer } = shopBackend('seller-orders')

/** One order of the `plain` seller for the buyer; card unless told. */
async function orderOf(buyer: Buyer, paymentType: 2 | 3 = 3) {
  await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 2, [shop.offers.gloves]: 1 })
  const extra = paymentType === 2 ? { payment_type: 2 as const, new_requisite: company } : {}
  const placed = await placeOrders(buyer, draftFor([shop.merchants.plain], extra))
  const order = placed.orders[0]
  if (!order) throw new Error('no order')
  return order
}

async function list(user: Buyer, query: Record<string, string> = {}) {
  const path = `${listSellerOrdersCall.path}?${new URLSearchParams(query)}`
  return listSellerOrdersCall.response.parse(await ok(await user.call('GET', path)))
}
const detailPath = (id: number | string, query = '') => `${buildPath(getSellerOrderCall.path, { id })}${query}`
const detail = async (user: Buyer, id: number) =>
  getSellerOrderCall.response.parse(await ok(await user.call('GET', detailPath(id)))).order
const move = (user: Buyer, id: number, status_id: OrderStatus, extra: Record<string, string> = {}) =>
  user.call('POST', buildPath(changeOrderStatusCall.path, { id }), { status_id, ...extra })

async function sellerOf(merchantId: number) {
  const seller = await newBuyer()
  await makeSeller(backend.db, seller, merchantId)
  return seller
}

describe("the seller's list", () => {
  it("shows the merchant's orders only, newest first, with the row's facts", async () => {
    const [buyer, seller, other] = [await newBuyer(), await sellerOf(shop.merchants.plain), await newBuyer()]
    await makeSeller(backend.db, other, shop.merchants.minimum)
    const first = await orderOf(buyer)
    const second = await orderOf(buyer, 2)
    const answer = await list(seller)
    const ids = answer.orders.map((o) => o.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(answer.orders.find((o) => o.id === second.id)).toMatchObject({
      number: second.number,
      buyer_name: 'Петров Пётр',
      total_cost: second.total_cost,
      status_id: 'billed',
      payment_type: 2,
      payment_status: 'not_applicable',
      lines: 2,
    })
    expect((await list(other)).orders.map((o) => o.id)).not.toContain(first.id)
  })

  it('filters by status and by group, finds by number or its beginning, and pages with a total', async () => {
    const [buyer, seller] = [await newBuyer(), await sellerOf(shop.merchants.precursor)]
    const made: { id: number; number: string }[] = []
    for (let i = 0; i < 3; i++) {
      await putInCart(backend.db, buyer.id, { [shop.offers.reagent]: 1 })
      const file = uploadPassportCall.response.parse(
        await ok(await buyer.upload(uploadPassportCall.path, passportForm())),
      ).file
      const placed = await placeOrders(buyer, draftFor([shop.merchants.precursor], { passport_file_id: file.id }))
      const order = placed.orders[0]
      if (!order) throw new Error('no order')
      made.push(order)
    }
    const [a, b, c] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]]
    await ok(await move(seller, a.id, 'in_work'))
    await ok(await move(seller, b.id, 'canceled_by_seller', { comment: 'Нет на складе' }))

    expect((await list(seller, { status: 'in_work' })).orders.map((o) => o.id)).toEqual([a.id])
    expect((await list(seller, { status: 'created' })).orders.map((o) => o.id)).toEqual([c.id])
    expect((await list(seller, { status: 'active' })).orders.map((o) => o.id)).toEqual([c.id, a.id])
    expect((await list(seller, { status: 'finished' })).orders.map((o) => o.id)).toEqual([b.id])

    expect((await list(seller, { number: a.number })).orders.map((o) => o.id)).toEqual([a.id])
    const prefix = a.number.slice(0, 3)
    expect((await list(seller, { number: prefix })).pagination.total).toBe(3)
    expect((await list(seller, { number: '999999999' })).orders).toEqual([])

    const first = await list(seller, { per_page: '2' })
    expect(first.orders.map((o) => o.id)).toEqual([c.id, b.id])
    expect(first.pagination).toEqual({ current_page: 1, total: 3, per_page: 2, last_page: 2 })
    const second = await list(seller, { per_page: '2', page: '2' })
    expect(second.orders.map((o) => o.id)).toEqual([a.id])
  })

  it('refuses a malformed filter with 400', async () => {
    const seller = await sellerOf(shop.merchants.plain)
    for (const query of ['status=lost', 'number=12a', 'number=%25', 'page=0', 'per_page=51', 'sort=id']) {
      await refused(await seller.call('GET', `${listSellerOrdersCall.path}?${query}`), 400)
    }
  })
})

function passportForm() {
  const form = new FormData()
  form.set('file', new Blob([pngImage(4, 4)]), 'паспорт.png')
  return form
}

describe("one of the seller's orders", () => {
  it('shows buyer, delivery, payer, invoice and the moves the machine allows', async () => {
    const [buyer, seller] = [await newBuyer(), await sellerOf(shop.merchants.plain)]
    const placed = await orderOf(buyer, 2)
    const order = await detail(seller, placed.id)
    expect(order).toMatchObject({
      id: placed.id,
      number: placed.number,
      status_id: 'billed',
      name: 'Петров Пётр',
      payer: { campaign_name: company.campaign_name },
      bill_download: buildPath(sellerBillDownloadPath, { id: placed.id }),
      passport_download: null,
      shipment: null,
    })
    expect(order.delivery.street).toBe('ул Тверская')
    expect(order.items).toHaveLength(2)
    // In the order of SPEC §4's list of statuses.
    expect(order.moves).toEqual(['bill_paid', 'canceled_by_seller', 'changed_by_seller'])
    const bill = await seller.call('GET', order.bill_download ?? '')
    expect(bill.status).toBe(200)
    expect(bill.headers.get('content-type')).toBe('application/pdf')
    expect(bill.headers.get('cache-control')).toContain('no-store')
  })

  it("answers 404 for another merchant's order on detail, moves, passport copy and invoice", async () => {
    const [buyer, owner, stranger] = [
      await newBuyer(),
      await sellerOf(shop.merchants.precursor),
      await sellerOf(shop.merchants.plain),
    ]
    const file = uploadPassportCall.response.parse(
      await ok(await buyer.upload(uploadPassportCall.path, passportForm())),
    ).file
    await putInCart(backend.db, buyer.id, { [shop.offers.reagent]: 1 })
    const placed = (await placeOrders(buyer, draftFor([shop.merchants.precursor], { passport_file_id: file.id })))
      .orders[0]
    if (!placed) throw new Error('no order')
    const own = await detail(owner, placed.id)
    expect(own.passport_download).toBe(buildPath(orderPassportPath, { orderId: placed.id }))
    expect((await owner.call('GET', own.passport_download ?? '')).status).toBe(200)

    for (const target of [placed.id, 2_147_483_647, 'abc', '0']) {
      expect((await refused(await stranger.call('GET', detailPath(target)), 404)).error).toBe(orderMessages.notFound)
    }
    expect((await refused(await move(stranger, placed.id, 'in_work'), 404)).error).toBe(orderMessages.notFound)
    expect((await stranger.call('GET', buildPath(orderPassportPath, { orderId: placed.id }))).status).toBe(404)
    // Another merchant's company-paid order: its invoice is not this seller's either.
    const invoiced = await orderOf(await newBuyer(), 2)
    expect((await owner.call('GET', buildPath(sellerBillDownloadPath, { id: invoiced.id }))).status).toBe(404)
    expect((await detail(owner, placed.id)).status_id).toBe('created')
  })
})

describe('moves with what they need', () => {
  it('hands to delivery only with carrier and tracking number, which the buyer then sees', async () => {
    const [buyer, seller] = [await newBuyer(), await sellerOf(shop.merchants.plain)]
    const placed = await orderOf(buyer)
    await ok(await move(seller, placed.id, 'in_work', { comment: 'Собираем' }))
    const missing = await refused(await move(seller, placed.id, 'delivery_service'), 400)
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['carrier', 'tracking_number'])
    const half = await refused(await move(seller, placed.id, 'delivery_service', { carrier: 'СДЭК' }), 400)
    expect(Object.keys(half.fields ?? {})).toEqual(['tracking_number'])
    expect((await detail(seller, placed.id)).status_id).toBe('in_work')

    const moved = changeOrderStatusCall.response.parse(
      await ok(await move(seller, placed.id, 'delivery_service', { carrier: 'СДЭК', tracking_number: '1234567890' })),
    )
    expect(moved.order.shipment).toEqual({ carrier: 'СДЭК', tracking_number: '1234567890' })
    const path = `${listOrdersOfUserCall.path}?ids=${placed.id}`
    const [seen] = listOrdersOfUserCall.response.parse(await ok(await buyer.call('GET', path))).orders
    expect(seen?.status_id).toBe('delivery_service')
    expect(seen?.shipment).toEqual({ carrier: 'СДЭК', tracking_number: '1234567890' })
    expect(seen?.statuses.map((s) => [s.status_id, s.comment])).toEqual([
      ['created', null],
      ['in_work', 'Собираем'],
      ['delivery_service', null],
    ])
    expect((await detail(seller, placed.id)).moves).toEqual(['goods_received', 'canceled_by_seller', 'closed'])
  })

  it("a seller's cancellation needs a reason, kept in the history", async () => {
    const [buyer, seller] = [await newBuyer(), await sellerOf(shop.merchants.plain)]
    const placed = await orderOf(buyer)
    const answer = await refused(await move(seller, placed.id, 'canceled_by_seller'), 400)
    expect(Object.keys(answer.fields ?? {})).toEqual(['comment'])
    await ok(await move(seller, placed.id, 'canceled_by_seller', { comment: 'Товар снят с производства' }))
    const order = await detail(seller, placed.id)
    expect(order.status_id).toBe('canceled_by_seller')
    expect(order.statuses.at(-1)?.comment).toBe('Товар снят с производства')
    expect(order.moves).toEqual([])
  })
})

describe('who may call', () => {
  it('a guest gets 401 and a buyer 403 on every seller call', async () => {
    const [buyer, seller] = [await newBuyer(), await sellerOf(shop.merchants.plain)]
    const placed = await orderOf(buyer, 2)
    const paths = [
      listSellerOrdersCall.path,
      detailPath(placed.id),
      buildPath(sellerBillDownloadPath, { id: placed.id }),
    ]
    for (const path of paths) {
      expect((await backend.request('GET', path)).status).toBe(401)
      expect((await buyer.call('GET', path)).status).toBe(403)
      expect((await seller.call('GET', path)).status).toBe(200)
    }
  })

  it('an administrator reads the merchant it names, and cannot post through the seller calls', async () => {
    const [buyer, admin] = [await newBuyer(), await newBuyer()]
    await makeAdmin(backend.db, admin)
    const placed = await orderOf(buyer, 2)
    const without = await refused(await admin.call('GET', listSellerOrdersCall.path), 400)
    expect(Object.keys(without.fields ?? {})).toEqual(['merchant_id'])
    const named = `merchant_id=${shop.merchants.plain}`
    const answer = await list(admin, { merchant_id: String(shop.merchants.plain) })
    expect(answer.orders.map((o) => o.id)).toContain(placed.id)
    expect((await admin.call('GET', detailPath(placed.id, `?${named}`))).status).toBe(200)
    expect((await admin.call('GET', detailPath(placed.id, `?merchant_id=${shop.merchants.minimum}`))).status).toBe(404)
    // A merchant that does not exist has no orders.
    expect((await list(admin, { merchant_id: '2147483647' })).orders).toEqual([])
    expect((await admin.call('POST', `${listSellerOrdersCall.path}?${named}`)).status).toBe(403)
    expect((await admin.call('POST', `${detailPath(placed.id)}?${named}`)).status).toBe(403)
    expect(failures).toEqual([])
  })
})
