import { z } from 'zod'
import { defineCall } from './call.ts'
import { cartItemSchema } from './cart.ts'
import { brandSchema, categorySchema, merchantSchema } from './catalog.ts'
import { userSchema } from './users.ts'

/**
 * The start-up call: what every page needs (SPEC §7). A guest gets `user: null` and an empty cart.
 * The storefront treats a response without categories, brands or merchants as broken (the 500 page).
 */
export const startCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/users/start',
  // The legacy client posts no body or an empty object.
  body: z.object({}).passthrough().optional(),
  response: z.object({
    categories: z.array(categorySchema),
    brandList: z.array(brandSchema),
    merchantList: z.array(merchantSchema),
    user: userSchema.nullable(),
    cart: z.array(cartItemSchema),
    master_product_count: z.number().int().nonnegative(),
  }),
})
export type StartData = z.infer<typeof startCall.response>
