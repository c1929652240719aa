/**
 * The cart calls as a client makes them (SPEC §4, §7, §9; docs/decisions/020), over the demo catalogue. Offers are
 * picked by what the tables say about them, and each test that changes an offer takes one nobody else uses.
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import {
  addItemsToCartCall,
  addToCartCall,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItem,
  cartMessages,
  changeCartQuantityCall,
  listCartByIdsCall,
  listCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'
import { startCall } from '#contract/start.ts'
import { type Caller, demoCatalogue, ok, refused, watchedBackend } from '#tests/support/api.ts'

const { backend, failures } = watchedBackend(demoCatalogue(150))

/** An offer as the tables hold it; money in kopecks. */
interface OfferFact {
  id: number
  price: number | null
  price_gross: number | null
  availability: string
  min_order: number
  step: number
  merchant_id: number
  merchant_min_order: number
  weight_g: number | null
  name: string
}

const ORDERABLE = `o.price is not null and o.availability in ('in_stock', 'on_order')`
const SIMPLE = `${ORDERABLE} and o.min_order = 1 and o.step = 1`
const taken = new Set<number>()

/** `count` offers nobody has taken yet, matching the condition, lowest id first. */
async function takeOffers(condition: string, count = 1): Promise<OfferFact[]> {
  const exclude = taken.size > 0 ? `and o.id not in (${[...taken].join(', ')})` : ''
  const rows = rowsOf<OfferFact>(
    await backend.db.execute(
      sql.raw(`
        select o.id, o.price::float8 as price, o.price_gross::float8 as price_gross, o.availability, o.min_order,
               o.step, o.merchant_id, m.min_order::float8 as merchant_min_order, mp.weight_g, mp.name
        from offers o join merchants m on m.id = o.merchant_id join master_products mp on mp.id = o.master_product_id
        where ${condition} ${exclude}
        order by o.id limit ${count}`),
    ),
  )
  if (rows.length < count) throw new Error(`the demo catalogue has too few offers where ${condition}`)
  for (const row of rows) taken.add(row.id)
  return rows
}
const takeOffer = async (condition: string) => (await takeOffers(condition))[0] as OfferFact

let buyers = 0
const buyer = () => backend.signedIn(`cart-buyer-${++buyers}@clinic.test`)

const post = (user: Caller, path: string, body?: unknown) => user.call('POST', path, body)
const cartFrom = async (response: Response) => listCartCall.response.parse(await ok(response)).cart
const cartOf = (user: Caller) => post(user, listCartCall.path, {}).then(cartFrom)
const add = (user: Caller, product_id: number, quantity?: number) =>
  post(user, addToCartCall.path, quantity === undefined ? { product_id } : { product_id, quantity })
/** Lines as [offer, quantity], newest first. */
const linesOf = (cart: CartItem[]) => cart.map((item) => [item.product_id, item.quantity])

/** What the table holds for the user, whatever the calls answer. */
async function storedLines(userId: number) {
  return rowsOf<{ offer_id: number; quantity: number }>(
    await backend.db.execute(
      sql`select offer_id, quantity from cart_items where user_id = ${userId} order by offer_id`,
    ),
  )
}

async function fillCart(userId: number, lines: number, except: readonly number[]) {
  await backend.db.execute(sql`
    insert into cart_items (user_id, offer_id, quantity, added_at)
    select ${userId}, id, 1, now() - interval '1 day' from offers
    where id not in (${sql.join(
      except.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by id limit ${lines}`)
}

const rub = (kopecks: number) => kopecks / 100

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

describe(`${addItemsToCartCall.method} ${addItemsToCartCall.path}`, () => {
  it('adds each line as add would and skips, naming them, the offers that cannot be ordered', async () => {
    const user = await buyer()
    const [held, fresh, bulk] = await takeOffers(SIMPLE, 3)
    if (!held || !fresh || !bulk) throw new Error('three offers')
    await backend.db.execute(sql`update offers set min_order = 4, step = 4 where id = ${bulk.id}`)
    const notInStock = await takeOffer(`o.availability = 'not_in_stock'`)
    const onRequest = await takeOffer(`o.availability = 'price_on_request'`)
    await ok(await add(user, held.id, 2))

    const answer = addItemsToCartCall.response.parse(
      await ok(
        await post(user, addItemsToCartCall.path, {
          items: [
            { product_id: fresh.id, quantity: 1 },
            { product_id: notInStock.id, quantity: 1 },
            { product_id: held.id, quantity: 3 },
            { product_id: 2_000_000_000, quantity: 1 },
            { product_id: bulk.id, quantity: 5 },
            { product_id: onRequest.id, quantity: 1 },
            // The same offer twice adds twice.
            { product_id: fresh.id, quantity: 2 },
          ],
        }),
      ),
    )
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
    await fillCart(user.id, CART_MAX_LINES - 1, [a.id, b.id])
    const answer = addItemsToCartCall.response.parse(
      await ok(
        await post(user, addItemsToCartCall.path, {
          items: [
            { product_id: a.id, quantity: 1 },
            { product_id: b.id, quantity: 1 },
          ],
        }),
      ),
    )
    expect(answer.skipped).toEqual([b.id])
    expect(answer.cart).toHaveLength(CART_MAX_LINES)
  })
})

describe(`${removeFromCartCall.method} ${removeFromCartCall.path} and ${changeCartQuantityCall.path}`, () => {
  it('remove a line; an offer not in the cart is no error', async () => {
    const user = await buyer()
    const [a, b] = await takeOffers(SIMPLE, 2)
    if (!a || !b) throw new Error('two offers')
    await ok(await add(user, a.id))
    await ok(await add(user, b.id))
    expect(linesOf(await cartFrom(await post(user, removeFromCartCall.path, { product_id: a.id })))).toEqual([
      [b.id, 1],
    ])
    expect(linesOf(await cartFrom(await post(user, removeFromCartCall.path, { product_id: a.id })))).toEqual([
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
      post(user, changeCartQuantityCall.path, { product_id, quantity })
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
    expect((await refused(await change(notInCart.id, 2), 404)).error).toBe(cartMessages.notInCart)
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

    expect(await cartFrom(await post(other, removeFromCartCall.path, { product_id: offer.id }))).toEqual([])
    await refused(await post(other, changeCartQuantityCall.path, { product_id: offer.id, quantity: 9 }), 404)
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

    const cart = await cartOf(user)
    expect(cart.map((item) => [item.product_id, item.available])).toEqual([[kept.id, false]])
    // Nothing to set on a line that cannot be ordered; it can be removed.
    const refusal = await refused(
      await post(user, changeCartQuantityCall.path, { product_id: kept.id, quantity: 5 }),
      422,
    )
    expect(refusal.error).toBe(cartMessages.notInStock)
    await backend.db.execute(
      sql`update offers set availability = 'price_on_request', price = null where id = ${kept.id}`,
    )
    expect((await cartOf(user))[0]).toMatchObject({ available: false, price: null })
    expect(await cartFrom(await post(user, removeFromCartCall.path, { product_id: kept.id }))).toEqual([])
  })

  it('is shown with the quantity the seller’s current terms ask for', async () => {
    const user = await buyer()
    const offer = await takeOffer(SIMPLE)
    await ok(await add(user, offer.id, 3))
    await backend.db.execute(sql`update offers set min_order = 10, step = 5 where id = ${offer.id}`)
    expect(linesOf(await cartOf(user))).toEqual([[offer.id, 10]])
  })
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
