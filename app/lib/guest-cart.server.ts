/**
 * The guest's cart cookies. The back-end holds a guest's cart under the random key of `bh_cart_key` (decision 026),
 * so that changes a browser sends at once all land; the `cart` cookie (SPEC §3: a list of `{product_id, quantity}`,
 * 7 days, SPEC §9) mirrors what the back-end last answered (decision 023), seeds a key that holds nothing yet, and
 * gives the header its count without a call. Both are cleared after sign-in (the cart went to the account) and
 * sign-out. Kept apart from the API client so both the sign-in code (app/lib/auth.server.ts) and the cart
 * (app/lib/cart.server.ts) use it without importing each other.
 */
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItem,
  type CartLine,
  guestCartKeySchema,
} from '#contract/cart.ts'
import { cookieNames, readCookies, serializeCookie } from './cookies.server.ts'

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
export function readGuestCart(request: Request): GuestCartLine[] {
  const raw = readCookies(request)[cookieNames.cart]
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
  if (items.length === 0) {
    return serializeCookie(cookieNames.cart, '', { httpOnly: true, maxAge: 0, expires: new Date(0) })
  }
  const lines = items.map(({ product_id, quantity }) => ({ product_id, quantity }))
  return serializeCookie(cookieNames.cart, JSON.stringify(lines), {
    httpOnly: true,
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  })
}

/** The key of the guest's cart held by the back-end, or null when there is none (or it is not one of ours). */
export function readGuestCartKey(request: Request): string | null {
  const parsed = guestCartKeySchema.safeParse(readCookies(request)[cookieNames.cartKey])
  return parsed.success ? parsed.data : null
}

/** A new key: 32 random bytes, unguessable, the guest's only credential for the cart. */
export const newGuestCartKey = () => randomBytes(32).toString('base64url')

export function guestCartKeyCookie(key: string): string {
  return serializeCookie(cookieNames.cartKey, key, { maxAge: CART_COOKIE_MAX_AGE_SECONDS })
}

/** Whether the cookie says something other than the cart the back-end resolved from it. */
export function guestCookieIsStale(request: Request, items: readonly Pick<CartItem, 'product_id' | 'quantity'>[]) {
  const lines = readGuestCart(request)
  if (lines.length !== items.length) return true
  const byId = new Map(lines.map((line) => [line.product_id, line.quantity]))
  return items.some((item) => byId.get(item.product_id) !== item.quantity)
}

/** How many pieces the cookie holds: the header's count for a guest, without a call. */
export function guestCartCount(request: Request): number {
  return readGuestCart(request).reduce((sum, line) => sum + line.quantity, 0)
}
