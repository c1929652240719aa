/**
 * Checkouts at the same time (docs/decisions/022). On PGlite requests take turns; in CI the same tests run on
 * PostgreSQL (TEST_DATABASE_URL), where they really overlap: no order may be lost or doubled, no deadlock may fail
 * a buyer, and numbers come from the sequence without colliding.
 */
import { count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartItems, orderItems, orders, payments } from '#backend/db/schema.ts'
import { addOrderCall, orderMessages } from '#contract/orders.ts'
import { draftFor, putInCart, shopBackend, signedInBuyer } from '#tests/support/fixtures/order-fixtures.ts'

const { backend, failures, shop } = shopBackend('crowd')

describe('checkouts at the same time', () => {
  it('50 buyers at once all get their orders, none lost or doubled', async () => {
    const { offers: o, merchants: m } = shop
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signedInBuyer(backend.app, backend.db, `crowd-${i}@clinic.test`)),
    )
    for (const buyer of buyers) await putInCart(backend.db, buyer.id, { [o.bandage]: 2, [o.monitor]: 3 })

    const responses = await Promise.all(
      buyers.map((buyer) => buyer.call('POST', addOrderCall.path, draftFor([m.plain, m.minimum]))),
    )
    const texts = await Promise.all(responses.map((r) => r.clone().text()))
    expect(
      responses.map((r) => r.status),
      texts.find((_, i) => responses[i]?.status !== 200),
    ).toEqual(buyers.map(() => 200))
    const answers = await Promise.all(responses.map(async (r) => addOrderCall.response.parse(await r.json())))

    const ids = buyers.map((b) => b.id)
    const placed = await backend.db
      .select({ id: orders.id, userId: orders.userId, number: orders.number, merchantId: orders.merchantId })
      .from(orders)
      .where(inArray(orders.userId, ids))
    expect(placed).toHaveLength(100)
    expect(new Set(placed.map((p) => p.number)).size).toBe(100)
    for (const [i, buyer] of buyers.entries()) {
      const own = placed.filter((p) => p.userId === buyer.id)
      expect(own.map((p) => p.merchantId).sort()).toEqual([m.plain, m.minimum].sort())
      expect(answers[i]?.orders.map((x) => x.id).sort()).toEqual(own.map((p) => p.id).sort())
    }
    const [lines] = await backend.db
      .select({ value: count() })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          placed.map((p) => p.id),
        ),
      )
    expect(lines?.value).toBe(100)
    const [paid] = await backend.db.select({ value: count() }).from(payments).where(inArray(payments.userId, ids))
    expect(paid?.value).toBe(50)
    const [left] = await backend.db.select({ value: count() }).from(cartItems).where(inArray(cartItems.userId, ids))
    expect(left?.value).toBe(0)
    expect(failures).toEqual([])
  })

  it('one buyer submitting different keys at once orders the cart once; the others find it empty', async () => {
    const buyer = await signedInBuyer(backend.app, backend.db, 'hasty@clinic.test')
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => buyer.call('POST', addOrderCall.path, draftFor([shop.merchants.plain]))),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422])
    for (const response of responses.filter((r) => r.status === 422)) {
      expect(((await response.json()) as { fields: unknown }).fields).toEqual({ cart: [orderMessages.emptyCart] })
    }
    const [made] = await backend.db.select({ value: count() }).from(orders).where(eq(orders.userId, buyer.id))
    expect(made?.value).toBe(1)
    expect(failures).toEqual([])
  })
})
