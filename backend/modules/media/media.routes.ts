/**
 * Pictures of the demo catalogue, drawn on request, and users' profile photos and merchants' logos, stored in the
 * database. All are cached by browsers for a year: they never change (a new photo or logo gets a new random name). Products' certificates and
 * videos: product-files.ts.
 */

import { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { notFound } from '#backend/lib/errors.ts'
import { imageTypeByExtension } from './image-type.ts'
import * as repo from './media.repository.ts'
import { productFilesRoutes } from './product-files.ts'
import { logoSvg, productImageSvg } from './svg.ts'

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  // An SVG opened on its own must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

export const photoHeaders = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  // The type is the one the bytes were recognised as at upload; browsers must not guess another.
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
}

/** A photo's public name: its random id (22 base64url characters) and the extension of its type. */
export const PHOTO_NAME = /^([A-Za-z0-9_-]{22})\.(jpg|png|webp)$/

function parseId(file: string): number {
  const match = /^(\d{1,9})\.svg$/.exec(file)
  if (!match?.[1]) throw notFound()
  return Number(match[1])
}

export function mediaRoutes(db: Database): Hono {
  const app = new Hono()
  app.get('/api/media/products/:file', async (c) => {
    const product = await repo.findProductForImage(db, parseId(c.req.param('file')))
    if (!product) throw notFound()
    return c.body(productImageSvg(product), 200, svgHeaders)
  })
  app.get('/api/media/brands/:file', async (c) => {
    const brand = await repo.findBrandForLogo(db, parseId(c.req.param('file')))
    if (!brand) throw notFound()
    return c.body(logoSvg(brand, 'badge'), 200, svgHeaders)
  })
  app.get('/api/media/merchants/:file', async (c) => {
    const file = c.req.param('file')
    const uploaded = PHOTO_NAME.exec(file)
    if (uploaded) {
      const [, id, extension] = uploaded
      const type = imageTypeByExtension(extension ?? '')
      const logo = id && type ? await repo.findMerchantLogo(db, id) : null
      if (!logo || logo.contentType !== type?.contentType) throw notFound()
      return c.body(new Uint8Array(logo.bytes), 200, { ...photoHeaders, 'Content-Type': logo.contentType })
    }
    const merchant = await repo.findMerchantForLogo(db, parseId(file))
    if (!merchant) throw notFound()
    return c.body(logoSvg(merchant, 'round'), 200, svgHeaders)
  })
  app.get('/api/media/users/:file', async (c) => {
    const [, id, extension] = PHOTO_NAME.exec(c.req.param('file')) ?? []
    const type = imageTypeByExtension(extension ?? '')
    const photo = id && type ? await repo.findUserImage(db, id) : null
    if (!photo || photo.contentType !== type?.contentType) throw notFound()
    return c.body(new Uint8Array(photo.bytes), 200, { ...photoHeaders, 'Content-Type': photo.contentType })
  })
  productFilesRoutes(app, db)
  return app
}
