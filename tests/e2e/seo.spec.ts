import { expect, test } from '@playwright/test'

test.describe('search engines', () => {
  test('robots.txt keeps private pages out and names the sitemap', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /account/')
    expect(robots).toContain('Disallow: /cart/')
    expect(robots).toContain('Disallow: /seller/')
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('the sitemap lists pages, categories, brands and every product', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml')
    expect(index.headers()['content-type']).toContain('application/xml')
    const indexXml = await index.text()
    expect(indexXml).toContain(`<loc>${baseURL}/sitemaps/pages.xml</loc>`)
    expect(indexXml).toContain(`<loc>${baseURL}/sitemaps/products-1.xml</loc>`)
    const pages = await (await request.get('/sitemaps/pages.xml')).text()
    expect(pages).toContain(`<loc>${baseURL}/privacy-policy</loc>`)
    expect(pages).toMatch(/<loc>[^<]+\/catalog\/[a-z0-9-]+<\/loc>/)
    expect(pages).toMatch(/<loc>[^<]+\/brands\/[a-z0-9-]+<\/loc>/)
    const products = await (await request.get('/sitemaps/products-1.xml')).text()
    // The demo catalogue's 600, and the products other specs' sellers have had approved meanwhile.
    const urls = products.match(/<loc>[^<]+<\/loc>/g) ?? []
    expect(urls.length).toBeGreaterThanOrEqual(600)
    expect(urls.filter((loc) => !/\/product\/[a-z0-9-]+<\/loc>$/.test(loc))).toEqual([])
    expect((await request.get('/sitemaps/products-99.xml')).status()).toBe(404)
  })

  test('a product page has a canonical URL, Open Graph and Product data with its offers', async ({ page, baseURL }) => {
    await page.goto('/catalog')
    const href = (await page.locator('.catalog__main .product-card a').first().getAttribute('href')) ?? ''
    await page.goto(`${href}?utm_source=test`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${href}`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    await expect(page).toHaveTitle(`${name} — Медицинский маркетплейс`)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
    const product = data.find((d) => d['@type'] === 'Product') as { name: string; offers?: { '@type': string } }
    expect(product.name).toBe(name)
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)
  })

  test('anonymous catalogue pages may be cached by a CDN briefly, and by no browser', async ({ request }) => {
    const response = await request.get('/catalog')
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
  })
})
