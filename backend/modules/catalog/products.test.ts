import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { errorResponseSchema } from '#contract/call.ts'
import type { Availability, ProductCard } from '#contract/catalog.ts'
import {
  getMasterProductByIdCall,
  getMasterProductBySlugCall,
  getProductsByIdsCall,
  getProductsCall,
  MAX_PRODUCTS_PER_PAGE,
  type ProductFilters,
} from '#contract/products.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { searchWords, withDescendants, wordsToTsquery } from './products.service.ts'

/** What the tables say about a product, read without the derived tables the back-end keeps. */
interface Fact {
  id: number
  slug: string
  name: string
  categoryId: number
  brandSlug: string | null
  popularity: number
  rating: number
  createdAt: number
  ordersCount: number
  /** The best offer's price in rubles (soonest available, then cheapest); null for price on request. */
  price: number | null
  hasOffers: boolean
  merchants: Set<number>
  availabilities: Set<Availability>
}

let database: TestDatabase
let app: ReturnType<typeof createApp>
const facts = new Map<number, Fact>()
let categories: { id: number; parent_id: number; sort: number; slug: string; name: string }[] = []

async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(text))
}

async function loadFacts() {
  facts.clear()
  const products = await query<{
    id: number
    slug: string
    name: string
    category_id: number
    brand_slug: string | null
    popularity: number
    rating: number
    created_at: number
    orders_count: number
  }>(
    `select mp.id, mp.slug, mp.name, mp.category_id, b.slug as brand_slug, mp.popularity, mp.rating,
            (extract(epoch from mp.created_at) * 1000)::float8 as created_at, mp.orders_count
     from master_products mp left join brands b on b.id = mp.brand_id`,
  )
  const best = await query<{ id: number; price: string | number | null }>(
    `select distinct on (o.master_product_id) o.master_product_id as id, o.price
     from offers o
     order by o.master_product_id,
              case o.availability
                when 'in_stock' then 0 when 'on_order' then 1 when 'price_on_request' then 2 else 3 end,
              o.price asc nulls last, o.id`,
  )
  const offers = await query<{ id: number; merchant_id: number; availability: Availability }>(
    'select master_product_id as id, merchant_id, availability from offers',
  )
  for (const p of products) {
    facts.set(p.id, {
      id: p.id,
      slug: p.slug,
      name: p.name,
      categoryId: p.category_id,
      brandSlug: p.brand_slug,
      popularity: p.popularity,
      rating: Number(p.rating),
      createdAt: Number(p.created_at),
      ordersCount: p.orders_count,
      price: null,
      hasOffers: false,
      merchants: new Set(),
      availabilities: new Set(),
    })
  }
  for (const b of best) {
    const fact = facts.get(b.id)
    if (fact) fact.price = b.price == null ? null : Number(b.price) / 100
  }
  for (const o of offers) {
    const fact = facts.get(o.id)
    if (!fact) continue
    fact.hasOffers = true
    fact.merchants.add(o.merchant_id)
    fact.availabilities.add(o.availability)
  }
  categories = await query('select id, parent_id, sort, slug, name from categories')
}

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 600 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
  await loadFacts()
})
afterAll(() => database.dispose())

const request = (path: string, init?: RequestInit) => app.fetch(new Request(`http://backend.test${path}`, init))
const postJson = (path: string, body: unknown) =>
  request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function list(filters: ProductFilters) {
  const response = await postJson(getProductsCall.path, filters)
  expect(response.status).toBe(200)
  return getProductsCall.response.parse(await response.json())
}

/** Every product of a listing, page after page. */
async function listAll(filters: Omit<ProductFilters, 'page' | 'per_page'>): Promise<ProductCard[]> {
  const products: ProductCard[] = []
  for (let page = 1; ; page++) {
    const answer = await list({ ...filters, page, per_page: MAX_PRODUCTS_PER_PAGE })
    products.push(...answer.products)
    if (page >= answer.pagination.last_page) return products
  }
}

async function badRequest(body: unknown) {
  const response = await postJson(getProductsCall.path, body)
  expect(response.status).toBe(400)
  return errorResponseSchema.parse(await response.json())
}

const fact = (id: number): Fact => {
  const found = facts.get(id)
  if (!found) throw new Error(`no product ${id}`)
  return found
}
const ids = (products: readonly { id: number }[]) => products.map((p) => p.id)
const listed = () => [...facts.values()].filter((f) => f.hasOffers)
const categoryIdsOf = (slug: string) => {
  const category = categories.find((c) => c.slug === slug)
  if (!category) throw new Error(`no category ${slug}`)
  return new Set(
    withDescendants(
      category.id,
      categories.map((c) => ({ ...c, description: null, product_count: 0 })),
    ),
  )
}

/** The expected order: the key in the direction asked, ties by id in the same direction. */
function expectedOrder(key: (f: Fact) => number, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1
  return listed()
    .sort((a, b) => sign * (key(a) - key(b)) || sign * (a.id - b.id))
    .map((f) => f.id)
}

describe(`${getProductsCall.method} ${getProductsCall.path}`, () => {
  it('lists every offered product, most popular first, 24 a page', async () => {
    const answer = await list({})
    expect(answer.pagination).toEqual({ current_page: 1, total: listed().length, per_page: 24, last_page: 25 })
    expect(answer.products).toHaveLength(24)
    expect(ids(answer.products)).toEqual(expectedOrder((f) => f.popularity, 'desc').slice(0, 24))
  })

  it('shows on each card the best offer: the soonest available, then the cheapest', async () => {
    for (const card of await listAll({ category: 'perchatki-meditsinskie' })) {
      expect(card.price).toBe(fact(card.id).price)
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
      expect(answer.facets).toEqual({ brands: [], merchants: [], price: { min: null, max: null } })
    })
  })

  describe('filters', () => {
    it('keeps a category with all the categories below it', async () => {
      const inCategory = categoryIdsOf('rashodnye-materialy')
      expect(inCategory.size).toBeGreaterThan(3)
      const products = await listAll({ category: 'rashodnye-materialy' })
      expect(new Set(ids(products))).toEqual(
        new Set(
          listed()
            .filter((f) => inCategory.has(f.categoryId))
            .map((f) => f.id),
        ),
      )
    })

    it('answers 404 for an unknown category', async () => {
      const response = await postJson(getProductsCall.path, { category: 'net-takoy-kategorii' })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'К сожалению, запрашиваемая страница не найдена' })
    })

    it('keeps products of any of the brands asked for', async () => {
      const brands = ['medprofi', 'kyomedic']
      const products = await listAll({ brands })
      const expected = listed().filter((f) => f.brandSlug !== null && brands.includes(f.brandSlug))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
      expect((await list({ brands: ['net-takogo-brenda'] })).pagination.total).toBe(0)
    })

    it('keeps products with an offer from any of the sellers asked for', async () => {
      const products = await listAll({ merchants: [3, 5] })
      const expected = listed().filter((f) => f.merchants.has(3) || f.merchants.has(5))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('keeps products with an offer in any of the states asked for', async () => {
      const products = await listAll({ availability: ['on_order', 'not_in_stock'] })
      const expected = listed().filter((f) => f.availabilities.has('on_order') || f.availabilities.has('not_in_stock'))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('keeps products whose card price is within the range, both ends included', async () => {
      const sample = listed()
        .map((f) => f.price)
        .filter((p): p is number => p !== null)
        .sort((a, b) => a - b)
      const from = sample[100] as number
      const to = sample[200] as number
      const products = await listAll({ price_from: from, price_to: to })
      const expected = listed().filter((f) => f.price !== null && f.price >= from && f.price <= to)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
      expect(products.every((p) => p.price !== null && p.price >= from && p.price <= to)).toBe(true)
      expect(ids(products)).toContain(expected.find((f) => f.price === from)?.id)
      expect(ids(products)).toContain(expected.find((f) => f.price === to)?.id)
    })

    it('applies all filters together', async () => {
      const inCategory = categoryIdsOf('diagnosticheskoe-oborudovanie')
      const filters = {
        category: 'diagnosticheskoe-oborudovanie',
        merchants: [2, 4, 9],
        availability: ['in_stock'] as Availability[],
        price_from: 1000,
        price_to: 50_000,
      }
      const expected = listed().filter(
        (f) =>
          inCategory.has(f.categoryId) &&
          [2, 4, 9].some((m) => f.merchants.has(m)) &&
          f.availabilities.has('in_stock') &&
          f.price !== null &&
          f.price >= 1000 &&
          f.price <= 50_000,
      )
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(await listAll(filters)))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('refuses a price range that starts above its end, naming price_from', async () => {
      const answer = await badRequest({ price_from: 500, price_to: 100 })
      expect(answer.fields?.price_from).toEqual(['Цена «от» больше цены «до»'])
    })

    it('refuses unknown fields and wrong types, naming them', async () => {
      expect((await badRequest({ colour: 'red' })).fields).toHaveProperty('colour')
      expect((await badRequest({ sort: 'cheapest' })).fields).toHaveProperty('sort')
      expect((await badRequest({ merchants: ['a'] })).fields).toHaveProperty('merchants.0')
      expect((await badRequest({ availability: ['soon'] })).fields).toHaveProperty('availability.0')
      expect((await badRequest({ price_to: -1 })).fields).toHaveProperty('price_to')
    })
  })

  describe('facets', () => {
    it('count brands and sellers of the category, with its price range', async () => {
      const inCategory = categoryIdsOf('laboratornoe-oborudovanie')
      const scope = listed().filter((f) => inCategory.has(f.categoryId))
      const { facets, pagination } = await list({ category: 'laboratornoe-oborudovanie' })
      expect(pagination.total).toBe(scope.length)
      const brandCounts = Object.fromEntries(facets.brands.map((b) => [b.slug, b.count]))
      const expectedBrands: Record<string, number> = {}
      for (const f of scope) if (f.brandSlug) expectedBrands[f.brandSlug] = (expectedBrands[f.brandSlug] ?? 0) + 1
      expect(brandCounts).toEqual(expectedBrands)
      for (const merchant of facets.merchants) {
        expect(merchant.count).toBe(scope.filter((f) => f.merchants.has(merchant.id)).length)
      }
      expect(facets.merchants.length).toBe(new Set(scope.flatMap((f) => [...f.merchants])).size)
      const prices = scope.map((f) => f.price).filter((p): p is number => p !== null)
      expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    })

    it('count each facet under the other filters but not its own', async () => {
      const base = { category: 'laboratornoe-oborudovanie' }
      const plain = await list(base)
      const brand = plain.facets.brands[0]
      expect(brand).toBeDefined()
      const filtered = await list({ ...base, brands: [brand?.slug ?? ''] })
      // The brand facet ignores the brand filter, so choosing one keeps the others on offer with their counts.
      expect(filtered.facets.brands).toEqual(plain.facets.brands)
      expect(filtered.pagination.total).toBe(brand?.count)
      // The seller facet does apply it.
      const inCategory = categoryIdsOf('laboratornoe-oborudovanie')
      const ofBrand = listed().filter((f) => inCategory.has(f.categoryId) && f.brandSlug === brand?.slug)
      for (const merchant of filtered.facets.merchants) {
        expect(merchant.count).toBe(ofBrand.filter((f) => f.merchants.has(merchant.id)).length)
      }
      // And the price range applies the others but not the price filter itself.
      const priced = await list({ ...base, brands: [brand?.slug ?? ''], price_from: 1_000_000 })
      expect(priced.facets.price).toEqual(filtered.facets.price)
    })

    it('keep a chosen brand or seller listed when nothing is left of it', async () => {
      const answer = await list({ category: 'perchatki-meditsinskie', brands: ['dentaro'], merchants: [999] })
      expect(answer.pagination.total).toBe(0)
      expect(answer.facets.brands).toContainEqual({
        id: expect.any(Number),
        slug: 'dentaro',
        name: 'Dentaro',
        count: 0,
      })
      expect(answer.facets.merchants).toEqual([])
    })

    it('sort names in Russian order', async () => {
      const { facets } = await list({})
      const names = facets.merchants.map((m) => m.name)
      expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare))
    })
  })

  describe('search', () => {
    const glovesIds = () =>
      listed()
        .filter((f) => f.name.startsWith('Перчатки'))
        .map((f) => f.id)

    for (const word of ['перчатки', 'перчаток', 'перчатк', 'Перчатки']) {
      it(`finds all gloves by «${word}»`, async () => {
        const expected = glovesIds()
        expect(expected.length).toBeGreaterThan(10)
        expect(new Set(ids(await listAll({ search: word })))).toEqual(new Set(expected))
      })
    }

    it('finds tonometers by «тонометр»', async () => {
      const products = await listAll({ search: 'тонометр' })
      const expected = listed().filter((f) => f.name.startsWith('Тонометр'))
      expect(expected.length).toBeGreaterThan(3)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('finds the brand’s products of a kind by brand name and kind', async () => {
      const [brand] = await query<{ slug: string; name: string }>(
        `select b.slug, b.name from brands b join master_products mp on mp.brand_id = b.id
         where mp.name like 'Тонометр%' group by b.slug, b.name order by count(*) desc, b.slug limit 1`,
      )
      if (!brand) throw new Error('no brand makes tonometers in the demo catalogue')
      const products = await listAll({ search: `${brand.name} тонометры` })
      const expected = listed().filter((f) => f.brandSlug === brand.slug && f.name.startsWith('Тонометр'))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('finds gloves despite a wrong letter', async () => {
      for (const search of ['перчятки', 'перчятки нитриловые', 'пирчатки']) {
        const products = await listAll({ search })
        expect(products.length, search).toBeGreaterThan(0)
        expect(
          products.every((p) => p.name.startsWith('Перчатки')),
          search,
        ).toBe(true)
      }
    })

    it('puts better matches first, then the more popular', async () => {
      const products = await listAll({ search: 'одноразовые' })
      // Products named so come before those only in such a category or described so.
      const named = products.map((p) => /одноразов/i.test(p.name))
      expect(named.indexOf(false)).toBeGreaterThan(0)
      expect(named.slice(named.indexOf(false))).not.toContain(true)
      // Exactly: text rank, then popularity, then id.
      const ranks = new Map(
        (
          await query<{ id: number; rank: number }>(
            `select id, ts_rank(search_vector, to_tsquery('russian', 'одноразов:*')) as rank from master_products
             where id in (${ids(products).join(',')})`,
          )
        ).map((r) => [r.id, Number(r.rank)]),
      )
      const expected = [...products].sort(
        (a, b) =>
          (ranks.get(b.id) ?? 0) - (ranks.get(a.id) ?? 0) ||
          fact(b.id).popularity - fact(a.id).popularity ||
          b.id - a.id,
      )
      expect(ids(products)).toEqual(ids(expected))
    })

    it('sorts search results as asked and counts facets over them', async () => {
      const answer = await list({ search: 'перчатки', sort: 'price', per_page: MAX_PRODUCTS_PER_PAGE })
      const prices = answer.products.map((p) => p.price ?? Number.POSITIVE_INFINITY)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(answer.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(answer.pagination.total)
    })

    it('searches within a category', async () => {
      expect((await list({ search: 'перчатки', category: 'tonometry' })).pagination.total).toBe(0)
      expect((await list({ search: 'перчатки', category: 'perchatki-nitrilovye' })).pagination.total).toBe(
        listed().filter((f) => f.name.startsWith('Перчатки') && categoryIdsOf('perchatki-nitrilovye').has(f.categoryId))
          .length,
      )
    })

    it('treats a search without words as none', async () => {
      expect((await list({ search: '  !!  ' })).pagination.total).toBe(listed().length)
    })
  })
})

describe(`${getProductsByIdsCall.method} ${getProductsByIdsCall.path}`, () => {
  const byIds = async (body: unknown) => {
    const response = await postJson(getProductsByIdsCall.path, body)
    expect(response.status).toBe(200)
    return getProductsByIdsCall.response.parse(await response.json()).products
  }

  it('answers cards in the order asked, unknown ids left out, repeated ids once', async () => {
    expect(ids(await byIds({ ids: [42, 7, 999_999, 42, 300] }))).toEqual([42, 7, 300])
    expect(await byIds({ ids: [] })).toEqual([])
    expect(await byIds({ ids: [999_998, 999_999] })).toEqual([])
  })

  it('answers the same cards as the listing', async () => {
    const page = (await list({ per_page: 10 })).products
    expect(await byIds({ ids: ids(page) })).toEqual(page)
  })

  it('refuses more than 100 ids or ids that are not positive integers', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1)
    expect((await postJson(getProductsByIdsCall.path, { ids: tooMany })).status).toBe(400)
    expect((await postJson(getProductsByIdsCall.path, { ids: [0] })).status).toBe(400)
    expect((await postJson(getProductsByIdsCall.path, { ids: ['1'] })).status).toBe(400)
  })
})

describe(`${getMasterProductBySlugCall.method} ${getMasterProductBySlugCall.path}`, () => {
  /** A product with a brand, several priced offers and brand-mates in its category. */
  async function richProduct() {
    const [row] = await query<{ id: number; slug: string; offers: number }>(
      `select mp.id, mp.slug, count(o.id)::int as offers
       from master_products mp join offers o on o.master_product_id = mp.id
       where mp.brand_id is not null and o.price is not null
         and (select count(*) from master_products g
              where g.brand_id = mp.brand_id and g.category_id = mp.category_id) > 2
       group by mp.id having count(o.id) >= 3 order by mp.id limit 1`,
    )
    if (!row) throw new Error('no suitable product in the demo catalogue')
    return row
  }

  const bySlug = async (slug: string) => {
    const response = await request(`/api/v2/front/products/getMasterProductBySlug/${encodeURIComponent(slug)}`)
    expect(response.status).toBe(200)
    return getMasterProductBySlugCall.response.parse(await response.json())
  }

  it('answers the product with all its offers, the best first', async () => {
    const { id, slug } = await richProduct()
    const { product } = await bySlug(slug)
    expect(product.id).toBe(id)
    const [count] = await query<{ n: number }>(`select count(*)::int as n from offers where master_product_id = ${id}`)
    expect(product.offers).toHaveLength(count?.n ?? -1)
    expect(new Set(product.offers.map((o) => o.id)).size).toBe(product.offers.length)
    expect(product.offers[0]?.price).toBe(fact(id).price)
    for (const offer of product.offers) {
      expect(offer.merchant.name).not.toBe('')
      expect(new Date(offer.price_updated_at).toISOString()).toBe(offer.price_updated_at)
    }
    expect(product.images[0]).toEqual({ url: expect.stringContaining(`${id}`), alt: product.name })
    expect(product.specs.length).toBeGreaterThan(0)
    expect(product.brand?.description).toEqual(expect.any(String))
    expect(product.brand?.product_count).toBe(
      [...facts.values()].filter((f) => f.brandSlug === product.brand?.slug).length,
    )
  })

  it('answers twelve monthly points of the lowest offer price, oldest first', async () => {
    const { id, slug } = await richProduct()
    const { product } = await bySlug(slug)
    expect(product.price_history).toHaveLength(12)
    const dates = product.price_history.map((p) => p.date)
    expect(dates).toEqual([...dates].sort())
    expect(dates.at(-1)).toBe('2026-11-01')
    const lowest = await query<{ date: string; price: string | number }>(
      `select ph.recorded_on::text as date, min(ph.price) as price from price_history ph
       join offers o on o.id = ph.offer_id where o.master_product_id = ${id} group by 1 order by 1`,
    )
    expect(product.price_history).toEqual(lowest.map((r) => ({ date: r.date, price: Number(r.price) / 100 })))
  })

  it('answers the brand’s other products of the category, and the category with its path', async () => {
    const { id, slug } = await richProduct()
    const { product, group, category } = await bySlug(slug)
    const mates = [...facts.values()].filter(
      (f) => f.id !== id && f.hasOffers && f.brandSlug === product.brand?.slug && f.categoryId === product.category_id,
    )
    expect(group.length).toBe(Math.min(12, mates.length))
    expect(group.every((card) => card.id !== id && card.category_id === product.category_id)).toBe(true)
    expect(group.every((card) => card.brand?.slug === product.brand?.slug)).toBe(true)
    expect(category.id).toBe(product.category_id)
    expect(category.path.at(-1)).toEqual({ id: category.id, slug: category.slug, name: category.name })
    const top = categories.find((c) => c.id === category.path[0]?.id)
    expect(top?.parent_id).toBe(0)
    for (const [i, step] of category.path.entries()) {
      if (i > 0) expect(categories.find((c) => c.id === step.id)?.parent_id).toBe(category.path[i - 1]?.id)
    }
  })

  it('answers 404 for an unknown slug', async () => {
    const response = await request('/api/v2/front/products/getMasterProductBySlug/net-takogo-tovara')
    expect(response.status).toBe(404)
    expect(errorResponseSchema.parse(await response.json()).error).toBe(
      'К сожалению, запрашиваемая страница не найдена',
    )
  })
})

describe(`${getMasterProductByIdCall.method} ${getMasterProductByIdCall.path}`, () => {
  it('answers the same product as by slug', async () => {
    const f = fact(77)
    const response = await request('/api/front/products/getMasterProductById/77')
    expect(response.status).toBe(200)
    const { product } = getMasterProductByIdCall.response.parse(await response.json())
    const bySlug = await request(`/api/v2/front/products/getMasterProductBySlug/${f.slug}`)
    expect(product).toEqual(getMasterProductBySlugCall.response.parse(await bySlug.json()).product)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '-3', '99999999999']) {
      const response = await request(`/api/front/products/getMasterProductById/${id}`)
      expect(response.status, id).toBe(404)
      expect(errorResponseSchema.parse(await response.json()).error).toBe(
        'К сожалению, запрашиваемая страница не найдена',
      )
    }
  })
})

describe('search words', () => {
  it('keeps letters and digits of up to eight words, lower-case', () => {
    expect(searchWords('  Перчатки, «нитриловые» M-100 ')).toEqual(['перчатки', 'нитриловые', 'm', '100'])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(searchWords(undefined)).toEqual([])
  })

  it('needs every word, any of its alternatives, each as a prefix; a fleeting vowel may drop', () => {
    expect(wordsToTsquery([['перчаток'], ['нитриловые', 'нитрил']])).toBe(
      '(перчаток:* | перчатк:*) & (нитриловые:* | нитрил:*)',
    )
    expect(wordsToTsquery([['тонометр']])).toBe('тонометр:*')
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
