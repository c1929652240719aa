/**
 * The cart calls as a client makes them (SPEC §4, §7, §9; docs/decisions/020), over the demo catalogue. Offers are
 * picked by what the tables say about them, and each test that changes an offer takes one nobody else uses.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import {
  addItemsToCartCall,
  addToCartCall,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  cartMessages,
  changeCartQuantityCall,
  listCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'
import { ok, refused } from '#tests/support/api.ts'
import {
  add,
  backend,
  buyer,
  cartFrom,
  cartOf,
  failures,
  fillCart,
  linesOf,
  ORDERABLE,
  rub,
  SIMPLE,
  storedLines,
  takeOffer,
  takeOffers,
} from '#tests/support/cart-offers.ts'

describe('the cart calls of a signed-in buyer', () => {
  it('answer 401 without a live token, even for a malformed body, and write nothing', async () => {
    const [offer] = await takeOffers(SIMPLE)
    for (const call of [addToCartCall, addItemsToCartCall, removeFromCartCall, changeCartQuantityCall, listCartCall]) {
      for (const body of [{ product_id: offer?.id, quantity: 1 }, { nonsense: true }, undefined]) {
        const answer = await refused(await backend.request(call.method, call.path, body), 401)
        expect(answer.error).toBe('Требуется вход')
      }
    }
    const count = rowsOf<{ n: number }>(await backend.db.execute(sql`select count(*)::int as n from cart_items`))
    expect(count[0]?.n).toBe(0)
  })
})

describe(`${addToCartCall.method} ${addToCartCall.path}`, () => {
  it('adds the offer with its current data and answers the whole cart, newest first', async () => {
    const user = await buyer()
    const [first, second] = await takeOffers(SIMPLE, 2)
    if (!first || !second) throw new Error('two offers')
    const afterFirst = await cartFrom(await add(user, first.id, 2))
    expect(afterFirst).toHaveLength(1)
    expect(afterFirst[0]).toMatchObject({
      product_id: first.id,
      name: first.name,
      quantity: 2,
      available: true,
      min_order: 1,
      step: 1,
      price: rub(first.price as number),
      price_gross: first.price_gross === null ? null : rub(first.price_gross),
      merchant: { id: first.merchant_id, min_order: rub(first.merchant_min_order) },
    })
    // Without a quantity, one.
    const afterSecond = await cartFrom(await add(user, second.id))
    expect(linesOf(afterSecond)).toEqual([
      [second.id, 1],
      [first.id, 2],
    ])
    expect(await cartOf(user)).toEqual(afterSecond)
  })

  it('adds to a line already in the cart and brings it to the top', async () => {
    const user = await buyer()
    const [a, b] = await takeOffers(SIMPLE, 2)
    if (!a || !b) throw new Error('two offers')
    await ok(await add(user, a.id, 2))
    await ok(await add(user, b.id, 1))
    expect(linesOf(await cartFrom(await add(user, a.id, 3)))).toEqual([
      [a.id, 5],
      [b.id, 1],
    ])
    // Never past the largest quantity of a line.
    const capped = await cartFrom(await add(user, a.id, CART_MAX_QUANTITY))
    expect(capped[0]?.quantity).toBe(CART_MAX_QUANTITY)
  })

  it('prepares the quantity by the offer’s minimum and step (SPEC §4)', async () => {
    const user = await buyer()
    const offer = await takeOffer(SIMPLE)
    await backend.db.execute(sql`update offers set min_order = 3, step = 2 where id = ${offer.id}`)
    // Below the minimum: the minimum.
    expect(linesOf(await cartFrom(await add(user, offer.id, 1)))).toEqual([[offer.id, 3]])
    // 3 + 1 = 4 is between steps: up to 5.
    expect(linesOf(await cartFrom(await add(user, offer.id, 1)))).toEqual([[offer.id, 5]])
    // 5 + 2 = 7 is a step: kept.
    const cart = await cartFrom(await add(user, offer.id, 2))
    expect(linesOf(cart)).toEqual([[offer.id, 7]])
    expect(cart[0]).toMatchObject({ min_order: 3, step: 2 })
  })

  it('prepares a seeded bulk offer’s quantity (minimum and step of 5 or 10)', async () => {
    const user = await buyer()
    const offer = await takeOffer(`${ORDERABLE} and o.step > 1`)
    const cart = await cartFrom(await add(user, offer.id, offer.min_order + 1))
    expect(linesOf(cart)).toEqual([[offer.id, offer.min_order + offer.step]])
  })

  it('refuses an unknown offer (404) and one that cannot be ordered (422), changing nothing', async () => {
    const user = await buyer()
    const held = await takeOffer(SIMPLE)
    const notInStock = await takeOffer(`o.availability = 'not_in_stock'`)
    const onRequest = await takeOffer(`o.availability = 'price_on_request'`)
    await ok(await add(user, held.id, 2))
    const before = await cartOf(user)

    expect((await refused(await add(user, 2_000_000_000), 404)).error).toBe(cartMessages.notFound)
    // An id no integer column holds is as unknown as any other, not a database error.
    expect((await refused(await add(user, 2 ** 40), 404)).error).toBe(cartMessages.notFound)
    expect((await refused(await add(user, notInStock.id), 422)).error).toBe(cartMessages.notInStock)
    expect((await refused(await add(user, onRequest.id), 422)).error).toBe(cartMessages.priceOnRequest)
    expect(await cartOf(user)).toEqual(before)
    expect(await storedLines(user.id)).toEqual([{ offer_id: held.id, quantity: 2 }])
    expect(failures).toEqual([])
  })

  it(`refuses a new line past ${CART_MAX_LINES} (422) but still adds to a line the cart has`, async () => {
    const user = await buyer()
    const extra = await takeOffer(SIMPLE)
    await fillCart(user.id, CART_MAX_LINES, [extra.id])
    const before = await storedLines(user.id)
    expect(before).toHaveLength(CART_MAX_LINES)
    expect((await refused(await add(user, extra.id), 422)).error).toBe(cartMessages.tooManyLines)
    expect(await storedLines(user.id)).toEqual(before)

    // A line whose offer is gone takes no room: the next add drops it and fits.
    await backend.db.execute(sql`update cart_items set offer_id = 2000000000 where user_id = ${user.id}
      and offer_id = (select min(offer_id) from cart_items where user_id = ${user.id})`)
    const cart = await cartFrom(await add(user, extra.id))
    expect(cart).toHaveLength(CART_MAX_LINES)
    expect(cart[0]?.product_id).toBe(extra.id)
    expect(await storedLines(user.id)).not.toContainEqual(expect.objectContaining({ offer_id: 2_000_000_000 }))
  })

  it('keeps every update of parallel adds of one offer, and answers each of them', async () => {
    const user = await buyer()
    const offer = await takeOffer(SIMPLE)
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(user, offer.id, 1)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(await storedLines(user.id)).toEqual([{ offer_id: offer.id, quantity: 12 }])
    expect(failures).toEqual([])
  })

  it('lets only one of parallel adds of new offers take the last free line', async () => {
    const user = await buyer()
    const offers = await takeOffers(SIMPLE, 5)
    await fillCart(
      user.id,
      CART_MAX_LINES - 1,
      offers.map((offer) => offer.id),
    )
    const answers = await Promise.all(offers.map((offer) => add(user, offer.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422])
    expect(await storedLines(user.id)).toHaveLength(CART_MAX_LINES)
  })
})
