/**
 * A guest's cart held by the back-end (decision 026): the same rules as a signed-in buyer's, and changes sent in
 * parallel by one browser all land — with a cookie alone, ten adds at once kept one.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CART_MAX_LINES, type CartItem, changeGuestCartCall, listGuestCartCall } from '#contract/cart.ts'
import { demoCatalogue, ok, refused, watchedBackend } from '#tests/support/api.ts'
import { offerIdPicker } from '#tests/support/offer-ids.ts'

const { backend, failures } = watchedBackend(demoCatalogue(150))

const newKey = () => randomBytes(32).toString('base64url')

const offers = offerIdPicker(() => backend.db)
const SIMPLE = `o.price is not null and o.availability = 'in_stock' and o.min_order = 1 and o.step = 1`

const lines = (cart: CartItem[]) => cart.map((item) => [item.product_id, item.quantity])
const change = (body: Record<string, unknown>) => backend.request('POST', changeGuestCartCall.path, body)
const list = async (key: string, cookie: { product_id: number; quantity: number }[] = []) =>
  listGuestCartCall.response.parse(
    await ok(await backend.request('POST', listGuestCartCall.path, { key, lines: cookie })),
  ).cart

describe('a guest’s held cart', () => {
  it('keeps every one of ten adds sent at once', async () => {
    const key = newKey()
    const ids = await offers(SIMPLE, 10)
    const answers = await Promise.all(ids.map((product_id) => change({ key, intent: 'add', product_id })))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect((await list(key)).map((item) => item.product_id).sort((a, b) => a - b)).toEqual(ids)
    // The same offer ten times at once: ten pieces.
    const [again] = ids
    await Promise.all(Array.from({ length: 10 }, () => change({ key, intent: 'add', product_id: again })))
    expect((await list(key)).find((item) => item.product_id === again)?.quantity).toBe(11)
    expect(failures).toEqual([])
  })

  it('starts from the cookie’s lines, then holds its own; changes and removes like a buyer’s cart', async () => {
    const key = newKey()
    const [first, second, third] = await offers(SIMPLE, 3)
    const cookie = [{ product_id: first as number, quantity: 2 }]
    const added = changeGuestCartCall.response.parse(
      await ok(await change({ key, lines: cookie, intent: 'add', product_id: second })),
    )
    expect(lines(added.cart)).toEqual([
      [second, 1],
      [first, 2],
    ])
    // Held now: another cookie is not what the cart is.
    expect(lines(await list(key, [{ product_id: third as number, quantity: 5 }]))).toEqual(lines(added.cart))
    await ok(await change({ key, intent: 'quantity', product_id: first, quantity: 4 }))
    await ok(await change({ key, intent: 'remove', product_id: second }))
    expect(lines(await list(key))).toEqual([[first, 4]])
  })

  it('refuses what a buyer’s cart refuses, and is unchanged after', async () => {
    const key = newKey()
    const [inStock] = await offers(SIMPLE, 1)
    const [notInStock] = await offers(`o.availability = 'not_in_stock'`, 1)
    await ok(await change({ key, intent: 'add', product_id: inStock }))
    expect((await refused(await change({ key, intent: 'add', product_id: notInStock }), 422)).error).toBe(
      'Товара нет в наличии',
    )
    expect((await refused(await change({ key, intent: 'add', product_id: 2_000_000_000 }), 404)).error).toBe(
      'Товар не найден',
    )
    expect(
      (await refused(await change({ key, intent: 'quantity', product_id: notInStock, quantity: 2 }), 404)).error,
    ).toBe('Этого товара нет в корзине')
    expect(lines(await list(key))).toEqual([[inStock, 1]])
    // A key that is not one of ours is refused as a field.
    expect(
      (await refused(await change({ key: 'short', intent: 'add', product_id: inStock }), 400)).fields,
    ).toHaveProperty('key')
  })

  it('holds at most the line limit', async () => {
    const key = newKey()
    const ids = await offers(SIMPLE, CART_MAX_LINES + 1)
    const cookie = ids.slice(0, CART_MAX_LINES).map((product_id) => ({ product_id, quantity: 1 }))
    const over = await change({ key, lines: cookie, intent: 'add', product_id: ids[CART_MAX_LINES] })
    expect((await refused(over, 422)).error).toBe(`В корзине может быть не больше ${CART_MAX_LINES} товаров`)
    expect(await list(key)).toEqual([])
  })
})
