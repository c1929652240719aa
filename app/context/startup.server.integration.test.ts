/**
 * A signed-in visitor's start-up answer against the real back-end: their name and cart come from the call of their
 * own, with the token; the catalogue's summary from the public cache a guest's page filled, asked of the back-end
 * once for everyone rather than once per signed-in page.
 */
import { describe, expect, it } from 'vitest'
import { addToCartCall } from '#contract/cart.ts'
import { startCall, startOwnCall } from '#contract/start.ts'
import { putInCart, shopBackend } from '#tests/support/fixtures/order-fixtures.ts'
import { inProcess, requestContextFor } from '#tests/support/request-context.ts'

const { backend, shop, newBuyer } = shopBackend('startup')

/** The back-end's paths the storefront asked, in order. */
const asked: string[] = []
const transport = inProcess({
  fetch: (request) => {
    asked.push(new URL(request.url).pathname)
    return backend.app.fetch(request)
  },
})

function contextOf(cookie?: string) {
  return requestContextFor(
    new Request('http://shop.test/catalog', { headers: cookie ? { Cookie: cookie } : {} }),
    transport,
  )
}

describe('the start-up answer of a signed-in visitor', () => {
  it('gives each buyer their own name and cart, with the summary a guest’s page left in the public cache', async () => {
    const [first, second] = await Promise.all([newBuyer(), newBuyer()])
    await putInCart(backend.db, first.id, { [shop.offers.bandage]: 3 })
    const guest = await contextOf().startup()
    expect(guest.data?.user).toBeNull()

    asked.length = 0
    const mine = await contextOf(`bh_token=${first.token}`).startup()
    const theirs = await contextOf(`bh_token=${second.token}`).startup()
    expect(mine.data?.user?.id).toBe(first.id)
    expect(mine.data?.cart.map((line) => [line.product_id, line.quantity])).toEqual([[shop.offers.bandage, 3]])
    expect(theirs.data?.user?.id).toBe(second.id)
    expect(theirs.data?.cart).toEqual([])
    expect(mine.data?.categories).toEqual(guest.data?.categories)
    expect(mine.data?.merchantList).toEqual(guest.data?.merchantList)
    // Only the call of their own went to the back-end: not the tree, brands and sellers once per signed-in page.
    expect(asked).toEqual([startOwnCall.path, startOwnCall.path])
    expect(asked).not.toContain(startCall.path)
  })

  it('answers a dead token as a guest’s (the root then signs the visitor out)', async () => {
    const context = contextOf('bh_token=revoked-or-made-up')
    const start = await context.startup()
    expect(start.data?.user).toBeNull()
    expect(start.data?.cart).toEqual([])
    expect(start.data?.categories.length).toBeGreaterThan(0)
    expect(context.session.rejected).toBe(true)
  })

  it('is where the cart page takes the buyer’s cart: one look-up a page, asked afresh after a change', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.monitor]: 2, [shop.offers.bandage]: 1 })
    await contextOf().startup()

    asked.length = 0
    const context = contextOf(`bh_token=${buyer.token}`)
    const [start, cart] = await Promise.all([context.startup(), context.cart.list()])
    expect(asked).toEqual([startOwnCall.path])
    expect(cart.signedIn).toBe(true)
    expect(cart.items).toEqual(start.data?.cart)
    expect(cart.groups.map((group) => [group.merchant.id, group.items.length])).toEqual(
      expect.arrayContaining([
        [shop.merchants.minimum, 1],
        [shop.merchants.plain, 1],
      ]),
    )

    asked.length = 0
    const change = await context.cart.add(shop.offers.gloves, 1)
    expect(change).not.toHaveProperty('error')
    const after = await context.cart.list()
    expect(asked).toEqual([addToCartCall.path, startOwnCall.path])
    expect(after.items.map((line) => line.product_id)).toContain(shop.offers.gloves)
    expect((await context.startup()).data?.cart).toEqual(after.items)
  })

  it('gives a dead token’s cart page an empty cart of a guest, and signs the visitor out', async () => {
    // The cart page asks first, as it does when the shell's loader does not run again (a client-side move).
    const context = contextOf('bh_token=revoked-or-made-up')
    expect(await context.cart.list()).toEqual({ items: [], groups: [], signedIn: false })
    expect(context.session.rejected).toBe(true)
    const live = contextOf(`bh_token=${(await newBuyer()).token}`)
    await live.cart.list()
    expect(live.session.rejected).toBe(false)
  })
})
