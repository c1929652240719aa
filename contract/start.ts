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

/**
 * The start-up call's own part for a signed-in visitor: their user and cart. The storefront takes the catalogue's
 * summary from the guest's start-up answer, which its public cache keeps for everyone, and asks only this with the
 * token. Like the start-up call, a dead or missing token answers as a guest (`user: null`, an empty cart), never 401.
 */
export const startOwnCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/users/start/own',
  body: z.object({}).passthrough().optional(),
  response: startCall.response.pick({ user: true, cart: true }),
})
export type StartOwnData = z.infer<typeof startOwnCall.response>
