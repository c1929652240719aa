/**
 * The orders page's server side against the real back-end (PGlite, the orders fixtures' small shop): the list's
 * pages 1..N and the one page "show more" appends, cancel refused and done, repeat with goods that can no longer be
 * ordered (named on the list afterwards) and without, and the invoice route passing the PDF on. The e2e spec
 * (tests/e2e/orders.spec.ts) drives the same through the browser; this covers what the demo catalogue cannot stage
 * (an ordered offer that went out of stock).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '#app/lib/api/client.server.ts'
import { loader as billLoader } from '#app/routes/account.orders.$id.bill.tsx'
import { offers } from '#backend/db/schema.ts'
import { listCartCall } from '#contract/cart.ts'
import { orderMessages } from '#contract/orders.ts'
import { company } from '#tests/support/api.ts'
import { type Buyer, draftFor, placeOrders, putInCart, shopBackend } from '#tests/support/fixtures/order-fixtures.ts'
import { inProcess, requestContextFor } from '#tests/support/request-context.ts'
import { ordersAction, ordersLoaderData } from './orders.server.ts'

const { backend, shop, newBuyer } = shopBackend('orders-page')

const transport = inProcess({ fetch: (request) => backend.app.fetch(request) })
const context = (request: Request) => requestContextFor(request, transport)

const cookie = (buyer: Buyer | null): Record<string, string> => (buyer ? { Cookie: `bh_token=${buyer.token}` } : {})

const api = (buyer: Buyer) => createApiClient({ transport, token: buyer.token, defaultError: 'Непредвиденная ошибка' })

function post(buyer: Buyer, fields: Record<string, string>, search = '') {
  return new Request(`http://shop.test/account/orders${search}`, {
    method: 'POST',
    headers: cookie(buyer),
    body: new URLSearchParams(fields),
  })
}

/** Runs the action; a thrown Response (404, a redirect) is answered like a returned one. */
async function act(request: Request): Promise<{ status: number; location: string | null; body: unknown }> {
  let answer: unknown
  try {
    answer = await ordersAction(request, context(request))
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get('Location'), body: await answer.text() }
  }
  // Remix's `data()`: the value and its status.
  const { data, init } = answer as { data: unknown; init: { status?: number } | null }
  return { status: init?.status ?? 200, location: null, body: data }
}

async function orderWith(buyer: Buyer, lines: Record<number, number>, paymentType: 2 | 3 = 3) {
  await putInCart(backend.db, buyer.id, lines)
  const extra = paymentType === 2 ? { payment_type: 2 as const, new_requisite: company } : {}
  const placed = await placeOrders(buyer, draftFor([shop.merchants.plain], extra))
  const order = placed.orders[0]
  if (!order) throw new Error('no order')
  return order
}

describe('the list', () => {
  it('shows pages 1..N for ?page=N, and page N alone for the fetcher', async () => {
    const buyer = await newBuyer()
    for (let i = 0; i < 12; i++) await orderWith(buyer, { [shop.offers.bandage]: 1 })
    const first = await ordersLoaderData(api(buyer), new Request('http://shop.test/account/orders'))
    expect(first.list).toMatchObject({ total: 12, page: 1, lastPage: 2 })
    expect(first.list.orders).toHaveLength(10)
    const both = await ordersLoaderData(api(buyer), new Request('http://shop.test/account/orders?page=2'))
    expect(both.list.orders).toHaveLength(12)
    expect(both.list.orders.slice(0, 10).map((o) => o.id)).toEqual(first.list.orders.map((o) => o.id))
    const more = await ordersLoaderData(api(buyer), new Request('http://shop.test/account/orders?page=2&more=1'))
    expect(more.list).toMatchObject({ total: 12, page: 2 })
    expect(more.list.orders.map((o) => o.id)).toEqual(both.list.orders.slice(10).map((o) => o.id))
    // A page past the end or nonsense shows what there is.
    const junk = await ordersLoaderData(api(buyer), new Request('http://shop.test/account/orders?page=abc'))
    expect(junk.list.orders).toHaveLength(10)
  })
})

describe('cancel', () => {
  it('is refused without a reason and for «other» without a comment, keeping what was typed', async () => {
    const buyer = await newBuyer()
    const order = await orderWith(buyer, { [shop.offers.bandage]: 1 })
    const noReason = await act(post(buyer, { intent: 'cancel', order: String(order.id), comment: 'Нашли дешевле' }))
    expect(noReason.status).toBe(400)
    expect(noReason.body).toMatchObject({
      cancel: {
        order: order.id,
        result: { initialValue: { comment: 'Нашли дешевле' }, error: { reason: ['Выберите причину отмены'] } },
      },
    })
    const other = await act(post(buyer, { intent: 'cancel', order: String(order.id), reason: 'other' }))
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({
      cancel: { result: { error: { comment: ['Расскажите, почему вы отменяете заказ'] } } },
    })
  })

  it('cancels with the reason and goes back to the same pages with the notice; then the back-end’s 409 is said', async () => {
    const buyer = await newBuyer()
    const order = await orderWith(buyer, { [shop.offers.bandage]: 1 })
    const fields = { intent: 'cancel', order: String(order.id), reason: 'change_delivery', comment: '' }
    const done = await act(post(buyer, fields, `?page=2&dialog=cancel&order=${order.id}`))
    expect(done).toMatchObject({ status: 303, location: '/account/orders?page=2&done=canceled' })
    const [shown] = (await ordersLoaderData(api(buyer), new Request('http://shop.test/account/orders'))).list.orders
    expect(shown).toMatchObject({ status_id: 'canceled_by_buyer', cancel_reason: 'change_delivery', can_cancel: false })

    const again = await act(post(buyer, { ...fields, comment: 'Ещё раз' }))
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      cancel: { result: { initialValue: { comment: 'Ещё раз' }, error: { '': [orderMessages.notCancellable] } } },
    })
  })

  it('another buyer’s order is not found, and stays as it was', async () => {
    const owner = await newBuyer()
    const stranger = await newBuyer()
    const order = await orderWith(owner, { [shop.offers.bandage]: 1 })
    const answer = await act(post(stranger, { intent: 'cancel', order: String(order.id), reason: 'not_relevant' }))
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({
      cancel: { result: { error: { '': ['Заказ не найден — обновите страницу'] } } },
    })
    const [shown] = (await ordersLoaderData(api(owner), new Request('http://shop.test/account/orders'))).list.orders
    expect(shown?.status_id).not.toBe('canceled_by_buyer')
  })
})

describe('repeat', () => {
  it('puts every line into the cart and goes to the cart', async () => {
    const buyer = await newBuyer()
    const order = await orderWith(buyer, { [shop.offers.bandage]: 3 })
    const answer = await act(post(buyer, { intent: 'repeat', order: String(order.id) }))
    expect(answer).toMatchObject({ status: 303, location: '/cart/order' })
    const cart = (await api(buyer).call(listCartCall)).data?.cart ?? []
    expect(cart.map((line) => [line.product_id, line.quantity])).toEqual([[shop.offers.bandage, 3]])
  })

  it('names the goods that can no longer be ordered, on the list', async () => {
    const buyer = await newBuyer()
    const order = await orderWith(buyer, { [shop.offers.bandage]: 1, [shop.offers.gloves]: 2 })
    await backend.db.update(offers).set({ availability: 'not_in_stock' }).where(eq(offers.id, shop.offers.gloves))
    try {
      const answer = await act(post(buyer, { intent: 'repeat', order: String(order.id) }))
      expect(answer).toMatchObject({
        status: 303,
        location: `/account/orders?repeated=${order.id}&skipped=${shop.offers.gloves}`,
      })
      const page = await ordersLoaderData(api(buyer), new Request(`http://shop.test${answer.location}`))
      expect(page.repeated).toEqual({
        number: order.number,
        skipped: [shop.productNames.get(shop.offers.gloves)],
        nothingAdded: false,
      })
      const cart = (await api(buyer).call(listCartCall)).data?.cart ?? []
      expect(cart.map((line) => line.product_id)).toEqual([shop.offers.bandage])
    } finally {
      await backend.db.update(offers).set({ availability: 'on_order' }).where(eq(offers.id, shop.offers.gloves))
    }
  })
})

describe('the invoice route', () => {
  const bill = (id: number, buyer: Buyer | null) => {
    const request = new Request(`http://shop.test/account/orders/${id}/bill`, { headers: cookie(buyer) })
    return billLoader({ request, context: context(request), params: { id: String(id) } }).catch(
      (thrown: unknown) => thrown as Response,
    )
  }

  it('passes the PDF on to its buyer; a guest goes home; another buyer gets 404', async () => {
    const buyer = await newBuyer()
    const order = await orderWith(buyer, { [shop.offers.bandage]: 1 }, 2)
    const answer = await bill(order.id, buyer)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')

    const guest = await bill(order.id, null)
    expect([guest.status, guest.headers.get('Location')]).toEqual([302, '/'])
    expect((await bill(order.id, await newBuyer())).status).toBe(404)
    expect((await bill(2_000_000_000, buyer)).status).toBe(404)
  })
})

describe('pay', () => {
  it("starts a new payment of the buyer's unpaid card order and sends them to pay it (303)", async () => {
    const buyer = await newBuyer()
    const order = await orderWith(buyer, { [shop.offers.bandage]: 1 })
    const answer = await act(post(buyer, { intent: 'pay', order: String(order.id) }))
    expect(answer.status).toBe(303)
    expect(answer.location).toMatch(/^\/pay\/sandbox\/[0-9a-f-]{36}$/)
  })

  it("refuses another buyer's order and an order that cannot be paid, saying why above the list", async () => {
    const owner = await newBuyer()
    const order = await orderWith(owner, { [shop.offers.bandage]: 1 })
    const stranger = await newBuyer()
    const foreign = await act(post(stranger, { intent: 'pay', order: String(order.id) }))
    expect(foreign).toMatchObject({ status: 404, location: null })
    expect((foreign.body as { payError: string }).payError).toContain('Заказ не найден')
    const invoice = await orderWith(owner, { [shop.offers.bandage]: 1 }, 2)
    const refused = await act(post(owner, { intent: 'pay', order: String(invoice.id) }))
    expect(refused).toMatchObject({ status: 409, location: null })
    expect((refused.body as { payError: string }).payError).toContain('нельзя оплатить картой')
  })
})
