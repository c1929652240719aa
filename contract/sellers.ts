/**
 * A seller's public page (issue 15, decision 044): an approved merchant by its slug, as buyers see it. A pending or
 * blocked merchant, or a slug nobody has, answers 404 alike. Its offers are the catalogue's listing filtered by the
 * seller (`merchants` of getProducts, contract/products.ts). The storefront shows it at /sellers/{slug}.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { merchantSchema } from './catalog.ts'

export const getSellerBySlugParams = z.object({ slug: z.string().min(1).max(200) })

export const getSellerBySlugCall = defineCall({
  method: 'GET',
  path: '/api/front/sellers/:slug',
  /**
   * `rating` is the merchant's buyers' rating, 0 while it has none; `city` is its warehouse city; `min_order` its
   * minimum order sum in rubles (0: none).
   */
  response: z.object({ merchant: merchantSchema }),
})
