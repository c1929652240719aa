/**
 * The cart's lines (SPEC §4, §7, §9; docs/decisions/020): several added at once, removed, their quantity set, and a
 * line whose offer changes after it was added. Offers are taken from the demo catalogue as in cart.test.ts.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as cart from '#contract/cart.ts'
import { type Caller, ok, refused } from '#tests/support/api.ts'
import {
  add,
  backend,
  buyer,
  cartFrom,
  cartOf,
  fillCart,
  linesOf,
  post,
  SIMPLE,
  storedLines,
  takeOffer,
  takeOffers,
} from '#tests/support/cart-offers.ts'

/** Adds several lines at once, as the storefront does with a guest's cart; answers the call's parsed answer. */
const addItems = async (user: Caller, items: cart.CartLine[]) =>
  cart.addItemsToCartCall.response.parse(await ok(await post(user, cart.addItemsToCartCall.path, { items })))

describe(`${cart.addItemsToCartCall.method} ${cart.addItemsToCartCall.path}`, () => {
  it('adds each line as add would and skips, naming them, the offers that cannot be ordered', async () => {
    const user = await buyer()
    const [held, fresh, bulk] = await takeOffers(SIMPLE, 3)
    if (!held || !fresh || !bulk) throw new Error('three offers')
    await backend.db.execute(sql`update offers set min_order = 4, step = 4 where id = ${bulk.id}`)
    const notInStock = await takeOffer(`o.availability = 'not_in_stock'`)
    const onRequest = await takeOffer(`o.availability = 'price_on_request'`)
    await ok(await add(user, held.id, 2))

    const answer = await addItems(user, [
      { product_id: fresh.id, quantity: 1 },
      { product_id: notInStock.id, quantity: 1 },
      { product_id: held.id, quantity: 3 },
      { product_id: 2_000_000_000, quantity: 1 },
      { product_id: bulk.id, quantity: 5 },
      { product_id: onRequest.id, quantity: 1 },
      // The same offer twice adds twice.
      { product_id: fresh.id, quantity: 2 },
    ])
    expect(answer.skipped.sort()).toEqual([notInStock.id, onRequest.id, 2_000_000_000].sort())
    // In the order given, the first newest; the line held before grew by 3.
    expect(linesOf(answer.cart)).toEqual([
      [fresh.id, 3],
      [held.id, 5],
      [bulk.id, 8],
    ])
    expect(await cartOf(user)).toEqual(answer.cart)
  })

  it('skips new lines past the limit', async () => {
    const user = await buyer()
    const [a, b] = await takeOffers(SIMPLE, 2)
    if (!a || !b) throw new Error('two offers')
    await fillCart(user.id, cart.CART_MAX_LINES - 1, [a.id, b.id])
    const answer = await addItems(user, [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 1 },
    ])
    expect(answer.skipped).toEqual([b.id])
    expect(answer.cart).toHaveLength(cart.CART_MAX_LINES)
  })
})

describe(`${cart.removeFromCartCall.method} ${cart.removeFromCartCall.path} and ${cart.changeCartQuantityCall.path}`, () => {
  it('remove a line; an offer not in the cart is no error', async () => {
    const user = await buyer()
    const [a, b] = await takeOffers(SIMPLE, 2)
    if (!a || !b) throw new Error('two offers')
    await ok(await add(user, a.id))
    await ok(await add(user, b.id))
    expect(linesOf(await cartFrom(await post(user, cart.removeFromCartCall.path, { product_id: a.id })))).toEqual([
      [b.id, 1],
    ])
    expect(linesOf(await cartFrom(await post(user, cart.removeFromCartCall.path, { product_id: a.id })))).toEqual([
      [b.id, 1],
    ])
  })

  it('set a quantity (not add to it), prepared, keeping the line’s place', async () => {
    const user = await buyer()
    const [a, b] = await takeOffers(SIMPLE, 2)
    if (!a || !b) throw new Error('two offers')
    await backend.db.execute(sql`update offers set min_order = 2, step = 3 where id = ${a.id}`)
    await ok(await add(user, a.id))
    await ok(await add(user, b.id))
    const change = (product_id: number, quantity: number) =>
      post(user, cart.changeCartQuantityCall.path, { product_id, quantity })
    expect(linesOf(await cartFrom(await change(a.id, 6)))).toEqual([
      [b.id, 1],
      [a.id, 8],
    ])
    expect(linesOf(await cartFrom(await change(a.id, 1)))).toEqual([
      [b.id, 1],
      [a.id, 2],
    ])
    expect(linesOf(await cartFrom(await change(b.id, 4)))).toEqual([
      [b.id, 4],
      [a.id, 2],
    ])
    const before = await storedLines(user.id)
    const notInCart = await takeOffer(SIMPLE)
    expect((await refused(await change(notInCart.id, 2), 404)).error).toBe(cart.cartMessages.notInCart)
    const zero = await refused(await change(a.id, 0), 400)
    expect(Object.keys(zero.fields ?? {})).toEqual(['quantity'])
    expect(await storedLines(user.id)).toEqual(before)
  })

  it('never touch another buyer’s cart', async () => {
    const owner = await buyer()
    const other = await buyer()
    const offer = await takeOffer(SIMPLE)
    await ok(await add(owner, offer.id, 3))
    const before = await storedLines(owner.id)

    expect(await cartFrom(await post(other, cart.removeFromCartCall.path, { product_id: offer.id }))).toEqual([])
    await refused(await post(other, cart.changeCartQuantityCall.path, { product_id: offer.id, quantity: 9 }), 404)
    expect(await cartOf(other)).toEqual([])
    expect(linesOf(await cartFrom(await add(other, offer.id, 1)))).toEqual([[offer.id, 1]])
    expect(await storedLines(owner.id)).toEqual(before)
    expect(linesOf(await cartOf(owner))).toEqual([[offer.id, 3]])
  })
})

describe('a line whose offer changes', () => {
  it('stays, unavailable, when the offer cannot be ordered any more; goes when the offer is gone', async () => {
    const user = await buyer()
    const [kept, gone] = await takeOffers(SIMPLE, 2)
    if (!kept || !gone) throw new Error('two offers')
    await ok(await add(user, kept.id, 2))
    await ok(await add(user, gone.id, 1))
    await backend.db.execute(sql`update offers set availability = 'not_in_stock' where id = ${kept.id}`)
    await backend.db.execute(sql`delete from offers where id = ${gone.id}`)

    const lines = await cartOf(user)
    expect(lines.map((item) => [item.product_id, item.available])).toEqual([[kept.id, false]])
    // Nothing to set on a line that cannot be ordered; it can be removed.
    const refusal = await refused(
      await post(user, cart.changeCartQuantityCall.path, { product_id: kept.id, quantity: 5 }),
      422,
    )
    expect(refusal.error).toBe(cart.cartMessages.notInStock)
    await backend.db.execute(
      sql`update offers set availability = 'price_on_request', price = null where id = ${kept.id}`,
    )
    expect((await cartOf(user))[0]).toMatchObject({ available: false, price: null })
    expect(await cartFrom(await post(user, cart.removeFromCartCall.path, { product_id: kept.id }))).toEqual([])
  })

  it('is shown with the quantity the seller’s current terms ask for', async () => {
    const user = await buyer()
    const offer = await takeOffer(SIMPLE)
    await ok(await add(user, offer.id, 3))
    await backend.db.execute(sql`update offers set min_order = 10, step = 5 where id = ${offer.id}`)
    expect(linesOf(await cartOf(user))).toEqual([[offer.id, 10]])
  })
})
