import zlib from 'node:zlib'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { COMPRESS_FROM_BYTES, encodeDocument, pickEncoding } from './document-encoding.ts'

/** A page-like document of about the catalogue's size: repetitive markup with Cyrillic text. */
const page = Buffer.from(
  `<!DOCTYPE html><html lang="ru"><body>${Array.from(
    { length: 1500 },
    (_, i) =>
      `<article class="product-card"><h3>Перчатки нитриловые, размер ${i % 7}</h3><p>от ${i},50 ₽</p></article>`,
  ).join('')}</body></html>`,
)

describe('encodeDocument', () => {
  it('compresses a page whole in brotli or gzip, and it decodes to the same bytes', async () => {
    const br = await encodeDocument(page, 'br')
    expect(br.encoding).toBe('br')
    expect(br.body.length).toBeLessThan(page.length / 5)
    expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true)

    const gzip = await encodeDocument(page, 'gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(gzip.body.length).toBeLessThan(page.length / 5)
    expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true)
  })

  it('sends as it is a page the client takes plain, and one too small to gain', async () => {
    expect(await encodeDocument(page, 'identity')).toEqual({ body: page, encoding: 'identity' })
    const small = Buffer.from('<!DOCTYPE html><p>Страница</p>')
    expect(small.length).toBeLessThan(COMPRESS_FROM_BYTES)
    expect(await encodeDocument(small, 'br')).toEqual({ body: small, encoding: 'identity' })
  })
})

describe('pickEncoding', () => {
  it('gives brotli, then gzip, else the page itself, as the client takes them', () => {
    const asking = (acceptEncoding?: string) =>
      Object.assign(Object.create(express.request), {
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      }) as express.Request
    expect(pickEncoding(asking('gzip, deflate, br, zstd'))).toBe('br')
    expect(pickEncoding(asking('gzip, deflate'))).toBe('gzip')
    expect(pickEncoding(asking('br;q=0, gzip;q=0.5'))).toBe('gzip')
    expect(pickEncoding(asking('*'))).toBe('br')
    expect(pickEncoding(asking('identity'))).toBe('identity')
    expect(pickEncoding(asking())).toBe('identity')
  })
})
