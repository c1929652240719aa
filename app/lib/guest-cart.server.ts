/**
 * The guest's cart cookie `cart` (SPEC §3: a list of `{product_id, quantity}`, 7 days, SPEC §9). It holds what the
 * back-end last answered for the guest's cart (decision 023), goes with sign-in bodies so the back-end merges it into
 * the account's cart, and is cleared after sign-in. Kept apart from the API client so both the sign-in code
 * (app/lib/auth.server.ts) and the cart (app/lib/cart.server.ts) use it without importing each other.
 */
import { z } from 'zod'
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItem,
  type CartLine,
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
