import { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { handle } from '#backend/lib/http.ts'
import { pagination } from '#backend/lib/pagination.ts'
import { getSitemapProductsCall, SITEMAP_PRODUCTS_PER_PAGE } from '#contract/sitemap.ts'
import * as repo from './sitemap.repository.ts'

export function sitemapRoutes(db: Database): Hono {
  const app = new Hono()
  handle(app, getSitemapProductsCall, async ({ query }) => {
    const page = query?.page ?? 1
    const perPage = SITEMAP_PRODUCTS_PER_PAGE
    const [rows, total] = await Promise.all([
      repo.listProductAddresses(db, (page - 1) * perPage, perPage),
      repo.countProducts(db),
    ])
    return {
      products: rows.map((row) => ({ slug: row.slug, updated_at: new Date(row.updated_at).toISOString() })),
      pagination: pagination({ page, per_page: perPage }, total),
    }
  })
  return app
}
