/**
 * A product's certificates and video (issue 13 item 4, decision 032), with JavaScript on and off: every file link of
 * the «Лицензии и файлы» section answers a PDF; a product with a video plays it in a <video> with a poster (the
 * browser's own player, so without our JavaScript too; with it the test asks the element how far it loaded); the
 * video answers byte ranges; a product without a video shows no video section; axe finds nothing, and the player
 * fits a phone.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import { CLOSE, jsEnabled, openPage, test } from './account-support.ts'
import { axe } from './axe.ts'

interface Detail {
  slug: string
  name: string
  licences: { title: string; url: string }[]
  video_url: string | null
}

/** Demo products, read through the API as the page reads them, until both kinds are found. */
async function demoProducts(request: APIRequestContext) {
  const list = await request.post('/api/front/products/getProducts', { data: { per_page: 96 }, headers: CLOSE })
  expect(list.ok()).toBe(true)
  const { products } = (await list.json()) as { products: { slug: string }[] }
  let withVideo: Detail | undefined
  let withoutVideo: Detail | undefined
  for (const card of products) {
    const answer = await request.get(`/api/v2/front/products/getMasterProductBySlug/${card.slug}`, { headers: CLOSE })
    const { product } = (await answer.json()) as { product: Detail }
    if (product.video_url && product.licences.length > 0) withVideo ??= product
    if (!product.video_url) withoutVideo ??= product
    if (withVideo && withoutVideo) return { withVideo, withoutVideo }
  }
  throw new Error('the demo catalogue lacks a product with a video and certificates, or one without a video')
}

test('every certificate link answers a PDF, and the video plays with a poster', async ({ page, request }) => {
  const { withVideo } = await demoProducts(request)
  await openPage(page, `/product/${withVideo.slug}`)

  const licences = page.locator('#licences').getByRole('link')
  await expect(licences).toHaveCount(withVideo.licences.length)
  for (const link of await licences.all()) {
    const href = (await link.getAttribute('href')) ?? ''
    const file = await request.get(href, { headers: CLOSE })
    expect(file.status(), href).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }

  const section = page.getByRole('region', { name: 'Видео' })
  await expect(section).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Разделы страницы' }).getByRole('link', { name: 'Видео' }),
  ).toHaveCount(1)
  const video = section.locator('video')
  await expect(video).toHaveAttribute('controls', '')
  const poster = await video.getAttribute('poster')
  expect(poster).toMatch(/^\/api\/media\/videos\/\d+\.svg$/)
  const posterFile = await request.get(poster ?? '', { headers: CLOSE })
  expect(posterFile.headers()['content-type']).toContain('image/svg+xml')
  const source = await section.locator('video source').getAttribute('src')
  expect(source).toBe(withVideo.video_url)
  const ranged = await request.get(source ?? '', { headers: { ...CLOSE, Range: 'bytes=0-1023' } })
  expect(ranged.status()).toBe(206)
  expect(ranged.headers()['content-type']).toBe('video/mp4')
  expect(ranged.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/)

  if (jsEnabled()) {
    // The browser loads and decodes it: its length is known and a frame is there to show.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      element.preload = 'auto'
      element.load()
    })
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration)
    expect(duration).toBeGreaterThan(1)
    expect(duration).toBeLessThan(60)
    // Seeking asks for byte ranges, and works.
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          element.addEventListener('seeked', () => resolve(), { once: true })
          element.currentTime = 2
        }),
    )
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull()
  }
})

test('a product without a video shows no video section', async ({ page, request }) => {
  const { withoutVideo } = await demoProducts(request)
  await openPage(page, `/product/${withoutVideo.slug}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Лицензии и файлы' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Видео' })).toHaveCount(0)
  await expect(page.locator('video')).toHaveCount(0)
  await expect(
    page.getByRole('navigation', { name: 'Разделы страницы' }).getByRole('link', { name: 'Видео' }),
  ).toHaveCount(0)
})

test('axe: no violations on a product page with a video; the player fits a phone', async ({ page, request }) => {
  test.skip(!jsEnabled(), 'axe runs in the browser with JavaScript')
  const { withVideo } = await demoProducts(request)
  await openPage(page, `/product/${withVideo.slug}`)
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  const player = await page.locator('#video video').boundingBox()
  expect(player?.width ?? 0).toBeGreaterThan(200)
  expect((player?.x ?? 0) + (player?.width ?? 0)).toBeLessThanOrEqual(375)
})
