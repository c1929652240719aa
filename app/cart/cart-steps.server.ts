/**
 * The cart's steps and their guards (SPEC §2), and the order draft's "confirmed" flag (SPEC §3, §4).
 *
 * The flag is set when the buyer confirms step 1 with every line available and every seller's minimum met. It is an
 * HttpOnly cookie holding a fingerprint of the cart's lines (offer and quantity), so any change of the cart — here,
 * in another tab, or by the merge at sign-in — unconfirms it without anyone having to remember to clear it. A flag
 * whose cart no longer passes (a price rose past a minimum, an offer went out of stock) counts as unconfirmed too.
 * Decision 023.
 */
import { createHash } from 'node:crypto'
import { type AppLoadContext, redirect } from '@remix-run/node'
import { CART_PATHS } from '#app/lib/cart-paths.ts'
import { readCookies, serializeCookie } from '#app/lib/cookies.server.ts'
import { CART_COOKIE_MAX_AGE_SECONDS, type CartItem } from '#contract/cart.ts'
import { cartIsOrderable, type LoadedCart } from './cart-view.server.ts'

export type CartStep = 'order' | 'autorisation' | 'checkout' | 'empty'

export { CART_PATHS } from '#app/lib/cart-paths.ts'

/** The order draft's "confirmed" flag (SPEC §3): the fingerprint of the cart that was confirmed. */
export const ORDER_CONFIRMATION_COOKIE = 'bh_order_confirmed'

/** The cart's lines, order-independent: the same lines in any order give the same fingerprint. */
export function cartFingerprint(items: readonly Pick<CartItem, 'product_id' | 'quantity'>[]): string {
  const lines = items
    .map((item) => `${item.product_id}:${item.quantity}`)
    .sort()
    .join(',')
  return createHash('sha256').update(lines).digest('base64url').slice(0, 32)
}

/** The Set-Cookie value that confirms this cart (step 1's «Оформить заказ»). */
export function orderConfirmationCookie(items: readonly Pick<CartItem, 'product_id' | 'quantity'>[]): string {
  return serializeCookie(ORDER_CONFIRMATION_COOKIE, cartFingerprint(items), {
    httpOnly: true,
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  })
}

/** The Set-Cookie value that unconfirms (back to the cart from checkout; the order draft's reset after an order). */
export function clearOrderConfirmation(): string {
  return serializeCookie(ORDER_CONFIRMATION_COOKIE, '', { httpOnly: true, maxAge: 0, expires: new Date(0) })
}

/** Whether this cart is the one the buyer confirmed, and may still be ordered. */
export function isOrderConfirmed(request: Request, cart: Pick<LoadedCart, 'items' | 'groups'>): boolean {
  const flag = readCookies(request)[ORDER_CONFIRMATION_COOKIE]
  return Boolean(flag) && flag === cartFingerprint(cart.items) && cartIsOrderable(cart)
}

/**
 * A cart step's guard, exactly as SPEC §2 says (decision 023 tells how its wording was read):
 * - order: an empty cart → /cart/empty; a signed-in visitor with a confirmed order → /cart/checkout;
 * - autorisation: an empty cart → /cart/empty; a signed-in visitor → /cart/checkout when confirmed, else
 *   /cart/order; a guest stays (this is the sign-in step);
 * - empty: a cart with goods → /cart/order;
 * - checkout: an empty cart, a guest, or an unconfirmed order → /cart/order.
 * Throws the redirect, or answers the cart the step shows.
 */
export async function guardCartStep(
  step: CartStep,
  request: Request,
  context: AppLoadContext,
): Promise<{ cart: LoadedCart }> {
  const cart = await context.cart.list()
  const target = cartStepRedirect(step, cart, isOrderConfirmed(request, cart))
  if (target) throw redirect(target, { headers: { 'Cache-Control': 'private, no-store' } })
  return { cart }
}

/** Where a step sends the visitor, or null when they stay (the rules of `guardCartStep`, without I/O). */
export function cartStepRedirect(
  step: CartStep,
  cart: { items: readonly unknown[]; signedIn: boolean },
  confirmed: boolean,
): string | null {
  const empty = cart.items.length === 0
  switch (step) {
    case 'order':
      if (empty) return CART_PATHS.empty
      return cart.signedIn && confirmed ? CART_PATHS.checkout : null
    case 'autorisation':
      if (empty) return CART_PATHS.empty
      if (cart.signedIn) return confirmed ? CART_PATHS.checkout : CART_PATHS.order
      return null
    case 'empty':
      return empty ? null : CART_PATHS.order
    case 'checkout':
      return empty || !cart.signedIn || !confirmed ? CART_PATHS.order : null
  }
}
