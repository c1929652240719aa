import { z } from 'zod'
import { defineCall } from './call.ts'
import { brandSchema, categorySchema, merchantSchema, productCardSchema } from './catalog.ts'

/** Home page data (SPEC §3): top categories, brands, popular products, special offers, sellers. */
export const getHomeDataCall = defineCall({
  method: 'GET',
  path: '/api/front/v2/home/getHomeData',
  response: z.object({
    brands: z.array(brandSchema),
    categories: z.array(categorySchema),
    master_products: z.array(productCardSchema),
    /** Products whose best offer is on sale (our addition to the legacy fields). */
    special_offers: z.array(productCardSchema),
    merchants: z.array(merchantSchema),
  }),
})
export type HomeData = z.infer<typeof getHomeDataCall.response>
