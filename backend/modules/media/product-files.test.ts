/**
 * Products' files in the demo catalogue (decision 032), against PGlite: every certificate a product links answers a
 * PDF; the video answers MP4 in byte ranges, with its poster; a product that does not link a file gets a 404.
 */
import { isNotNull, isNull, sql } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { masterProducts } from '#backend/db/schema.ts'
import { videoFilesOf } from '#contract/media.ts'
import { demoCatalogue, testBackend } from '#tests/support/api.ts'
import { byteRange } from './range.ts'

const backend = testBackend({ seed: demoCatalogue(160) })
const get = (path: string, headers: Record<string, string> = {}) =>
  backend.app.fetch(new Request(`http://backend.test${path}`, { headers }))

const withVideo = () =>
  backend.db
    .select({ id: masterProducts.id, videoUrl: masterProducts.videoUrl })
    .from(masterProducts)
    .where(isNotNull(masterProducts.videoUrl))

describe('registration certificates', () => {
  it('every licence link of a demo product answers a PDF', async () => {
    const products = await backend.db
      .select({ id: masterProducts.id, licences: masterProducts.licences })
      .from(masterProducts)
      .where(sql`jsonb_array_length(${masterProducts.licences}) > 0`)
    expect(products.length).toBeGreaterThan(10)
    for (const product of products) {
      for (const licence of product.licences) {
        const response = await get(licence.url)
        expect(response.status, licence.url).toBe(200)
        expect(response.headers.get('Content-Type')).toBe('application/pdf')
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
      }
    }
  })

  it("names the product, its maker's country and the certificate's number as text", async () => {
    const [product] = await backend.db
      .select({ id: masterProducts.id, name: masterProducts.name, specs: masterProducts.specs })
      .from(masterProducts)
      .where(sql`jsonb_array_length(${masterProducts.licences}) > 0`)
      .limit(1)
    const bytes = new Uint8Array(await (await get(`/api/media/licences/${product?.id}.pdf`)).arrayBuffer())
    const page = await (await getDocument({ data: bytes, useSystemFonts: false }).promise).getPage(1)
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('')
    const number = product?.specs.find((spec) => spec.name === 'Регистрационное удостоверение')?.value
    expect(number).toMatch(/^РЗН \d{4}\/\d+$/)
    expect(text).toContain(`№ ${number}`)
    expect(text.replace(/\s/g, '')).toContain(product?.name.replace(/\s/g, ''))
    expect(text).toContain('Демонстрационный документ')
  })

  it('is a 404 for a product without one, an unknown product and a wrong name', async () => {
    const [plain] = await backend.db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(sql`jsonb_array_length(${masterProducts.licences}) = 0`)
      .limit(1)
    expect(plain).toBeDefined()
    expect((await get(`/api/media/licences/${plain?.id}.pdf`)).status).toBe(404)
    expect((await get('/api/media/licences/999999.pdf')).status).toBe(404)
    expect((await get('/api/media/licences/abc.pdf')).status).toBe(404)
  })
})

describe('product videos', () => {
  it('answers the whole MP4 and byte ranges (206) for a product with a video', async () => {
    const [product] = await withVideo()
    if (!product?.videoUrl) throw new Error('the demo catalogue has no video')
    const whole = await get(product.videoUrl)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Content-Type')).toBe('video/mp4')
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    const bytes = Buffer.from(await whole.arrayBuffer())
    expect(bytes.length).toBe(Number(whole.headers.get('Content-Length')))
    // An ISO base media file: its first box is `ftyp`.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')

    const first = await get(product.videoUrl, { Range: 'bytes=0-99' })
    expect(first.status).toBe(206)
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-99/${bytes.length}`)
    expect(Buffer.from(await first.arrayBuffer())).toEqual(bytes.subarray(0, 100))
    const open = await get(product.videoUrl, { Range: 'bytes=100-' })
    expect(open.status).toBe(206)
    expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes.subarray(100))
    const last = await get(product.videoUrl, { Range: 'bytes=-10' })
    expect(Buffer.from(await last.arrayBuffer())).toEqual(bytes.subarray(-10))
    const past = await get(product.videoUrl, { Range: `bytes=${bytes.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${bytes.length}`)
  })

  it('answers the poster and captions beside the video, and 404s for a product without a video', async () => {
    const [product] = await withVideo()
    const files = videoFilesOf(product?.videoUrl ?? '')
    expect(files?.poster).toMatch(/^\/api\/media\/videos\/\d+\.svg$/)
    const poster = await get(files?.poster ?? '')
    expect(poster.status).toBe(200)
    expect(poster.headers.get('Content-Type')).toContain('image/svg+xml')
    expect(await poster.text()).toContain('<svg')
    const captions = await get(files?.captions ?? '')
    expect(captions.headers.get('Content-Type')).toContain('text/vtt')
    expect(await captions.text()).toMatch(/^WEBVTT\n/)

    const [plain] = await backend.db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(isNull(masterProducts.videoUrl))
      .limit(1)
    expect((await get(`/api/media/videos/${plain?.id}.mp4`)).status).toBe(404)
    expect((await get(`/api/media/videos/${plain?.id}.svg`)).status).toBe(404)
    expect((await get(`/api/media/videos/${plain?.id}.vtt`)).status).toBe(404)
    expect(videoFilesOf('https://video.example/1.mp4')).toBeNull()
  })
})

describe('byteRange', () => {
  it('reads one range, answers whole for none or several, and refuses one past the end', () => {
    expect(byteRange(undefined, 100)).toBeNull()
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 })
    expect(byteRange('bytes=10-500', 100)).toEqual({ start: 10, end: 99 })
    expect(byteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 })
    expect(byteRange('bytes=0-1,5-6', 100)).toBeNull()
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(byteRange('bytes=20-10', 100)).toBe('unsatisfiable')
  })
})
