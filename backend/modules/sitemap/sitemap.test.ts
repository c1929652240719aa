import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { getSitemapProductsCall } from '#contract/sitemap.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 30 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
})
afterAll(() => database.dispose())

describe(`${getSitemapProductsCall.method} ${getSitemapProductsCall.path}`, () => {
  it('lists every product address with a date', async () => {
    const response = await app.fetch(new Request(`http://backend.test${getSitemapProductsCall.path}`))
    expect(response.status).toBe(200)
    const body = getSitemapProductsCall.response.parse(await response.json())
    expect(body.products).toHaveLength(30)
    expect(body.pagination).toMatchObject({ current_page: 1, total: 30, last_page: 1 })
    for (const product of body.products) expect(Number.isNaN(Date.parse(product.updated_at))).toBe(false)
  })

  it('answers an empty page past the end and 400 for a bad page', async () => {
    const past = await app.fetch(new Request(`http://backend.test${getSitemapProductsCall.path}?page=2`))
    expect(getSitemapProductsCall.response.parse(await past.json()).products).toEqual([])
    const bad = await app.fetch(new Request(`http://backend.test${getSitemapProductsCall.path}?page=0`))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('page')
  })
})
