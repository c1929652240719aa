/**
 * The listing's loader against the real back-end (PGlite, a small demo catalogue): a URL that shows 48 products
 * (`?shown=48`, «Показать ещё», decision 033) gets them from one listing call, a view of several pages from a page
 * on merges a few calls into exactly its products, and the counter's numbers stay those of pages of 24.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { inProcess, requestContextFor } from '#tests/support/request-context.ts'
import { loadCatalogPage } from './catalog.server.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>
const listingCalls: { page?: number; per_page?: number }[] = []

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 150 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
})
afterAll(() => database.dispose())

async function page(search: string, slug?: string) {
  listingCalls.length = 0
  const transport = inProcess({
    fetch: async (request) => {
      if (new URL(request.url).pathname === '/api/front/products/getProducts') {
        listingCalls.push((await request.clone().json()) as { page?: number; per_page?: number })
      }
      return app.fetch(request)
    },
  })
  const request = new Request(`http://shop.test/catalog${slug ? `/${slug}` : ''}${search}`)
  const answer = await loadCatalogPage(request, requestContextFor(request, transport), slug)
  return answer.data
}

describe('the catalogue loader', () => {
  it('shows 48 products from one listing call of 48', async () => {
    const { listing } = await page('?shown=48')
    expect(listingCalls).toEqual([expect.objectContaining({ page: 1, per_page: 48 })])
    expect(listing.products).toHaveLength(48)
    expect(listing.pagination).toMatchObject({ current_page: 1, per_page: 24 })
    const [one, two] = [await page(''), await page('?page=2')]
    expect(listing.products.map((p) => p.id)).toEqual(
      [...one.listing.products, ...two.listing.products].map((p) => p.id),
    )
  })

  it('shows pages 2–4 from a few calls, in order and without repeats', async () => {
    const { listing } = await page('?page=2&shown=72')
    expect(listingCalls.length).toBeLessThanOrEqual(3)
    const pages = await Promise.all([2, 3, 4].map((n) => page(`?page=${n}`)))
    expect(listing.products.map((p) => p.id)).toEqual(pages.flatMap((p) => p.listing.products.map((c) => c.id)))
    expect(listing.pagination.current_page).toBe(2)
    expect(listing.pagination.last_page).toBe(Math.ceil(listing.pagination.total / 24))
  })

  it('sends the part of the tree the page draws: the top level and the open branch’s children', async () => {
    const whole = await page('')
    expect(whole.tree.length).toBeGreaterThan(0)
    expect(whole.tree.every((c) => c.parent_id === 0)).toBe(true)
    expect(whole.tree[0]).toEqual({
      id: expect.any(Number),
      parent_id: 0,
      slug: expect.any(String),
      name: expect.any(String),
      product_count: expect.any(Number),
    })

    // A category two levels down: its parents' children and its own are drawn, no other branch's.
    const start = await requestContextFor(new Request('http://shop.test/'), inProcess(app)).startup()
    const categories = start.data?.categories ?? []
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]))
    const deep = categories.find((c) => (parentOf.get(c.parent_id) ?? 0) !== 0)
    if (!deep) throw new Error('the demo catalogue has a category two levels down')
    const open = new Set([deep.id, deep.parent_id, parentOf.get(deep.parent_id) ?? 0])
    const branch = await page('', deep.slug)
    const expected = categories.filter((c) => c.parent_id === 0 || open.has(c.parent_id)).map((c) => c.id)
    expect(branch.tree.map((c) => c.id).sort()).toEqual(expected.sort())
    expect(branch.tree.length).toBeLessThan(categories.length)
    expect(branch.path.map((step) => step.slug).at(-1)).toBe(deep.slug)
  })

  it('says a search found more than it counts, and draws the tree and filters without counts then', async () => {
    const capped = createApp({ db: database.db, catalogCacheMs: 0, searchCountCap: 3, log: () => {} })
    // Another spelling of the same search than the exact page below: the listing calls' answers are cached by body.
    const request = new Request('http://shop.test/catalog?search=перчатк')
    const answer = (await loadCatalogPage(request, requestContextFor(request, inProcess(capped)), undefined)).data
    expect(answer.listing.pagination).toMatchObject({ total: 3, last_page: 1, capped: true })
    expect(answer.facets.brands.length).toBeGreaterThan(0)
    expect(answer.facets.brands.every((brand) => brand.count === null)).toBe(true)
    // The categories holding the results are drawn, without counts; those without results are left out.
    const uncounted = answer.tree.filter((category) => category.product_count === null)
    expect(uncounted.length).toBeGreaterThan(0)
    expect(answer.tree.every((category) => category.product_count === null)).toBe(true)
    const exact = await page('?search=перчатки')
    expect(exact.listing.pagination.capped).toBeUndefined()
    expect(answer.tree.map((c) => c.id).sort()).toEqual(
      exact.tree
        .filter((c) => (c.product_count ?? 0) > 0)
        .map((c) => c.id)
        .sort(),
    )
  })

  it('sends the filters only what they draw: no counts per category beside the tree', async () => {
    const { facets } = await page('?search=перчатки')
    expect(Object.keys(facets).sort()).toEqual(['brands', 'merchants', 'price'])
  })
})
