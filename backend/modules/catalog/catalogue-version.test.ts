/**
 * A price changed through one back-end is served by another within 2 s, though each keeps its catalogue for a
 * minute (decision 050); so is a product's name, a category's, a brand's or a seller's (decision 052). On PostgreSQL when TEST_DATABASE_URL is set (two pools, as two processes), PGlite otherwise.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands, categories, masterProducts, merchants } from '#backend/db/schema.ts'
import { getHomeDataCall } from '#contract/home.ts'
import { getProductsCall } from '#contract/products.ts'
import { changePrice, msUntil, twoBackends } from '#tests/support/two-backends.ts'
import { readCatalogueVersion } from './catalog.repository.ts'

const backends = twoBackends()

async function homePage(transport: { fetch: (request: Request) => Response | Promise<Response>; baseUrl: string }) {
  const answer = await transport.fetch(new Request(new URL(getHomeDataCall.path, transport.baseUrl)))
  expect(answer.status).toBe(200)
  return {
    version: Number(answer.headers.get('X-Catalogue-Version')),
    body: (await answer.json()) as { master_products: { id: number }[] },
  }
}

describe('the catalogue of two back-ends on one database', () => {
  it('serves a price changed through one from the other within 2 s', async () => {
    const before = await homePage(backends.second)
    const product = before.body.master_products[0]
    expect(product).toBeDefined()
    // Both have it cached now.
    await homePage(backends.first)

    await changePrice(backends.database, product?.id ?? 0, 12_345_678)
    const took = await msUntil(async () => JSON.stringify((await homePage(backends.second)).body).includes('123456.78'))
    expect(took).toBeLessThan(2_000)
    if (process.env.REPORT_STALE_WINDOW) console.info(`stale window on the other back-end: ${took} ms`)
    expect((await homePage(backends.second)).version).toBeGreaterThan(before.version)
  })

  it('raises the version once per transaction however many offers it changed, and every answer names it', async () => {
    const before = await readCatalogueVersion(backends.database.db)
    const { body } = await homePage(backends.first)
    await changePrice(backends.database, body.master_products[1]?.id ?? 0, 7_654_321)
    expect(await readCatalogueVersion(backends.database.db)).toBe(before + 1)
    await msUntil(async () => (await homePage(backends.first)).version === before + 1)
    expect((await homePage(backends.first)).version).toBe(before + 1)
  })

  it('raises it for a change of a product, a category, a brand or a seller, not only of an offer', async () => {
    const { body } = await homePage(backends.first)
    const productId = body.master_products[2]?.id ?? 0
    const { db } = backends.database
    const [product] = await db.select().from(masterProducts).where(eq(masterProducts.id, productId))
    if (!product) throw new Error('no product on the home page')
    const changes = [
      () =>
        db
          .update(masterProducts)
          .set({ name: `${product.name} (новая упаковка)` })
          .where(eq(masterProducts.id, productId)),
      () => db.update(categories).set({ name: 'Перевязочные материалы' }).where(eq(categories.id, product.categoryId)),
      () =>
        db
          .update(brands)
          .set({ name: 'Новый бренд' })
          .where(eq(brands.id, product.brandId ?? 0)),
      () => db.update(merchants).set({ name: 'ООО «Новое имя»' }).where(eq(merchants.id, 1)),
    ]
    for (const change of changes) {
      const before = await readCatalogueVersion(db)
      await change()
      expect(await readCatalogueVersion(db)).toBe(before + 1)
    }
    // And the other back-end serves the new name within the bound.
    const took = await msUntil(async () =>
      JSON.stringify((await homePage(backends.second)).body).includes('(новая упаковка)'),
    )
    expect(took).toBeLessThan(2_000)
  })

  it('names the version on every answer over HTTP: a listing (a POST, so a no-store follows it) and a 400', async () => {
    const version = await readCatalogueVersion(backends.database.db)
    await msUntil(async () => (await homePage(backends.first)).version === version)
    // Served as a process serves it: @hono/node-server's own Response, whose headers a middleware must set through
    // the context — one set on `c.res.headers` after the answer is lost when another adds a header later.
    const server = serve({ fetch: (request) => backends.first.fetch(request), port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    const { port } = server.address() as AddressInfo
    try {
      for (const [body, status] of [
        ['{}', 200],
        ['{"category_slug":"?"}', 400],
      ] as const) {
        const answer = await fetch(`http://127.0.0.1:${port}${getProductsCall.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        })
        expect([answer.status, answer.headers.get('X-Catalogue-Version')]).toEqual([status, String(version)])
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
