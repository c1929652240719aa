/**
 * The catalogue's tests read what the tables say about each product (`facts`), without the derived tables the
 * back-end keeps, and compare the calls' answers with it: a seeded database and an app per test file, and the
 * helpers that list and judge. Importing this module sets them up for the importing file.
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { createApp } from '#backend/app.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { withDescendants } from '#backend/modules/catalog/products.service.ts'
import { errorResponseSchema } from '#contract/call.ts'
import type { Availability, ProductCard } from '#contract/catalog.ts'
import { getProductsCall, MAX_PRODUCTS_PER_PAGE, type ProductFilters } from '#contract/products.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

/** What the tables say about a product, read without the derived tables the back-end keeps. */
export interface Fact {
  id: number
  slug: string
  name: string
  categoryId: number
  brandSlug: string | null
  popularity: number
  rating: number
  createdAt: number
  ordersCount: number
  /**
   * The best offer's price in rubles as the buyer pays it, with VAT (soonest available, then cheapest); null for price
   * on request.
   */
  price: number | null
  hasOffers: boolean
  merchants: Set<number>
  availabilities: Set<Availability>
}

export let database: TestDatabase
export let app: ReturnType<typeof createApp>
export const facts = new Map<number, Fact>()
export let categories: { id: number; parent_id: number; sort: number; slug: string; name: string }[] = []

export async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(text))
}

export async function loadFacts() {
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
    `select distinct on (o.master_product_id) o.master_product_id as id, coalesce(o.price_gross, o.price) as price
     from offers o
     order by o.master_product_id,
              case o.availability
                when 'in_stock' then 0 when 'on_order' then 1 when 'price_on_request' then 2 else 3 end,
              coalesce(o.price_gross, o.price) asc nulls last, o.id`,
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

export const request = (path: string, init?: RequestInit) => app.fetch(new Request(`http://backend.test${path}`, init))
export const postJson = (path: string, body: unknown) =>
  request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export async function list(filters: ProductFilters) {
  const response = await postJson(getProductsCall.path, filters)
  expect(response.status).toBe(200)
  return getProductsCall.response.parse(await response.json())
}

/** Every product of a listing, page after page. */
export async function listAll(filters: Omit<ProductFilters, 'page' | 'per_page'>): Promise<ProductCard[]> {
  const products: ProductCard[] = []
  for (let page = 1; ; page++) {
    const answer = await list({ ...filters, page, per_page: MAX_PRODUCTS_PER_PAGE })
    products.push(...answer.products)
    if (page >= answer.pagination.last_page) return products
  }
}

export async function badRequest(body: unknown) {
  const response = await postJson(getProductsCall.path, body)
  expect(response.status).toBe(400)
  return errorResponseSchema.parse(await response.json())
}

export const fact = (id: number): Fact => {
  const found = facts.get(id)
  if (!found) throw new Error(`no product ${id}`)
  return found
}
export const ids = (products: readonly { id: number }[]) => products.map((p) => p.id)
export const listed = () => [...facts.values()].filter((f) => f.hasOffers)
export const categoryIdsOf = (slug: string) => {
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
export function expectedOrder(key: (f: Fact) => number, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1
  return listed()
    .sort((a, b) => sign * (key(a) - key(b)) || sign * (a.id - b.id))
    .map((f) => f.id)
}
