/**
 * A product's files (decision 032): its registration certificate as a PDF (`/api/media/licences/{id}.pdf`) and its
 * video (`/api/media/videos/{id}.mp4`) with a poster (`{id}.svg`) and captions (`{id}.vtt`). Each is answered only for a product that links
 * it — another id is a 404, as a missing file. The video is one short demo clip for every product that has a
 * video, answered in byte ranges (206), which browsers need to play and seek a <video>.
 */
import type { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { notFound } from '#backend/lib/errors.ts'
import { licencePath, videoPath } from '#contract/media.ts'
import { demoVideoBase64 } from './demo-video.data.ts'
import { renderLicencePdf } from './licence.pdf.ts'
import * as repo from './media.repository.ts'
import { byteRange } from './range.ts'
import { videoPosterSvg } from './svg.ts'

const SPEC_OF_NUMBER = 'Регистрационное удостоверение'

/** The files change only with a release: a day in caches, and never sniffed as another type. */
const fileHeaders = {
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
}

let demoVideo: Uint8Array<ArrayBuffer> | undefined
const videoBytes = () => {
  demoVideo ??= new Uint8Array(Buffer.from(demoVideoBase64, 'base64'))
  return demoVideo
}

/** WebVTT cue text reads `<`, `&` (and `-->`) as markup: written as entities. */
const cueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function idOf(file: string, extension: string): number {
  const match = new RegExp(`^(\\d{1,9})\\.${extension}$`).exec(file)
  if (!match?.[1]) throw notFound()
  return Number(match[1])
}

export function productFilesRoutes(app: Hono, db: Database): void {
  app.get('/api/media/licences/:file', async (c) => {
    const id = idOf(c.req.param('file'), 'pdf')
    const product = await repo.findProductForFiles(db, id)
    if (!product?.licences.some((licence) => licence.url === licencePath(id))) throw notFound()
    const pdf = await renderLicencePdf({
      name: product.name,
      number: product.specs.find((spec) => spec.name === SPEC_OF_NUMBER)?.value ?? null,
      maker: product.brandName,
      country: product.country,
      category: product.categoryName,
    })
    return c.body(new Uint8Array(pdf), 200, {
      ...fileHeaders,
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `inline; filename="licence-${id}.pdf"`,
    })
  })

  app.get('/api/media/videos/:file', async (c) => {
    const file = c.req.param('file')
    const extension = /\.(mp4|svg|vtt)$/.exec(file)?.[1] ?? 'mp4'
    const id = idOf(file, extension)
    const product = await repo.findProductForFiles(db, id)
    if (product?.videoUrl !== videoPath(id)) throw notFound()
    if (extension === 'vtt') {
      // The demo clip has no sound: its captions say so, and what it shows.
      const captions = `WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n[без звука] Демонстрационное видео о товаре «${cueText(product.name)}»\n`
      return c.body(captions, 200, { ...fileHeaders, 'Content-Type': 'text/vtt; charset=utf-8' })
    }
    if (extension === 'svg') {
      return c.body(videoPosterSvg(product), 200, {
        ...fileHeaders,
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
    }
    const bytes = videoBytes()
    const headers = { ...fileHeaders, 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes' }
    const range = byteRange(c.req.header('range'), bytes.length)
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` })
    }
    if (range === null) return c.body(bytes, 200, { ...headers, 'Content-Length': String(bytes.length) })
    return c.body(bytes.slice(range.start, range.end + 1), 206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
      'Content-Length': String(range.end - range.start + 1),
    })
  })
}
