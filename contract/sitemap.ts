/**
 * Our own addition to the legacy API (not in SPEC §7): product addresses for sitemap.xml, in large pages,
 * so crawlers can find every product without the storefront walking the catalogue.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { paginationSchema } from './products.ts'

export const SITEMAP_PRODUCTS_PER_PAGE = 10_000

export const getSitemapProductsCall = defineCall({
  method: 'GET',
  path: '/api/front/sitemap/products',
  query: z
    .object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
    .strict()
    .optional(),
  response: z.object({
    products: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
    pagination: paginationSchema,
  }),
})
