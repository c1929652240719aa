import { and, eq, ne, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { masterProducts, merchants, offers, priceHistory, users } from '#backend/db/schema.ts'
import { listCartByIdsCall } from '#contract/cart.ts'
import { getMasterProductBySlugCall } from '#contract/products.ts'
import {
  createSellerOfferCall,
  findCatalogueProductsCall,
  getSellerOfferCall,
  listSellerOffersCall,
  type SellerOffer,
  updateSellerOfferCall,
} from '#contract/seller-offers.ts'
import { accessTokenOf, caller, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
let admin: string
let buyer: string
/** Two sellers of two demo merchants. */
const sellers: { token: string; merchantId: number }[] = []

const terms = {
  price_gross: 1234.5,
  availability: 'in_stock' as const,
  stock: 40,
  min_order: 2,
  step: 2,
  warehouse_city: 'Казань',
  article: 'SKU-1',
}

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 30 })
  call = caller(createApp({ db: database.db, catalogCacheMs: 0, log: () => {} }))
  admin = await accessTokenOf(database.db, { email: 'operator@offers.test', password: 'пароль оператора', roleId: 2 })
  buyer = await accessTokenOf(database.db, { email: 'buyer@offers.test', password: 'пароль покупателя', roleId: 1 })
  const demo = await database.db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(2)
  for (const [i, merchant] of demo.entries()) {
    const email = `seller-${i}@offers.test`
    const token = await accessTokenOf(database.db, { email, password: 'пароль продавца', roleId: 3 })
    await database.db.update(users).set({ merchantId: merchant.id }).where(eq(users.email, email))
    sellers.push({ token, merchantId: merchant.id })
  }
})
afterAll(() => database.dispose())

const seller = (i: number) => sellers[i] as { token: string; merchantId: number }

async function offerOf(merchantId: number) {
  const [row] = await database.db
    .select({ id: offers.id, productId: offers.masterProductId })
    .from(offers)
    .where(eq(offers.merchantId, merchantId))
    .orderBy(offers.id)
    .limit(1)
  if (!row) throw new Error('the demo merchant has no offer')
  return row
}

const offerOnPage = async (productId: number, offerId: number) => {
  const [product] = await database.db.select().from(masterProducts).where(eq(masterProducts.id, productId))
  const page = getMasterProductBySlugCall.response.parse(
    await ok(await call(getMasterProductBySlugCall, { params: { slug: product?.slug ?? '' } })),
  )
  return page.product.offers.find((o) => o.id === offerId)
}

describe('a seller’s offers', () => {
  it('lists the merchant’s own offers only, found by name or article', async () => {
    const { token, merchantId } = seller(0)
    const all = listSellerOffersCall.response.parse(
      await ok(await call(listSellerOffersCall, { token, query: { per_page: '100' } })),
    )
    const own = await database.db.select({ id: offers.id }).from(offers).where(eq(offers.merchantId, merchantId))
    expect(all.pagination.total).toBe(own.length)
    expect(all.offers.map((o) => o.id).sort()).toEqual(own.map((o) => o.id).sort())

    const first = all.offers[0] as SellerOffer
    const byName = listSellerOffersCall.response.parse(
      await ok(await call(listSellerOffersCall, { token, query: { q: first.product.name } })),
    )
    expect(byName.offers.map((o) => o.id)).toContain(first.id)
  })

  it('changes an offer’s terms; the product page and a cart show the new price at once', async () => {
    const { token, merchantId } = seller(0)
    const { id, productId } = await offerOf(merchantId)
    const changed = updateSellerOfferCall.response.parse(
      await ok(await call(updateSellerOfferCall, { token, params: { id }, body: terms })),
    ).offer
    expect(changed).toMatchObject({ price_gross: 1234.5, stock: 40, min_order: 2, step: 2, article: 'SKU-1' })
    expect(changed.price_net).toBeLessThanOrEqual(1234.5)
    expect((await offerOnPage(productId, id))?.price_gross ?? (await offerOnPage(productId, id))?.price).toBe(1234.5)
    const cart = listCartByIdsCall.response.parse(
      await ok(await call(listCartByIdsCall, { body: { data: [{ product_id: id, quantity: 2 }] } })),
    )
    expect(cart.cart[0]?.price_gross ?? cart.cart[0]?.price).toBe(1234.5)
    const history = await database.db.select().from(priceHistory).where(eq(priceHistory.offerId, id))
    expect(history.map((h) => h.price)).toContain(123_450)

    // Found by its new article.
    const byArticle = listSellerOffersCall.response.parse(
      await ok(await call(listSellerOffersCall, { token, query: { q: 'sku-1' } })),
    )
    expect(byArticle.offers.map((o) => o.id)).toEqual([id])

    // None left in stock: not in stock for buyers, whatever was chosen.
    await ok(await call(updateSellerOfferCall, { token, params: { id }, body: { ...terms, stock: 0 } }))
    expect((await offerOnPage(productId, id))?.availability).toBe('not_in_stock')
  })

  it('refuses bad terms in Russian, naming the fields', async () => {
    const { token, merchantId } = seller(0)
    const { id } = await offerOf(merchantId)
    const noPrice = await refused(
      await call(updateSellerOfferCall, { token, params: { id }, body: { ...terms, price_gross: null, step: 0 } }),
      400,
    )
    expect(noPrice.fields?.price_gross).toEqual(['Укажите цену или выберите «Цена по запросу»'])
    expect(noPrice.fields?.step).toEqual(['Целое число от 1'])
    const negative = await refused(
      await call(updateSellerOfferCall, { token, params: { id }, body: { ...terms, stock: -1, min_order: 1.5 } }),
      400,
    )
    expect(negative.fields?.stock).toEqual(['Остаток — целое число от 0'])
    expect(negative.fields?.min_order).toEqual(['Целое число от 1'])
    // Price on request needs no price.
    await ok(
      await call(updateSellerOfferCall, {
        token,
        params: { id },
        body: { ...terms, price_gross: null, availability: 'price_on_request' },
      }),
    )
  })

  it('offers a catalogue product found by name; the same product twice is refused', async () => {
    const { token, merchantId } = seller(1)
    const offered = database.db
      .select({ id: offers.masterProductId })
      .from(offers)
      .where(eq(offers.merchantId, merchantId))
    const [product] = await database.db
      .select()
      .from(masterProducts)
      .where(notInArray(masterProducts.id, offered))
      .limit(1)
    if (!product) throw new Error('every product is offered')
    const found = findCatalogueProductsCall.response.parse(
      await ok(await call(findCatalogueProductsCall, { token, query: { q: product.name } })),
    )
    expect(found.products.find((p) => p.id === product.id)).toMatchObject({ offer_id: null })

    const created = createSellerOfferCall.response.parse(
      await ok(
        await call(createSellerOfferCall, {
          token,
          body: { ...terms, article: null, master_product_id: product.id },
        }),
      ),
    ).offer
    expect(created).toMatchObject({ product: { id: product.id }, published: true, price_gross: 1234.5 })
    expect((await offerOnPage(product.id, created.id))?.merchant.id).toBe(merchantId)
    const again = await refused(
      await call(createSellerOfferCall, { token, body: { ...terms, article: null, master_product_id: product.id } }),
      409,
    )
    expect(again.error).toBe('Вы уже продаёте этот товар: измените его предложение')
    const twice = await refused(
      await call(createSellerOfferCall, { token, body: { ...terms, master_product_id: 2_000_000_000 } }),
      404,
    )
    expect(twice.error).toBe('Товар не найден')
  })

  it('keeps an article to one offer of the seller', async () => {
    const { token, merchantId } = seller(1)
    const [a, b] = await database.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.merchantId, merchantId))
      .orderBy(offers.id)
      .limit(2)
    await ok(
      await call(updateSellerOfferCall, { token, params: { id: a?.id ?? 0 }, body: { ...terms, article: 'A-1' } }),
    )
    const taken = await refused(
      await call(updateSellerOfferCall, { token, params: { id: b?.id ?? 0 }, body: { ...terms, article: 'A-1' } }),
      409,
    )
    expect(taken.fields?.article).toEqual(['Этот артикул уже есть у другого вашего предложения'])
  })
})

describe('another merchant’s offers', () => {
  it('are neither read nor changed: 404 as if they did not exist', async () => {
    const mine = seller(0)
    const { id } = await offerOf(seller(1).merchantId)
    const [before] = await database.db.select().from(offers).where(eq(offers.id, id))
    expect((await refused(await call(getSellerOfferCall, { token: mine.token, params: { id } }), 404)).error).toBe(
      'Предложение не найдено',
    )
    await refused(await call(updateSellerOfferCall, { token: mine.token, params: { id }, body: terms }), 404)
    const [after] = await database.db.select().from(offers).where(eq(offers.id, id))
    expect(after).toEqual(before)
    // A merchant id in the query names nothing for a seller.
    await refused(
      await call(getSellerOfferCall, {
        token: mine.token,
        params: { id },
        query: { merchant_id: String(seller(1).merchantId) },
      }),
      404,
    )
    const others = await database.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(ne(offers.merchantId, mine.merchantId)))
    const listed = listSellerOffersCall.response.parse(
      await ok(await call(listSellerOffersCall, { token: mine.token, query: { per_page: '100' } })),
    )
    expect(listed.offers.some((o) => others.some((x) => x.id === o.id))).toBe(false)
  })

  it('are the seller’s calls alone: a buyer is refused, the operator only reads', async () => {
    const { id } = await offerOf(seller(1).merchantId)
    await refused(await call(listSellerOffersCall, { token: buyer }), 403)
    await refused(await call(listSellerOffersCall), 401)
    await refused(await call(updateSellerOfferCall, { token: buyer, params: { id }, body: terms }), 403)
    const read = getSellerOfferCall.response.parse(
      await ok(
        await call(getSellerOfferCall, {
          token: admin,
          params: { id },
          query: { merchant_id: String(seller(1).merchantId) },
        }),
      ),
    )
    expect(read.offer.id).toBe(id)
    await refused(await call(updateSellerOfferCall, { token: admin, params: { id }, body: terms }), 403)
  })
})
