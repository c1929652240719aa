/**
 * A price changed through one back-end is served by another within 2 s, though each keeps its catalogue for a
 * minute (decision 050). On PostgreSQL when TEST_DATABASE_URL is set (two pools, as two processes), PGlite otherwise.
 */
import { describe, expect, it } from 'vitest'
import { getHomeDataCall } from '#contract/home.ts'
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
})
