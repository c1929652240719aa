import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { payablePrice } from '#contract/money.ts'
import {
  getProductsByIdsCall,
  getProductsCall,
  MAX_PRODUCTS_PER_PAGE,
  type ProductFilters,
} from '#contract/products.ts'
import { badRequest, expectedOrder, type Fact, fact, ids, list, listAll, listed } from '#tests/support/catalog-facts.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

describe(`${getProductsCall.method} ${getProductsCall.path}`, () => {
  it('lists every offered product, most popular first, 24 a page', async () => {
    const answer = await list({})
    expect(answer.pagination).toEqual({ current_page: 1, total: listed().length, per_page: 24, last_page: 25 })
    expect(answer.products).toHaveLength(24)
    expect(ids(answer.products)).toEqual(expectedOrder((f) => f.popularity, 'desc').slice(0, 24))
  })

  it('shows on each card the best offer: the soonest available, then the cheapest to pay', async () => {
    for (const card of await listAll({ category: 'perchatki-meditsinskie' })) {
      expect(payablePrice(card)).toBe(fact(card.id).price)
    }
  })

  describe('sorting', () => {
    const keys = {
      popular: (f: Fact) => f.popularity,
      rating: (f: Fact) => f.rating,
      new: (f: Fact) => f.createdAt,
      order: (f: Fact) => f.ordersCount,
    } as const
    for (const [sort, key] of Object.entries(keys) as [keyof typeof keys, (f: Fact) => number][]) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`sorts by ${sort} ${direction}, ties by id`, async () => {
          expect(ids(await listAll({ sort, direction }))).toEqual(expectedOrder(key, direction))
        })
      }
    }

    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by price ${direction}, products without a price last`, async () => {
        const products = await listAll({ sort: 'price', direction })
        const priced = listed().filter((f) => f.price !== null)
        const unpriced = listed().filter((f) => f.price === null)
        expect(unpriced.length).toBeGreaterThan(0)
        const sign = direction === 'asc' ? 1 : -1
        const order = (list: Fact[]) =>
          list.sort((a, b) => sign * ((a.price ?? 0) - (b.price ?? 0)) || sign * (a.id - b.id)).map((f) => f.id)
        expect(ids(products)).toEqual([...order(priced), ...order(unpriced)])
      })
    }

    it('sorts by price ascending and by the others descending unless told', async () => {
      expect(ids((await list({ sort: 'price' })).products)).toEqual(
        ids((await list({ sort: 'price', direction: 'asc' })).products),
      )
      expect(ids((await list({ sort: 'rating' })).products)).toEqual(
        ids((await list({ sort: 'rating', direction: 'desc' })).products),
      )
    })
  })

  describe('paging', () => {
    it('cuts the list into pages that cover it once', async () => {
      const all = await listAll({})
      expect(all).toHaveLength(listed().length)
      expect(new Set(ids(all)).size).toBe(all.length)
    })

    it('answers the last page with what is left, and a page past the end empty', async () => {
      const total = listed().length
      const lastPage = Math.ceil(total / 7)
      const last = await list({ per_page: 7, page: lastPage })
      expect(last.pagination).toEqual({ current_page: lastPage, total, per_page: 7, last_page: lastPage })
      expect(last.products).toHaveLength(total - (lastPage - 1) * 7)
      const past = await list({ per_page: 7, page: lastPage + 1 })
      expect(past.products).toEqual([])
      expect(past.pagination).toEqual({ current_page: lastPage + 1, total, per_page: 7, last_page: lastPage })
    })

    it(`gives up to ${MAX_PRODUCTS_PER_PAGE} a page and refuses more, or none`, async () => {
      expect((await list({ per_page: MAX_PRODUCTS_PER_PAGE })).products).toHaveLength(MAX_PRODUCTS_PER_PAGE)
      expect((await badRequest({ per_page: MAX_PRODUCTS_PER_PAGE + 1 })).fields).toHaveProperty('per_page')
      expect((await badRequest({ per_page: 0 })).fields).toHaveProperty('per_page')
      expect((await badRequest({ page: 0 })).fields).toHaveProperty('page')
    })

    it('answers an empty list with one (empty) page', async () => {
      const answer = await list({ search: 'щщщщщщщщ' })
      expect(answer.products).toEqual([])
      expect(answer.pagination).toEqual({ current_page: 1, total: 0, per_page: 24, last_page: 1 })
      expect(answer.facets).toEqual({ brands: [], merchants: [], price: { min: null, max: null }, categories: [] })
    })
  })
})

describe('listings kept up to date as offers and names change', () => {
  let small: TestDatabase
  let smallApp: ReturnType<typeof createApp>
  const exec = (text: string) => small.db.execute(text)
  const post = (path: string, body: unknown) =>
    smallApp.fetch(
      new Request(`http://backend.test${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  const cards = async (productIds: number[]) =>
    getProductsByIdsCall.response.parse(await (await post(getProductsByIdsCall.path, { ids: productIds })).json())
      .products
  const listing = async (filters: ProductFilters) =>
    getProductsCall.response.parse(await (await post(getProductsCall.path, filters)).json())

  beforeAll(async () => {
    small = await createTestDatabase({ seedProducts: 40 })
    smallApp = createApp({ db: small.db, catalogCacheMs: 0, log: () => {} })
  })
  afterAll(() => small.dispose())

  it('shows a new best offer on the card as soon as a seller changes it', async () => {
    // One kopeck in stock: the cheapest offer of the catalogue.
    await exec(`insert into offers (master_product_id, merchant_id, price, availability, warehouse_city)
                select 1, m.id, 1, 'in_stock', 'Москва' from merchants m
                where not exists (select 1 from offers o where o.master_product_id = 1 and o.merchant_id = m.id)
                limit 1`)
    expect((await cards([1]))[0]).toMatchObject({ price: 0.01, availability: 'in_stock' })
    expect(ids((await listing({ sort: 'price', per_page: 1 })).products)).toEqual([1])
    await exec(`update offers set availability = 'not_in_stock' where master_product_id = 1 and price = 1`)
    expect((await cards([1]))[0]?.price).not.toBe(0.01)
    expect(ids((await listing({ sort: 'price', per_page: 1 })).products)).not.toEqual([1])
  })

  it('leaves a product nobody offers out of listings, but still answers its card', async () => {
    const before = (await listing({})).pagination.total
    await exec('delete from offers where master_product_id = 2')
    expect((await listing({})).pagination.total).toBe(before - 1)
    expect((await cards([2]))[0]).toMatchObject({ id: 2, price: null, availability: 'not_in_stock', offers_count: 0 })
  })

  it('finds a product by its new name, and by its brand’s new name', async () => {
    await exec(`update master_products set name = 'Кушетка смотровая Ромашка' where id = 3`)
    expect(ids((await listing({ search: 'ромашка' })).products)).toEqual([3])
    await exec(`update brands set name = 'Василёк' where id = (select brand_id from master_products where id = 3)`)
    expect(ids((await listing({ search: 'василек ромашка' })).products)).toEqual([3])
    expect(ids((await listing({ search: 'васильок ромашка' })).products)).toEqual([3])
  })
})
