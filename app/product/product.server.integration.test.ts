/**
 * The product page's loader and its price chart against the real back-end (PGlite, a small demo catalogue): the page
 * carries the chart's address, not its SVG, and the address answers the SVG as a file of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { getHomeDataCall } from '#contract/home.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { inProcess, requestContextFor } from '#tests/support/request-context.ts'
import { loadPriceChart, loadProductPage, priceChartPath } from './product.server.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 30 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
})
afterAll(() => database.dispose())

const contextFor = (path: string) => {
  const request = new Request(`http://shop.test${path}`)
  return { request, context: requestContextFor(request, inProcess(app)) }
}

async function productWithHistory() {
  const { context } = contextFor('/')
  const home = await context.api.call(getHomeDataCall)
  for (const card of home.data?.master_products ?? []) {
    const { request, context: pageContext } = contextFor(`/product/${card.slug}`)
    const page = await loadProductPage(request, pageContext, card.slug)
    if (page.data.chart) return { slug: card.slug, chart: page.data.chart }
  }
  throw new Error('the demo catalogue has a product with a price history')
}

describe('the price chart', () => {
  it('is an address in the page’s data, and an SVG file at that address', async () => {
    const { slug, chart } = await productWithHistory()
    expect(chart).toBe(priceChartPath(slug))
    const { context } = contextFor(chart)
    const answer = await loadPriceChart(context, slug)
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await answer.text()
    expect(svg).toMatch(/^<\?xml [^>]+\?><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" aria-label="Динамика цен"/)
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('is not found for a product that does not exist', async () => {
    const { context } = contextFor('/product/no-such-product/price-chart.svg')
    await expect(loadPriceChart(context, 'no-such-product')).rejects.toMatchObject({ status: 404 })
  })
})
