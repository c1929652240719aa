import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getHomeDataCall } from '#contract/home.ts'
import { startCall } from '#contract/start.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { createApp } from './app.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 600 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
})
afterAll(() => database.dispose())

const request = (path: string, init?: RequestInit) => app.fetch(new Request(`http://backend.test${path}`, init))

describe(`${startCall.method} ${startCall.path}`, () => {
  it('answers the start data of a guest in the contract shape', async () => {
    const response = await request(startCall.path, { method: 'POST', headers: { Accept: 'application/json' } })
    expect(response.status).toBe(200)
    const start = startCall.response.parse(await response.json())
    expect(start.categories.length).toBeGreaterThanOrEqual(30)
    expect(start.brandList.length).toBeGreaterThanOrEqual(40)
    expect(start.merchantList.length).toBeGreaterThanOrEqual(8)
    expect(start.master_product_count).toBe(600)
    expect(start.user).toBeNull()
    expect(start.cart).toEqual([])
  })

  it('counts a parent category’s products through its children', async () => {
    const start = startCall.response.parse(await (await request(startCall.path, { method: 'POST' })).json())
    const top = start.categories.filter((c) => c.parent_id === 0)
    expect(top.reduce((sum, c) => sum + c.product_count, 0)).toBe(600)
  })

  it('accepts the empty JSON object the legacy client posts', async () => {
    const response = await request(startCall.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(200)
  })

  it('refuses a body that is not JSON, naming the problem', async () => {
    const response = await request(startCall.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Неправильный формат' })
  })
})

describe(`${getHomeDataCall.method} ${getHomeDataCall.path}`, () => {
  it('answers home data in the contract shape', async () => {
    const response = await request(getHomeDataCall.path)
    expect(response.status).toBe(200)
    const home = getHomeDataCall.response.parse(await response.json())
    expect(home.categories.length).toBeGreaterThanOrEqual(8)
    expect(home.categories.every((c) => c.parent_id === 0)).toBe(true)
    expect(home.brands.length).toBeGreaterThanOrEqual(8)
    expect(home.master_products.length).toBeGreaterThanOrEqual(12)
    expect(home.merchants.length).toBeGreaterThanOrEqual(8)
  })

  it('offers the deepest discounts as special offers, each with a sale and a price', async () => {
    const home = getHomeDataCall.response.parse(await (await request(getHomeDataCall.path)).json())
    expect(home.special_offers.length).toBeGreaterThan(0)
    for (const product of home.special_offers) {
      expect(product.sale).toBeGreaterThan(0)
      expect(product.price).not.toBeNull()
    }
    const sales = home.special_offers.map((p) => p.sale ?? 0)
    expect(sales).toEqual([...sales].sort((a, b) => b - a))
  })

  it('shows each popular product with its best offer: an available one at the lowest price', async () => {
    const home = getHomeDataCall.response.parse(await (await request(getHomeDataCall.path)).json())
    const priced = home.master_products.filter((p) => p.price !== null)
    expect(priced.length).toBeGreaterThan(0)
    for (const product of priced) expect(product.price).toBeGreaterThan(0)
    const ids = home.master_products.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    const cheapest = await database.db.execute(
      // The card's price must equal the lowest price to pay among the product's in-stock offers, when it has any.
      `select mp.id, min(coalesce(o.price_gross, o.price)) as min_price from master_products mp join offers o on o.master_product_id = mp.id
       where o.availability = 'in_stock' and o.price is not null group by mp.id`,
    )
    const minByProduct = new Map(
      (cheapest as unknown as { rows: { id: number; min_price: string }[] }).rows.map((r) => [
        r.id,
        Number(r.min_price) / 100,
      ]),
    )
    for (const product of home.master_products) {
      const expected = minByProduct.get(product.id)
      if (expected !== undefined) {
        expect(product.availability).toBe('in_stock')
        expect(product.price_gross ?? product.price).toBe(expected)
      }
    }
  })
})

describe('errors', () => {
  it('answers an unknown path with 404 and a Russian error field', async () => {
    const response = await request('/api/no/such/call')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'К сожалению, запрашиваемая страница не найдена' })
  })
})

describe('demo pictures', () => {
  it('draws an SVG for every product card', async () => {
    const home = getHomeDataCall.response.parse(await (await request(getHomeDataCall.path)).json())
    const first = home.master_products[0]
    expect(first).toBeDefined()
    const response = await request(first?.thumbnail.url ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toContain('<svg')
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await request('/api/media/products/999999.svg')).status).toBe(404)
    expect((await request('/api/media/products/../../etc.svg')).status).toBe(404)
  })
})
