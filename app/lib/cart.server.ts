/**
 * The visitor's cart, for the storefront's server (SPEC §3 Cart item, §7 cart calls, §8): a signed-in buyer's lives at
 * the back-end (`/api/cart/list` with `merchants: true`); a guest's is held by the back-end under the guest's
 * `bh_cart_key` (`/api/cart/guest/list`, decision 026), or — before the guest's first change — is the `cart` cookie's
 * `{product_id, quantity}` pairs resolved by `/api/cart/listByIds`. After every change the cart shown is the
 * back-end's answer, and a guest's `cart` cookie is rewritten from it (unknown offers vanish, quantities as the
 * seller allows). Decision 023.
 */
import type { AppLoadContext } from '@remix-run/node'
import {
  type CartItem,
  type CartMerchantGroup,
  cartSums,
  groupCartByMerchant,
  listCartByIdsCall,
  listCartCall,
  listGuestCartCall,
} from '#contract/cart.ts'
import { orderMessages } from '#contract/orders.ts'
import { getApi } from './api/api.server.ts'
import type { ApiClient } from './api/client.server.ts'
import { type GuestCartLine, readGuestCart, readGuestCartKey } from './guest-cart.server.ts'

export type { CartItem, CartMerchantGroup } from '#contract/cart.ts'
export {
  guestCartCookie,
  guestCartCount,
  guestCartKeyCookie,
  guestCookieIsStale,
  newGuestCartKey,
  readGuestCart,
  readGuestCartKey,
} from './guest-cart.server.ts'

export interface LoadedCart {
  items: CartItem[]
  groups: CartMerchantGroup[]
  signedIn: boolean
}

// ---- Loading ----

/**
 * The cart as the back-end answers it now. A signed-in buyer's cart that cannot be read is the 500 page (showing it
 * empty would mislead and send the guard to /cart/empty); a guest's failed look-up shows an empty cart and is logged
 * (SPEC §8: "a failure of the guest cart lookup silently returns an error string").
 */
export async function loadCart(request: Request, context: AppLoadContext): Promise<LoadedCart> {
  const api = await getApi(request, context)
  return loadCartWith(api, request)
}

export async function loadCartWith(api: ApiClient, request: Request): Promise<LoadedCart> {
  if (api.hasToken) {
    const answer = await api.call(listCartCall, { body: { merchants: true } })
    if (answer.data) {
      const items = answer.data.cart
      return { items, groups: answer.data.merchants ?? groupCartByMerchant(items), signedIn: true }
    }
    // A token the back-end refused: the request is marked and the visitor is signed out; the page is a guest's.
    if (answer.status !== 401) {
      console.error(`Cart call failed (${answer.status}): ${answer.error}`)
      throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
    }
    return { items: [], groups: [], signedIn: false }
  }
  const key = readGuestCartKey(request)
  if (key) {
    const answer = await api
      .asGuest()
      .call(listGuestCartCall, { body: { key, lines: readGuestCart(request), merchants: true } })
    if (!answer.data) {
      console.error(`Guest cart look-up failed: ${answer.error}`)
      return { items: [], groups: [], signedIn: false }
    }
    const items = answer.data.cart
    return { items, groups: answer.data.merchants ?? groupCartByMerchant(items), signedIn: false }
  }
  return loadGuestCart(api, readGuestCart(request))
}

/**
 * The guest's lines as the back-end holds them (the `cart` cookie mirrors its last answer, which may not be the
 * newest when changes were sent at once): what a sign-in hands over to the account.
 */
export async function guestCartLines(api: ApiClient, request: Request): Promise<GuestCartLine[]> {
  if (!readGuestCartKey(request)) return readGuestCart(request)
  const cart = await loadCartWith(api.asGuest(), request)
  return cart.items.map(({ product_id, quantity }) => ({ product_id, quantity }))
}

export async function loadGuestCart(api: ApiClient, lines: GuestCartLine[]): Promise<LoadedCart> {
  const resolved = await resolveGuestCart(api, lines)
  if (resolved.error !== null) {
    console.error(`Guest cart look-up failed: ${resolved.error}`)
    return { items: [], groups: [], signedIn: false }
  }
  return resolved.cart
}

/** A guest's lines as the back-end resolves them, or its error (for actions, which must not fail silently). */
export async function resolveGuestCart(
  api: ApiClient,
  lines: GuestCartLine[],
): Promise<{ cart: LoadedCart; error: null } | { cart: null; error: string }> {
  if (lines.length === 0) return { cart: { items: [], groups: [], signedIn: false }, error: null }
  const answer = await api.asGuest().call(listCartByIdsCall, { body: { data: lines, merchants: true } })
  if (!answer.data) return { cart: null, error: answer.error }
  const items = answer.data.cart
  return { cart: { items, groups: answer.data.merchants ?? groupCartByMerchant(items), signedIn: false }, error: null }
}

/** Whether step 1 may be confirmed: some lines, each available, and every seller's minimum met (SPEC §5). */
export function cartIsOrderable(cart: Pick<LoadedCart, 'items' | 'groups'>): boolean {
  return (
    cart.items.length > 0 &&
    cart.items.every((item) => item.available && item.price !== null) &&
    cart.groups.every((group) => group.shortfall <= 0)
  )
}

/** The seller's minimum-order error of a group, or null when it is met (SPEC §5, worded as checkout words it). */
export function minimumOrderError(group: CartMerchantGroup): string | null {
  return group.shortfall > 0
    ? orderMessages.minimumOrder(group.merchant.name, group.merchant.min_order, group.total)
    : null
}

/** Why step 1 cannot be confirmed: each unmet minimum and each line that cannot be ordered (SPEC §5). */
export function cartRefusals(cart: Pick<LoadedCart, 'items' | 'groups'>): string[] {
  const errors: string[] = []
  for (const group of cart.groups) {
    const minimum = minimumOrderError(group)
    if (minimum) errors.push(minimum)
  }
  for (const item of cart.items) {
    if (!item.available || item.price === null) errors.push(orderMessages.unavailable(item.name))
  }
  return errors
}

/** A cart line as the cart dialogs and step 1 show it. */
export interface CartLineView {
  product_id: number
  name: string
  slug: string
  thumbnail: CartItem['thumbnail']
  quantity: number
  step: number
  min_order: number
  price: number | null
  /** With VAT, when the seller gives it. */
  price_gross: number | null
  units: string
  available: boolean
  merchant: string
  /** What the line costs the buyer: (price_gross ?? price) × quantity, rubles (SPEC §9). */
  sum: number
}

export function cartLineView(item: CartItem): CartLineView {
  return {
    product_id: item.product_id,
    name: item.name,
    slug: item.slug,
    thumbnail: item.thumbnail,
    quantity: item.quantity,
    step: item.step,
    min_order: item.min_order,
    price: item.price,
    price_gross: item.price_gross,
    units: item.units,
    available: item.available && item.price !== null,
    merchant: item.merchant.name,
    sum: cartSums([item]).total,
  }
}

/** What the cart dialogs (the cart, "added", "remove?") need: the lines and the sums, nothing more. */
export async function loadCartDialog(api: ApiClient, request: Request) {
  const cart = await loadCartWith(api, request)
  const sums = cartSums(cart.items)
  return {
    lines: cart.items.map(cartLineView),
    count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    total: sums.total,
  }
}

export type CartDialogData = Awaited<ReturnType<typeof loadCartDialog>>
