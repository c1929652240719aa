/**
 * The cart calls as a client makes them (SPEC §4, §7, §9; docs/decisions/020), over the demo catalogue. Offers are
 * picked by what the tables say about them, and each test that changes an offer takes one nobody else uses.
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import { changeCartQuantityCall, listCartByIdsCall, listCartCall } from '#contract/cart.ts'
import { startCall, startOwnCall } from '#contract/start.ts'
import { type Caller, ok, request } from '#tests/support/api.ts'
import {
  add,
  backend,
  buyer,
  cartOf,
  failures,
  linesOf,
  post,
  rub,
  SIMPLE,
  taken,
  takeOffer,
  takeOffers,
} from '#tests/support/cart-offers.ts'

// An offer whose gross price equals its price shows no difference between a group's cost and total, which the
// grouping test below needs to see. In one file with the other cart tests, those offers had been taken by earlier
// tests; on its own the file sets them aside first, so the test does not depend on what ran before it.
beforeAll(async () => {
  const quotedGross = rowsOf<{ id: number }>(
    await backend.db.execute(sql`select id from offers where price_gross = price`),
  )
  for (const row of quotedGross) taken.add(row.id)
})

describe(`${listCartCall.method} ${listCartCall.path} with merchants: true`, () => {
  it('groups lines by seller with their cost, total (gross price), weight and minimum-order shortfall', async () => {
    const user = await buyer()
    // A seller with a minimum order, and one of its offers priced below it (gross, in kopecks).
    const short = await takeOffer(
      `${SIMPLE} and m.min_order > coalesce(o.price_gross, o.price) * 2 and o.price_gross is not null`,
    )
    const other = await takeOffer(`${SIMPLE} and o.merchant_id <> ${short.merchant_id}`)
    await ok(await add(user, short.id, 2))
    await ok(await add(user, other.id, 3))

    const list = async () =>
      listCartCall.response.parse(await ok(await post(user, listCartCall.path, { merchants: true })))
    const answer = await list()
    expect(answer.cart.map((item) => item.product_id)).toEqual([other.id, short.id])
    // Sellers in the order they first appear, newest line first.
    expect(answer.merchants?.map((group) => group.merchant.id)).toEqual([other.merchant_id, short.merchant_id])
    const shortGroup = answer.merchants?.[1]
    const gross = short.price_gross as number
    expect(shortGroup).toMatchObject({
      cost: rub((short.price as number) * 2),
      total: rub(gross * 2),
      weight: (short.weight_g ?? 0) * 2,
      shortfall: rub(short.merchant_min_order - gross * 2),
      merchant: { id: short.merchant_id, min_order: rub(short.merchant_min_order) },
    })
    expect(shortGroup?.total).not.toBe(shortGroup?.cost)
    const otherGroup = answer.merchants?.[0]
    expect(otherGroup).toMatchObject({
      cost: rub((other.price as number) * 3),
      total: rub((other.price_gross ?? (other.price as number)) * 3),
      shortfall: rub(Math.max(0, other.merchant_min_order - (other.price_gross ?? (other.price as number)) * 3)),
    })

    // Enough of the seller's goods: the minimum is met.
    const enough = Math.ceil(short.merchant_min_order / gross)
    await ok(await post(user, changeCartQuantityCall.path, { product_id: short.id, quantity: enough }))
    expect((await list()).merchants?.[1]?.shortfall).toBe(0)

    // Without the flag, no groups; without a body, the same.
    expect(listCartCall.response.parse(await ok(await post(user, listCartCall.path, {}))).merchants).toBeUndefined()
    expect(listCartCall.response.parse(await ok(await post(user, listCartCall.path))).merchants).toBeUndefined()
  })
})

describe(`${listCartByIdsCall.method} ${listCartByIdsCall.path} (a guest’s cookie)`, () => {
  it('resolves the lines for anyone, prepared, unknown offers left out, a repeated offer once', async () => {
    const [a, b] = await takeOffers(SIMPLE, 2)
    if (!a || !b) throw new Error('two offers')
    await backend.db.execute(sql`update offers set min_order = 5, step = 5 where id = ${b.id}`)
    const notInStock = await takeOffer(`o.availability = 'not_in_stock'`)
    const response = await backend.request('POST', listCartByIdsCall.path, {
      data: [
        { product_id: a.id, quantity: 2 },
        { product_id: 2_000_000_000, quantity: 1 },
        { product_id: 2 ** 40, quantity: 1 },
        { product_id: b.id, quantity: 7 },
        { product_id: notInStock.id, quantity: 1 },
        { product_id: a.id, quantity: 4 },
      ],
      merchants: true,
    })
    const answer = listCartByIdsCall.response.parse(await ok(response))
    expect(answer.cart.map((item) => [item.product_id, item.quantity, item.available])).toEqual([
      [a.id, 4, true],
      [b.id, 10, true],
      [notInStock.id, 1, false],
    ])
    expect(answer.merchants?.flatMap((group) => group.items).length).toBe(3)
    const plain = listCartByIdsCall.response.parse(
      await ok(await backend.request('POST', listCartByIdsCall.path, { data: [] })),
    )
    expect(plain).toEqual({ cart: [] })
    expect(failures).toEqual([])
  })
})

describe(`${listCartCall.method} ${listCartCall.path}`, () => {
  it('answers the stored lines newest first, by the offers’ current terms, an unpublished offer left out', async () => {
    const user = await buyer()
    const [oldest, middle, newest] = await takeOffers(SIMPLE, 3)
    if (!oldest || !middle || !newest) throw new Error('three offers')
    for (const offer of [oldest, middle, newest]) await ok(await add(user, offer.id, 3))
    // The seller raised the minimum since, and another offer was withdrawn.
    await backend.db.execute(sql`update offers set min_order = 5, step = 5 where id = ${oldest.id}`)
    await backend.db.execute(sql`update offers set published = false where id = ${middle.id}`)
    expect((await cartOf(user)).map((item) => [item.product_id, item.quantity, item.name])).toEqual([
      [newest.id, 3, newest.name],
      [oldest.id, 5, oldest.name],
    ])
    // Published again, the line is there again: the listing leaves it out, it does not drop it.
    await backend.db.execute(sql`update offers set published = true where id = ${middle.id}`)
    expect(linesOf(await cartOf(user))).toEqual([
      [newest.id, 3],
      [middle.id, 3],
      [oldest.id, 5],
    ])
    expect(failures).toEqual([])
  })
})

describe(`${startCall.method} ${startCall.path}`, () => {
  let user: Caller
  beforeAll(async () => {
    user = await buyer()
  })

  it('answers the signed-in buyer’s cart, and a guest’s as empty', async () => {
    const offer = await takeOffer(SIMPLE)
    await ok(await add(user, offer.id, 2))
    const start = startCall.response.parse(await ok(await post(user, startCall.path, {})))
    expect(start.cart).toEqual(await cartOf(user))
    expect(linesOf(start.cart)).toEqual([[offer.id, 2]])
    const guest = startCall.response.parse(await ok(await backend.request('POST', startCall.path, {})))
    expect(guest.cart).toEqual([])
  })
})

describe(`${startOwnCall.method} ${startOwnCall.path}`, () => {
  it('answers the buyer of the token with their own cart only; a guest and a dead token as a guest', async () => {
    const [user, other] = await Promise.all([buyer(), buyer()])
    const offer = await takeOffer(SIMPLE)
    await ok(await add(user, offer.id, 2))
    const mine = startOwnCall.response.parse(await ok(await post(user, startOwnCall.path, {})))
    expect(mine.user?.id).toBe(user.id)
    expect(mine.cart).toEqual(await cartOf(user))
    expect(linesOf(mine.cart)).toEqual([[offer.id, 2]])
    // The same answer as the whole start-up call's own part.
    const start = startCall.response.parse(await ok(await post(user, startCall.path, {})))
    expect(mine).toEqual({ user: start.user, cart: start.cart })

    const theirs = startOwnCall.response.parse(await ok(await post(other, startOwnCall.path, {})))
    expect(theirs.user?.id).toBe(other.id)
    expect(theirs.cart).toEqual([])

    const guest = startOwnCall.response.parse(await ok(await backend.request('POST', startOwnCall.path, {})))
    expect(guest).toEqual({ user: null, cart: [] })
    const dead = await request(backend.app, 'POST', startOwnCall.path, {}, { Authorization: 'Bearer made-up' })
    expect(startOwnCall.response.parse(await ok(dead))).toEqual({ user: null, cart: [] })
    expect(failures).toEqual([])
  })
})
