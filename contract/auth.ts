/**
 * Sign-in (SPEC §7). The access token is opaque; the storefront keeps it in the HttpOnly `bh_token` cookie and sends
 * it as a bearer token. Wrong e-mail or password always answers the same text, never saying which was wrong.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { cartItemSchema } from './cart.ts'
import { userSchema } from './users.ts'

export const signInCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/users/signin',
  body: z
    .object({
      email: z.string().trim().min(1).max(254),
      password: z.string().min(1).max(200),
      token: z.string().max(4000).optional(),
    })
    .strict(),
  response: z.object({ access_token: z.string(), user: userSchema, cart: z.array(cartItemSchema) }),
})
