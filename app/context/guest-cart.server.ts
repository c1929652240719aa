/**
 * The guest's cart cookies. The back-end holds a guest's cart under the random key of `bh_cart_key` (decision 026),
 * so that changes a browser sends at once all land; the `cart` cookie (SPEC §3: a list of `{product_id, quantity}`,
 * 7 days, SPEC §9) mirrors what the back-end last answered (decision 023), seeds a key that holds nothing yet, and
 * gives the header its count without a call. Both are cleared after sign-in (the cart went to the account) and
 * sign-out. The request context reads them once (app/context/visitor.server.ts); the cart handler
 * (app/context/cart.server.ts) writes them.
 */
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { type CookieJar, cookieNames, expiredCookie, serializeCookie } from '#app/lib/cookies.server.ts'
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItem,
  type CartLine,
  guestCartKeySchema,
} from '#contract/cart.ts'

const guestCartSchema = z
  .array(
    z.object({
      product_id: z.coerce.number().int().positive().max(2_147_483_647),
      quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY),
    }),
  )
  .max(CART_MAX_LINES)

export type GuestCartLine = CartLine

/** The `cart` cookie; anything unreadable counts as an empty cart. */
export function readGuestCart(cookies: CookieJar): GuestCartLine[] {
  const raw = cookies[cookieNames.cart]
  if (!raw) return []
  try {
    const parsed = guestCartSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/**
 * The cookie as the back-end answered the cart: only the offers it knows, with the quantities it prepared. An empty
 * cart removes the cookie. HttpOnly: no script of ours reads it.
 */
export function guestCartCookie(items: readonly Pick<CartItem, 'product_id' | 'quantity'>[]): string {
  if (items.length === 0) return expiredCookie(cookieNames.cart)
  const lines = items.map(({ product_id, quantity }) => ({ product_id, quantity }))
  return serializeCookie(cookieNames.cart, JSON.stringify(lines), {
    httpOnly: true,
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  })
}

/** The key of the guest's cart held by the back-end, or null when there is none (or it is not one of ours). */
export function readGuestCartKey(cookies: CookieJar): string | null {
  const parsed = guestCartKeySchema.safeParse(cookies[cookieNames.cartKey])
  return parsed.success ? parsed.data : null
}

/** A new key: 32 random bytes, unguessable, the guest's only credential for the cart. */
export const newGuestCartKey = () => randomBytes(32).toString('base64url')

export function guestCartKeyCookie(key: string): string {
  return serializeCookie(cookieNames.cartKey, key, { maxAge: CART_COOKIE_MAX_AGE_SECONDS })
}
