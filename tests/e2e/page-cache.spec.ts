/**
 * The storefront's page cache (decision 051), through its real HTTP entry: an anonymous visitor's public page is
 * rendered once and served again with its own Content-Security-Policy; a visitor with a cookie of their own gets
 * their page rendered; a hard reload renders afresh; a product page is kept with the view it records for a visitor
 * without a history; and a seller's new offer shows in the catalogue's filters at
 * once, not after the kept copy ages. Plain HTTP requests: one project is enough.
 */
import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { CLOSE } from './account-support.ts'
import { approvedSeller } from './seller-support.ts'

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'no-js', 'plain HTTP requests: one project is enough')
})

const nonceOf = (answer: Response) => /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]

/**
 * A page as a visitor without cookies asks for it (or with the cookies given): plain fetch keeps no cookies, where
 * Playwright's request context would send back the ones a page set.
 */
async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(new URL(path, test.info().project.use.baseURL), { headers })
  expect(answer.status, path).toBe(200)
  const html = await answer.text()
  return { answer, html, nonce: nonceOf(answer), age: answer.headers.get('age') ?? undefined }
}

/**
 * The page as kept: a new visitor's address is looked up for a city once (that page is not kept), and a page is
 * compressed before it is kept, so it may take a request or two.
 */
async function keptPage(path: string, headers: Record<string, string> = {}) {
  let kept: Awaited<ReturnType<typeof page>> | undefined
  await expect
    .poll(
      async () => {
        kept = await page(path, headers)
        return kept.age
      },
      { timeout: 3_000, intervals: [50] },
    )
    .toMatch(/^\d+$/)
  if (!kept) throw new Error(`${path} was never served from the page cache`)
  return kept
}

test('an anonymous visitor’s catalogue page is rendered once and served again with its own policy', async () => {
  const again = await keptPage('/catalog?sort=price_asc')
  const once = await page('/catalog?sort=price_asc')
  expect(once.age).toMatch(/^\d+$/)
  expect(once.html).toBe(again.html)
  expect(once.nonce).toBe(again.nonce)
  // The kept page's scripts carry the nonce its policy names.
  expect(again.nonce).toBeTruthy()
  expect(again.html).toContain(`nonce="${again.nonce}"`)
  expect(again.answer.headers.get('cache-control')).toContain('public')

  // Compressed once when kept: brotli for a browser that takes it.
  const compressed = await page('/catalog?sort=price_asc', { 'Accept-Encoding': 'gzip, deflate, br' })
  expect(compressed.answer.headers.get('content-encoding')).toBe('br')
  expect(compressed.html).toBe(again.html)

  // A visitor with favourites, and a hard reload, get a page rendered for them.
  const own = await page('/catalog?sort=price_asc', { Cookie: 'bh_wishlist=[1]' })
  expect(own.age).toBeUndefined()
  expect(own.nonce).not.toBe(again.nonce)
  expect(own.answer.headers.get('cache-control')).toBe('private, no-store')
  const reloaded = await page('/catalog?sort=price_asc', { 'Cache-Control': 'no-cache' })
  expect(reloaded.age).toBeUndefined()
  expect(reloaded.nonce).not.toBe(again.nonce)
})

test('a product page is kept for new visitors with the view it records, and rendered for one with a history', async ({
  request,
}) => {
  const home = await (await request.get('/', { headers: CLOSE })).text()
  const productPath = /href="(\/product\/[^"?#]+)"/.exec(home)?.[1]
  if (!productPath) throw new Error('the home page links no product')
  const kept = await keptPage(productPath)
  expect(kept.answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^bh_lastviews=%5B\d+%5D;/)])
  // Sent with a cookie: no cache after the storefront may keep it.
  expect(kept.answer.headers.get('cache-control')).toBe('private, no-store')

  const own = await page(productPath, { Cookie: 'bh_lastviews=%5B1%5D' })
  expect(own.age).toBeUndefined()
  expect(own.answer.headers.get('set-cookie')).toMatch(/^bh_lastviews=%5B\d+%2C1%5D;/)
})

/** The `bh_location` cookie of a visitor who chose this city. */
const cityCookie = (city: string, fiasId: string, kladrId: string) =>
  `bh_location=${encodeURIComponent(JSON.stringify({ city, fias_id: fiasId, kladr_id: kladrId }))}`

test('a page is kept per city: each visitor gets the one of their own city', async () => {
  const path = '/catalog?sort=price'
  const kazan = cityCookie('Казань', '93b3df57-4c89-44df-ac42-96f05e9cd3b9', '1600000100000')
  const tver = cityCookie('Тверь', 'c52ea942-555e-45c6-9751-58897717b02f', '6900000100000')
  const inKazan = await keptPage(path, { Cookie: kazan })
  const inTver = await keptPage(path, { Cookie: `_ym_uid=1; ${tver}` })
  const byDefault = await keptPage(path)
  expect(inKazan.html).toContain('Ваш город: Казань')
  expect(inTver.html).toContain('Ваш город: Тверь')
  expect(byDefault.html).toContain('Ваш город: Москва')
  for (const kept of [inKazan, inTver, byDefault]) {
    // Shared caches keep it per cookie; no browser keeps it.
    expect(kept.answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(kept.answer.headers.get('vary')).toMatch(/Cookie/)
  }
  // Served again, each from its own copy.
  expect((await page(path, { Cookie: kazan })).html).toBe(inKazan.html)
  expect((await page(path, { Cookie: tver })).html).toBe(inTver.html)
})

test('a visitor with a viewing history shares the catalogue’s kept page, not the home page that shows it', async () => {
  const history = { Cookie: '_ym_uid=7; bh_lastviews=%5B1%2C2%5D' }
  const catalogue = await keptPage('/catalog?sort=price&page=2')
  const withHistory = await page('/catalog?sort=price&page=2', history)
  expect(withHistory.age).toMatch(/^\d+$/)
  expect(withHistory.html).toBe(catalogue.html)

  await keptPage('/')
  const home = await page('/', history)
  expect(home.age).toBeUndefined()
  expect(home.answer.headers.get('cache-control')).toBe('private, no-store')
})

test('pages of a visitor’s own are never kept: the cart and signing in', async () => {
  for (const path of ['/cart', '/signin']) {
    for (let time = 0; time < 3; time++) expect((await page(path)).age, path).toBeUndefined()
  }
})

test('a seller’s new offer shows in the catalogue’s filters at once, not when the kept copy ages', async ({
  request,
}) => {
  const mark = `Свежесть ${Math.random().toString(36).slice(2, 7)}`
  const company = `ООО «${mark}»`
  const { token } = await approvedSeller(request, company)
  const searchPage = `/catalog?${new URLSearchParams({ search: 'перчатки' })}`
  const kept = await keptPage(searchPage)
  expect(kept.html).not.toContain(mark)

  const products = await request.get('/api/seller/products?q=перчатки', {
    headers: { ...CLOSE, Authorization: `Bearer ${token}` },
  })
  expect(products.ok(), await products.text()).toBe(true)
  const [product] = ((await products.json()) as { products: { id: number; name: string }[] }).products
  if (!product) throw new Error('the demo catalogue has no gloves to offer')
  const offered = await request.post('/api/seller/offers', {
    data: {
      master_product_id: product.id,
      price_gross: 777,
      availability: 'in_stock',
      stock: 5,
      min_order: 1,
      step: 1,
      warehouse_city: 'Казань',
      article: null,
    },
    headers: { ...CLOSE, Authorization: `Bearer ${token}` },
  })
  expect(offered.ok(), await offered.text()).toBe(true)
  // Within the catalogue's own bound (decision 050), before a kept copy could have aged out.
  await expect
    .poll(async () => (await page(searchPage)).html.includes(mark), {
      timeout: 1_900,
      intervals: [100],
    })
    .toBe(true)
})

/** A page's bytes as they come over the wire, undecoded, with the answer's headers. */
function rawPage(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
    get(new URL(path, test.info().project.use.baseURL), { headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => resolve({ headers: answer.headers, bytes: Buffer.concat(chunks) }))
      answer.on('error', reject)
    }).on('error', reject)
  })
}

test('a page rendered afresh goes whole, in the encoding the browser takes best, its length told', async () => {
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes }
  for (const [accepts, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', 'identity'],
  ] as const) {
    // A hard reload: rendered for this request, not the kept copy.
    const answer = await rawPage('/catalog', { 'Accept-Encoding': accepts, 'Cache-Control': 'no-cache' })
    expect(answer.headers['content-encoding'], accepts).toBe(encoding === 'identity' ? undefined : encoding)
    expect(answer.headers['content-length'], accepts).toBe(String(answer.bytes.length))
    expect(answer.headers.vary, accepts).toContain('Accept-Encoding')
    const html = decoders[encoding](answer.bytes).toString('utf8')
    expect(html, accepts).toMatch(/^<!DOCTYPE html>/i)
    expect(html, accepts).toContain('</html>')
    expect(html, accepts).toContain('Каталог')
  }
})
