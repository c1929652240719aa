/**
 * The cabinet's server side against the real back-end (PGlite, the orders fixtures' small shop): the guard (guest,
 * buyer, seller, administrator with and without `?merchant=`), the list's pages 1..N and the one page «Показать ещё»
 * appends, filters, and the order page's moves — refused with the form's errors and what was typed, the cancel's
 * confirmation step, done with post/redirect/get, refused for an administrator and for another merchant's order.
 */
import { describe, expect, it } from 'vitest'
import { loader as indexLoader } from '#app/routes/_shop.seller._index.tsx'
import { loader as layoutLoader } from '#app/routes/_shop.seller.tsx'
import { uploadPassportCall } from '#contract/orders.ts'
import { SELLER_ORDERS_PER_PAGE } from '#contract/seller-orders.ts'
import {
  type Buyer,
  draftFor,
  makeAdmin,
  makeSeller,
  placeOrders,
  putInCart,
  shopBackend,
} from '#tests/support/fixtures/order-fixtures.ts'
import { inProcess, requestContextFor, answerOf as run } from '#tests/support/request-context.ts'
import { sellerOrderAction, sellerOrderLoader } from './order.server.ts'
import { sellerOrdersLoader } from './orders.server.ts'

const { backend, shop, newBuyer } = shopBackend('seller-pages')

const transport = inProcess({ fetch: (request) => backend.app.fetch(request) })
const context = (request: Request) => requestContextFor(request, transport)
const get = (user: Buyer | null, path: string) =>
  new Request(`http://shop.test${path}`, { headers: user ? { Cookie: `bh_token=${user.token}` } : {} })
const post = (user: Buyer, path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { Cookie: `bh_token=${user.token}` },
    body: new URLSearchParams(fields),
  })

async function orderFor(buyer: Buyer) {
  await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
  const order = (await placeOrders(buyer, draftFor([shop.merchants.plain]))).orders[0]
  if (!order) throw new Error('no order')
  return order
}

async function sellerOf(merchantId: number) {
  const seller = await newBuyer()
  await makeSeller(backend.db, seller, merchantId)
  return seller
}

const layout = (request: Request) => run(() => layoutLoader({ request, context: context(request), params: {} }))

describe('the guard', () => {
  it('sends a guest, a buyer and an administrator without a merchant home; opens the seller’s own', async () => {
    const [buyer, admin, seller] = [await newBuyer(), await newBuyer(), await sellerOf(shop.merchants.plain)]
    await makeAdmin(backend.db, admin)
    for (const user of [null, buyer, admin]) {
      const answer = await layout(get(user, '/seller/orders'))
      expect([answer.status, answer.location]).toEqual([302, '/'])
    }
    const own = await layout(get(seller, '/seller/orders?merchant=999'))
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ merchant: { id: shop.merchants.plain }, readOnly: false, merchantParam: null })
    const read = await layout(get(admin, `/seller/orders?merchant=${shop.merchants.minimum}`))
    expect(read.body).toMatchObject({ merchant: { id: shop.merchants.minimum }, readOnly: true })
    expect((await layout(get(admin, '/seller?merchant=2147483647'))).status).toBe(404)
    const index = await run(() =>
      indexLoader({ request: get(admin, '/seller?merchant=7'), context: context(get(admin, '/')), params: {} }),
    )
    expect(index.location).toBe('/seller/orders?merchant=7')
  })
})

describe('the list', () => {
  it('shows pages 1..N for ?page=N, page N alone for the fetcher, and filters', async () => {
    const seller = await sellerOf(shop.merchants.precursor)
    const buyer = await newBuyer()
    const total = SELLER_ORDERS_PER_PAGE + 2
    for (let i = 0; i < total; i++) {
      await putInCart(backend.db, buyer.id, { [shop.offers.reagent]: 1 })
      const form = new FormData()
      form.set('file', new Blob(['%PDF-1.7\n%%EOF\n']), 'паспорт.pdf')
      const file = (await (await buyer.upload(uploadPassportCall.path, form)).json()) as { file: { id: string } }
      await placeOrders(buyer, draftFor([shop.merchants.precursor], { passport_file_id: file.file.id }))
    }
    type List = { list: { orders: { id: number; number: string }[]; total: number; page: number; lastPage: number } }
    const load = (path: string) => run<List>(() => sellerOrdersLoader(get(seller, path), context(get(seller, path))))
    const first = (await load('/seller/orders')).body
    expect(first.list).toMatchObject({ total, page: 1, lastPage: 2 })
    expect(first.list.orders).toHaveLength(SELLER_ORDERS_PER_PAGE)
    const both = (await load('/seller/orders?page=2')).body
    expect(both.list.orders).toHaveLength(total)
    const more = (await load('/seller/orders?page=2&more=1')).body
    expect(more.list.orders.map((o) => o.id)).toEqual(both.list.orders.slice(SELLER_ORDERS_PER_PAGE).map((o) => o.id))
    const number = first.list.orders[0]?.number ?? ''
    expect((await load(`/seller/orders?number=${number}`)).body.list.orders.map((o) => o.number)).toEqual([number])
    expect((await load('/seller/orders?status=finished')).body.list.total).toBe(0)
    const typo = await load('/seller/orders?number=12a')
    expect(typo.body).toMatchObject({ list: { total: 0 }, filters: { numberInvalid: true, number: '12a' } })
  })
})

describe('the order page', () => {
  it('refuses a hand-over without tracking, asks before cancelling, moves and redirects', async () => {
    const [buyer, seller] = [await newBuyer(), await sellerOf(shop.merchants.plain)]
    const order = await orderFor(buyer)
    const path = `/seller/orders/${order.id}`
    const act = (fields: Record<string, string>) =>
      run(() => sellerOrderAction(post(seller, path, fields), context(post(seller, path, fields)), String(order.id)))

    const missing = await act({ status_id: 'delivery_service', carrier: 'СДЭК' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      move: {
        status: 'delivery_service',
        result: { initialValue: { carrier: 'СДЭК' }, error: { tracking_number: ['Укажите трек-номер отправления'] } },
      },
    })
    const noReason = await act({ status_id: 'canceled_by_seller' })
    expect(noReason.body).toMatchObject({ move: { result: { error: { comment: ['Укажите причину отмены'] } } } })
    const ask = await act({ status_id: 'canceled_by_seller', comment: 'Нет на складе' })
    expect(ask).toMatchObject({ status: 200, body: { confirmCancel: { comment: 'Нет на складе' } } })

    const moved = await act({ status_id: 'in_work' })
    expect([moved.status, moved.location]).toEqual([303, `${path}?done=in_work`])
    const shipped = await act({ status_id: 'delivery_service', carrier: 'СДЭК', tracking_number: '42' })
    expect(shipped.status).toBe(303)
    // The machine still judges: from delivery the seller cannot take it into work again (409, said above the form).
    const refused = await act({ status_id: 'in_work' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      move: { result: { error: { '': ['Заказ нельзя перевести в этот статус'] } } },
    })
    const page = await run<{ order: { status_id: string; shipment: unknown } }>(() =>
      sellerOrderLoader(get(seller, path), context(get(seller, path)), String(order.id)),
    )
    expect(page.body.order).toMatchObject({
      status_id: 'delivery_service',
      shipment: { carrier: 'СДЭК', tracking_number: '42' },
    })
  })

  it('is a 404 for another merchant’s order, and an administrator may only read', async () => {
    const [buyer, stranger, admin] = [await newBuyer(), await sellerOf(shop.merchants.minimum), await newBuyer()]
    await makeAdmin(backend.db, admin)
    const order = await orderFor(buyer)
    const path = `/seller/orders/${order.id}`
    const other = await run(() =>
      sellerOrderLoader(get(stranger, path), context(get(stranger, path)), String(order.id)),
    )
    expect(other.status).toBe(404)
    const fields = { status_id: 'in_work' }
    const otherMove = await run(() =>
      sellerOrderAction(post(stranger, path, fields), context(post(stranger, path, fields)), String(order.id)),
    )
    expect(otherMove.status).toBe(404)
    const readPath = `${path}?merchant=${shop.merchants.plain}`
    const read = await run<{ readOnly: boolean }>(() =>
      sellerOrderLoader(get(admin, readPath), context(get(admin, readPath)), String(order.id)),
    )
    expect(read.body.readOnly).toBe(true)
    const write = await run(() =>
      sellerOrderAction(post(admin, readPath, fields), context(post(admin, readPath, fields)), String(order.id)),
    )
    expect(write.status).toBe(403)
  })
})
