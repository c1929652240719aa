/**
 * The price shown is the price paid (SPEC §9): every price a listing, a product page or a price filter shows is what
 * the cart then charges — the price with VAT where the seller quotes net prices — and «cheapest seller» is cheapest
 * by that price.
 */
import { describe, expect, it } from 'vitest'
import { buildPath } from '#contract/call.ts'
import { type CartItem, cartSums, listCartByIdsCall } from '#contract/cart.ts'
import { payablePrice } from '#contract/money.ts'
import { getMasterProductBySlugCall } from '#contract/products.ts'
import { listAll, postJson, query, request } from '#tests/support/catalog-facts.ts'

/** What the cart charges for one unit of each offer, by offer id. */
async function chargedForOne(offerIds: readonly number[]): Promise<Map<number, number>> {
  const charged = new Map<number, number>()
  for (let at = 0; at < offerIds.length; at += 200) {
    const data = offerIds.slice(at, at + 200).map((product_id) => ({ product_id, quantity: 1 }))
    const response = await postJson(listCartByIdsCall.path, { data })
    expect(response.status).toBe(200)
    const { cart } = listCartByIdsCall.response.parse(await response.json())
    for (const line of cart) charged.set(line.product_id, cartSums([{ ...line, quantity: 1 } as CartItem]).total)
  }
  return charged
}

describe('the price shown is the price paid', () => {
  it('lists every product at the price the cart charges for one unit of its best offer, sorted by it', async () => {
    const cards = (await listAll({ sort: 'price', direction: 'asc' })).filter(
      (card) => card.offer_id !== null && card.price !== null,
    )
    const paid = cards.map((card) => payablePrice(card) ?? 0)
    expect(paid).toEqual([...paid].sort((a, b) => a - b))
    expect(cards.length).toBeGreaterThan(400)
    const charged = await chargedForOne(cards.map((card) => card.offer_id as number))
    const differing = cards.filter((card) => payablePrice(card) !== charged.get(card.offer_id as number))
    expect(differing.map((card) => card.slug)).toEqual([])
    // The demo catalogue has sellers quoting net prices: the check is not vacuous.
    expect(cards.filter((card) => card.price_gross !== null && card.price_gross !== card.price).length).toBeGreaterThan(
      20,
    )
  })

  it('filters by the price paid', async () => {
    const cards = await listAll({ price_from: 150, price_to: 200 })
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(payablePrice(card), card.slug).toBeGreaterThanOrEqual(150)
    for (const card of cards) expect(payablePrice(card), card.slug).toBeLessThanOrEqual(200)
  })

  it('names as the best offer the cheapest to pay among the soonest available, on the card and the page alike', async () => {
    const products = await query<{ id: number; slug: string }>(
      `select mp.id, mp.slug from master_products mp
       where (select count(*) from offers o where o.master_product_id = mp.id and o.price_gross is not null) > 0
         and (select count(*) from offers o where o.master_product_id = mp.id and o.availability = 'in_stock') > 1
       order by mp.id limit 40`,
    )
    expect(products.length).toBeGreaterThan(10)
    const cards = new Map((await listAll({})).map((card) => [card.id, card]))
    for (const { id, slug } of products) {
      const response = await request(buildPath(getMasterProductBySlugCall.path, { slug }))
      const { product } = getMasterProductBySlugCall.response.parse(await response.json())
      const inStock = product.offers.filter((offer) => offer.availability === 'in_stock')
      const cheapest = Math.min(...inStock.map((offer) => payablePrice(offer) ?? Number.POSITIVE_INFINITY))
      expect(payablePrice(product.offers[0] ?? { price: null, price_gross: null }), slug).toBe(cheapest)
      expect(cards.get(id)?.offer_id, slug).toBe(product.offers[0]?.id)
    }
  })

  it('puts the VAT of the sellers who pay it into the cart’s sums («в т. ч. НДС»), none for the others', async () => {
    const offers = await query<{ id: number; vat_payer: boolean; vat_rate: number }>(
      `select distinct on (m.vat_payer) o.id, m.vat_payer, mp.vat_rate
       from offers o join merchants m on m.id = o.merchant_id join master_products mp on mp.id = o.master_product_id
       where o.price is not null and o.availability = 'in_stock' and mp.vat_rate > 0
       order by m.vat_payer, o.id`,
    )
    expect(offers.map((offer) => offer.vat_payer)).toEqual([false, true])
    const data = offers.map((offer) => ({ product_id: offer.id, quantity: 1 }))
    const { cart, merchants } = listCartByIdsCall.response.parse(
      await (await postJson(listCartByIdsCall.path, { data, merchants: true })).json(),
    )
    const rateOf = (id: number) => cart.find((line) => line.product_id === id)?.vat_rate
    const [exempt, payer] = offers as [(typeof offers)[0], (typeof offers)[0]]
    expect(rateOf(exempt.id)).toBe(0)
    expect(rateOf(payer.id)).toBe(payer.vat_rate)
    const group = merchants?.find((g) => g.items.some((line) => line.product_id === payer.id))
    expect(group?.vat).toBeGreaterThan(0)
    expect(group?.vat).toBe(cartSums(group?.items ?? []).vat)
  })
})
