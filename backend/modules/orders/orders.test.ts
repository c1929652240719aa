/**
 * A buyer's orders after checkout, through the API: the list (Moscow date and time, pagination, the `ids` filter,
 * nobody else's orders), the buyer's cancellation, the seller's and the administrator's moves by the status machine,
 * and the private passport copies.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { offers, orderFiles, orderStatusHistory, orders } from '#backend/db/schema.ts'
import { buildPath } from '#contract/call.ts'
import type { OrderStatus } from '#contract/order-statuses.ts'
import {
  cancelOrderCall,
  changeOrderStatusCall,
  listOrdersOfUserCall,
  orderMessages,
  PASSPORT_FILE_MAX_BYTES,
  uploadPassportCall,
} from '#contract/orders.ts'
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
import { moscowDateAndTime } from './order-view.ts'
import { orderPassportPath } from './orders.routes.ts'

const { backend, failures, shop, newBuyer: newUser } = shopBackend('orders')

async function list(buyer: Buyer, query: Record<string, string> = {}) {
  const path = `${listOrdersOfUserCall.path}?${new URLSearchParams(query)}`
  return listOrdersOfUserCall.response.parse(await ok(await buyer.call('GET', path)))
}

/** One order of the `plain` seller for the buyer; card unless told. */
async function orderOf(buyer: Buyer, paymentType: 2 | 3 = 3) {
  await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
  const extra = paymentType === 2 ? { payment_type: 2 as const, new_requisite: company } : {}
  const placed = await placeOrders(buyer, draftFor([shop.merchants.plain], extra))
  const id = placed.orders[0]?.id
  if (!id) throw new Error('no order')
  return id
}

const cancel = (buyer: Buyer, id: number | string, body: unknown = { reason: 'not_relevant', comment: 'Передумал' }) =>
  buyer.call('POST', buildPath(cancelOrderCall.path, { id }), body)
/** A move; a hand-over to delivery names its carrier and tracking number, as it must (decision 041). */
const changeStatus = (user: Buyer, id: number | string, status_id: OrderStatus, comment?: string) =>
  user.call('POST', buildPath(changeOrderStatusCall.path, { id }), {
    status_id,
    comment,
    ...(status_id === 'delivery_service' ? { carrier: 'СДЭК', tracking_number: '10000001' } : {}),
  })
const statusOf = async (id: number) =>
  (await backend.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status

describe('the list of orders', () => {
  it('shows the date and time in Moscow time', async () => {
    expect(moscowDateAndTime(new Date('2026-11-22T11:05:00Z'))).toEqual({ date: '22.11.2026', time: '14:05' })
    expect(moscowDateAndTime(new Date('2026-12-31T21:30:00Z'))).toEqual({ date: '01.01.2027', time: '00:30' })
    const buyer = await newUser()
    const id = await orderOf(buyer)
    const [order] = (await list(buyer)).orders
    expect(order?.id).toBe(id)
    expect(moscowDateAndTime(new Date(order?.created_at ?? ''))).toEqual({ date: order?.date, time: order?.time })
  })

  it('is empty with one last page for a new buyer', async () => {
    const buyer = await newUser()
    expect(await list(buyer)).toEqual({
      orders: [],
      pagination: { current_page: 1, total: 0, per_page: 10, last_page: 1 },
    })
  })

  it('pages newest first', async () => {
    const buyer = await newUser()
    const made: number[] = []
    for (let i = 0; i < 5; i++) made.push(await orderOf(buyer))
    const newestFirst = [...made].reverse()
    const first = await list(buyer, { per_page: '2' })
    expect(first.orders.map((o) => o.id)).toEqual(newestFirst.slice(0, 2))
    expect(first.pagination).toEqual({ current_page: 1, total: 5, per_page: 2, last_page: 3 })
    const last = await list(buyer, { per_page: '2', page: '3' })
    expect(last.orders.map((o) => o.id)).toEqual(newestFirst.slice(4))
    expect(last.pagination).toEqual({ current_page: 3, total: 5, per_page: 2, last_page: 3 })
    const beyond = await list(buyer, { per_page: '2', page: '9' })
    expect(beyond.orders).toEqual([])
    expect(beyond.pagination.total).toBe(5)
    expect((await list(buyer, { ids: `${made[1]},${made[3]}` })).orders.map((o) => o.id)).toEqual([made[3], made[1]])
  })

  it("never shows another buyer's order, not even by its id", async () => {
    const [owner, stranger] = [await newUser(), await newUser()]
    const id = await orderOf(owner)
    const own = await orderOf(stranger)
    expect((await list(stranger)).orders.map((o) => o.id)).toEqual([own])
    expect(await list(stranger, { ids: String(id) })).toEqual({
      orders: [],
      pagination: { current_page: 1, total: 0, per_page: 10, last_page: 1 },
    })
    expect((await list(stranger, { ids: `${id},${own},9999999999` })).orders.map((o) => o.id)).toEqual([own])
  })

  it('answers 401 to a guest and 400 to a malformed query', async () => {
    expect((await backend.request('GET', listOrdersOfUserCall.path)).status).toBe(401)
    const buyer = await newUser()
    for (const query of ['page=0', 'per_page=51', 'ids=1,,2', 'ids=abc', 'sort=id']) {
      await refused(await buyer.call('GET', `${listOrdersOfUserCall.path}?${query}`), 400)
    }
  })

  it('shows whether an offer can be ordered again now', async () => {
    const buyer = await newUser()
    await orderOf(buyer)
    await backend.db.update(offers).set({ availability: 'not_in_stock' }).where(eq(offers.id, shop.offers.bandage))
    const [order] = (await list(buyer)).orders
    await backend.db.update(offers).set({ availability: 'in_stock' }).where(eq(offers.id, shop.offers.bandage))
    expect(order?.items.map((i) => i.available)).toEqual([false])
  })
})

describe("the buyer's cancellation", () => {
  it('cancels with a reason and a comment kept in the history', async () => {
    const buyer = await newUser()
    const id = await orderOf(buyer)
    const answer = cancelOrderCall.response.parse(await ok(await cancel(buyer, id)))
    expect(answer.order).toMatchObject({ id, status_id: 'canceled_by_buyer', cancel_reason: 'not_relevant' })
    expect(answer.order.can_cancel).toBe(false)
    expect(answer.order.statuses.map((s) => [s.status_id, s.comment])).toEqual([
      ['created', null],
      ['canceled_by_buyer', 'Передумал'],
    ])
    const again = await refused(await cancel(buyer, id), 409)
    expect(again.error).toBe(orderMessages.notCancellable)
  })

  it('is refused once the goods are with the delivery service', async () => {
    const [buyer, seller] = [await newUser(), await newUser()]
    await makeSeller(backend.db, seller, shop.merchants.plain)
    const id = await orderOf(buyer, 2)
    await ok(await changeStatus(seller, id, 'bill_paid'))
    expect((await list(buyer, { ids: String(id) })).orders[0]?.can_cancel).toBe(true)
    await ok(await changeStatus(seller, id, 'delivery_service'))
    expect((await list(buyer, { ids: String(id) })).orders[0]?.can_cancel).toBe(false)
    expect((await refused(await cancel(buyer, id), 409)).error).toBe(orderMessages.notCancellable)
    expect(await statusOf(id)).toBe('delivery_service')
  })

  it("answers 404 for another buyer's order, as for one that does not exist, and changes nothing", async () => {
    const [owner, stranger] = [await newUser(), await newUser()]
    const id = await orderOf(owner)
    for (const target of [id, 2_147_483_647, '9'.repeat(12), 'abc', '-1', '0']) {
      const answer = await refused(await cancel(stranger, target), 404)
      expect(answer.error).toBe(orderMessages.notFound)
    }
    expect(await statusOf(id)).toBe('created')
    const [history] = await backend.db
      .select({ value: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
    expect(history?.value).toBe(1)
  })

  it('refuses a reason that is not on the list', async () => {
    const buyer = await newUser()
    const id = await orderOf(buyer)
    const answer = await refused(await cancel(buyer, id, { reason: 'because' }), 400)
    expect(Object.keys(answer.fields ?? {})).toEqual(['reason'])
    expect(await statusOf(id)).toBe('created')
  })

  it('two cancels at once: one wins, the other is refused', async () => {
    const buyer = await newUser()
    const id = await orderOf(buyer)
    const statuses = (await Promise.all([cancel(buyer, id), cancel(buyer, id)])).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409])
    const [history] = await backend.db
      .select({ value: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
    expect(history?.value).toBe(2)
  })
})

describe("the seller's and the administrator's moves", () => {
  it('the seller works the order through to the end; moves not in the table are refused', async () => {
    const [buyer, seller] = [await newUser(), await newUser()]
    await makeSeller(backend.db, seller, shop.merchants.plain)
    const id = await orderOf(buyer, 2)
    // From billed, the seller cannot jump to delivery or to an administrator's status.
    for (const to of [
      'delivery_service',
      'modified_by_admin',
      'canceled_by_admin',
      'canceled_by_buyer',
      'successfully',
    ] as const) {
      // A comment, so that the move is judged, not the cancel's missing reason.
      const answer = await refused(await changeStatus(seller, id, to, 'Причина'), 409)
      expect(answer.error).toBe(orderMessages.moveRefused)
    }
    for (const to of ['bill_paid', 'in_work', 'delivery_service', 'goods_received', 'successfully'] as const) {
      const answer = changeOrderStatusCall.response.parse(await ok(await changeStatus(seller, id, to, `→ ${to}`)))
      expect(answer.order.status_id).toBe(to)
    }
    const [order] = (await list(buyer, { ids: String(id) })).orders
    expect(order?.statuses.map((s) => s.status_id)).toEqual([
      'created',
      'billed',
      'bill_paid',
      'in_work',
      'delivery_service',
      'goods_received',
      'successfully',
    ])
    expect(order?.statuses.at(-1)?.comment).toBe('→ successfully')
    // Final: nothing moves any more.
    expect((await refused(await changeStatus(seller, id, 'closed'), 409)).error).toBe(orderMessages.moveRefused)
  })

  it("the administrator moves any order, with the administrator's own statuses", async () => {
    const [buyer, admin] = [await newUser(), await newUser()]
    await makeAdmin(backend.db, admin)
    const id = await orderOf(buyer)
    await refused(await changeStatus(admin, id, 'changed_by_seller'), 409)
    await ok(await changeStatus(admin, id, 'modified_by_admin', 'Заменили упаковку'))
    // An administrator's cancel needs a reason, as a seller's does.
    await refused(await changeStatus(admin, id, 'canceled_by_admin'), 400)
    await ok(await changeStatus(admin, id, 'canceled_by_admin', 'Товар снят с продажи'))
    expect(await statusOf(id)).toBe('canceled_by_admin')
  })

  it('another seller, the buyer and a stranger get 404, and nothing moves', async () => {
    const [buyer, otherSeller, stranger] = [await newUser(), await newUser(), await newUser()]
    await makeSeller(backend.db, otherSeller, shop.merchants.minimum)
    const id = await orderOf(buyer)
    for (const user of [otherSeller, buyer, stranger]) {
      const answer = await refused(await changeStatus(user, id, 'in_work'), 404)
      expect(answer.error).toBe(orderMessages.notFound)
    }
    expect(await statusOf(id)).toBe('created')
  })

  it("a seller's cancellation ends the buyer's right to cancel", async () => {
    const [buyer, seller] = [await newUser(), await newUser()]
    await makeSeller(backend.db, seller, shop.merchants.plain)
    const id = await orderOf(buyer)
    await ok(await changeStatus(seller, id, 'canceled_by_seller', 'Нет на складе'))
    expect((await refused(await cancel(buyer, id), 409)).error).toBe(orderMessages.notCancellable)
  })
})

describe('the passport copy', () => {
  const upload = (buyer: Buyer, file: Blob | string | null, name = 'паспорт.png') => {
    const form = new FormData()
    if (typeof file === 'string') form.set('file', file)
    else if (file !== null) form.set('file', file, name)
    return buyer.upload(uploadPassportCall.path, form)
  }
  const filesOf = async (userId: number) =>
    (await backend.db.select({ value: count() }).from(orderFiles).where(eq(orderFiles.userId, userId)))[0]?.value

  it('takes JPEG, PNG, WebP and PDF by their first bytes', async () => {
    const buyer = await newUser()
    const png = uploadPassportCall.response.parse(await ok(await upload(buyer, new Blob([pngImage(3, 3)]))))
    expect(png.file).toMatchObject({ name: 'паспорт.png', content_type: 'image/png' })
    const pdf = new Blob(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'])
    const answer = uploadPassportCall.response.parse(await ok(await upload(buyer, pdf, 'скан.jpg')))
    // The name is the sender's; the type is what the bytes are.
    expect(answer.file).toMatchObject({ name: 'скан.jpg', content_type: 'application/pdf', size: pdf.size })
    expect(await filesOf(buyer.id)).toBe(2)
  })

  it('refuses other files with Russian texts, and stores nothing', async () => {
    const buyer = await newUser()
    for (const file of [new Blob(['GIF89a……']), new Blob(['<html>%PDF-</html>']), new Blob([]), 'text']) {
      const answer = await refused(await upload(buyer, file), 400)
      expect(answer.fields).toEqual({ file: [orderMessages.passportType] })
    }
    const missing = await refused(await upload(buyer, null), 400)
    expect(Object.keys(missing.fields ?? {})).toEqual(['file'])
    const big = new Blob([pngImage(2, 2, [0, 0, 0], PASSPORT_FILE_MAX_BYTES)])
    const tooBig = await refused(await upload(buyer, big), 413)
    expect(tooBig.error).toBe(orderMessages.passportSize)
    expect(await filesOf(buyer.id)).toBe(0)
    expect((await backend.request('POST', uploadPassportCall.path)).status).toBe(401)
  })

  it("is read by the order's seller and administrators only", async () => {
    const [buyer, seller, otherSeller, admin] = [await newUser(), await newUser(), await newUser(), await newUser()]
    await makeSeller(backend.db, seller, shop.merchants.precursor)
    await makeSeller(backend.db, otherSeller, shop.merchants.plain)
    await makeAdmin(backend.db, admin)
    const bytes = pngImage(5, 5)
    const file = uploadPassportCall.response.parse(await ok(await upload(buyer, new Blob([bytes])))).file
    await putInCart(backend.db, buyer.id, { [shop.offers.reagent]: 1 })
    const placed = await placeOrders(buyer, draftFor([shop.merchants.precursor], { passport_file_id: file.id }))
    const path = buildPath(orderPassportPath, { orderId: placed.orders[0]?.id ?? 0 })
    for (const reader of [seller, admin]) {
      const response = await reader.call('GET', path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toContain('no-store')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    }
    for (const other of [buyer, otherSeller]) expect((await other.call('GET', path)).status).toBe(404)
    expect((await backend.request('GET', path)).status).toBe(401)
    expect(failures).toEqual([])
  })
})
