/** HTTP of the catalogue: thin, the contract decides paths and shapes. */

import { Hono } from 'hono'
import { notFound } from '#backend/lib/errors.ts'
import { handle } from '#backend/lib/http.ts'
import { getCatalogueVersionCall } from '#contract/catalog.ts'
import { getHomeDataCall } from '#contract/home.ts'
import {
  getMasterProductByIdCall,
  getMasterProductBySlugCall,
  getMasterProductBySlugParams,
  getProductsByIdsCall,
  getProductsCall,
} from '#contract/products.ts'
import type { CatalogService } from './catalog.service.ts'
import type { CatalogueVersion } from './catalogue-version.ts'

/** A path id that is not a positive 32-bit integer names no product: 404, like an unknown one. */
function productId(raw: string | undefined): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : 0
  if (id < 1 || id > 2_147_483_647) throw notFound()
  return id
}

function productSlug(raw: string | undefined): string {
  const parsed = getMasterProductBySlugParams.safeParse({ slug: raw })
  if (!parsed.success) throw notFound()
  return parsed.data.slug
}

export function catalogRoutes(catalog: CatalogService, version: CatalogueVersion): Hono {
  const app = new Hono()
  handle(app, getCatalogueVersionCall, async () => ({ version: await version.current() }))
  handle(app, getHomeDataCall, () => catalog.homeData())
  handle(app, getProductsCall, ({ body }) => catalog.products.listing(body))
  handle(app, getMasterProductBySlugCall, ({ params }) => catalog.products.bySlug(productSlug(params.slug)))
  handle(app, getMasterProductByIdCall, ({ params }) => catalog.products.byId(productId(params.id)))
  handle(app, getProductsByIdsCall, async ({ body }) => ({ products: await catalog.products.cardsByIds(body.ids) }))
  return app
}
