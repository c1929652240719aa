/**
 * The visitor's cart, as the request context hands it to loaders and actions (SPEC §3 Cart item, §7 cart calls, §8).
 * It hides guest versus account:
 * - a signed-in buyer's cart lives at the back-end and comes with the request's start-up call (its own part,
 *   `startOwnCall`: the same lines `/api/cart/list` answers), which the shell asks anyway — one look-up a page,
 *   forgotten after a change (decision 052);
 * - a guest's is held by the back-end under the guest's `bh_cart_key` (`/api/cart/guest/list`, decision 026), or —
 *   before the guest's first change — is the `cart` cookie's `{product_id, quantity}` pairs resolved by
 *   `/api/cart/listByIds`. After every change the cart is the back-end's answer, and a guest's `cart` cookie is
 *   rewritten from it (unknown offers vanish, quantities as the seller allows). Decision 023.
 */
import type { z } from 'zod'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import {
  addToCartCall,
  type CartItem,
  type CartMerchantGroup,
  changeCartQuantityCall,
  changeGuestCartCall,
  groupCartByMerchant,
  listCartByIdsCall,
  listGuestCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'
import { cartRefusals } from '#contract/cart-orderable.ts'
import { type GuestCartLine, guestCartCookie, guestCartKeyCookie, newGuestCartKey } from './guest-cart.server.ts'
import type { Startup } from './startup.server.ts'

export interface LoadedCart {
  items: CartItem[]
  groups: CartMerchantGroup[]
  signedIn: boolean
}

/** A change's outcome: the cart as the back-end answers it and the cookies to set, or the back-end's refusal. */
export type CartChange = { items: CartItem[]; cookies: string[] } | { error: string }

/** Step 1's «Оформить заказ» (SPEC §5): the cart to go on with, or why it cannot be ordered. */
export type CartConfirmation =
  | { status: 'empty' }
  | { status: 'refused'; refusals: string[] }
  | { status: 'confirmed'; cart: LoadedCart; cookies: string[] }

export interface CartHandler {
  /**
   * The cart as the back-end answers it now. A signed-in buyer's cart that cannot be read is the 500 page (showing
   * it empty would mislead and send the guard to /cart/empty); a guest's failed look-up shows an empty cart and is
   * logged (SPEC §8: "a failure of the guest cart lookup silently returns an error string").
   */
  list(): Promise<LoadedCart>
  add(productId: number, quantity: number): Promise<CartChange>
  setQuantity(productId: number, quantity: number): Promise<CartChange>
  remove(productId: number): Promise<CartChange>
  confirm(): Promise<CartConfirmation>
  /** The guest's lines as the back-end holds them: what a sign-in hands over to the account. */
  guestLines(): Promise<GuestCartLine[]>
  /** How many pieces a guest's `cart` cookie holds: the header's count, without a call. */
  readonly guestCount: number
  /** A guest's cookie rewritten from `items` when it says something else (so the header's count agrees), or null. */
  refreshedGuestCookie(items: readonly Pick<CartItem, 'product_id' | 'quantity'>[]): string | null
  /**
   * The cookie of a guest whose cookie lines all vanished at the back-end: removed, so the header's count says 0 —
   * but only when the back-end said so (a failed look-up must not lose the guest's goods). Null otherwise.
   */
  clearedGoneGuestCookie(): Promise<string | null>
}

interface GuestCart {
  lines: GuestCartLine[]
  key: string | null
}

type Answer = { data: { cart: CartItem[]; merchants?: CartMerchantGroup[] | null } | null; error: string | null }

const empty = (): LoadedCart => ({ items: [], groups: [], signedIn: false })

function loaded(answer: { cart: CartItem[]; merchants?: CartMerchantGroup[] | null }, signedIn: boolean): LoadedCart {
  return { items: answer.cart, groups: answer.merchants ?? groupCartByMerchant(answer.cart), signedIn }
}

export function createCartHandler(api: ApiClient, guest: GuestCart, startup: Startup): CartHandler {
  const guestApi = () => api.asGuest()

  async function list(): Promise<LoadedCart> {
    if (api.hasToken) {
      const answer = await startup()
      if (answer.data) {
        // A token the back-end refused answers as a guest: the session is signed out by this request, and the page
        // is a guest's.
        return answer.data.user ? loaded(answer.data, true) : empty()
      }
      console.error(`Cart call failed (${answer.status}): ${answer.error}`)
      throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
    }
    const answer: Answer = guest.key
      ? await guestApi().call(listGuestCartCall, { body: { key: guest.key, lines: guest.lines, merchants: true } })
      : await resolveCookieLines()
    if (!answer.data) {
      console.error(`Guest cart look-up failed: ${answer.error}`)
      return empty()
    }
    return loaded(answer.data, false)
  }

  async function resolveCookieLines(): Promise<Answer> {
    if (guest.lines.length === 0) return { data: { cart: [] }, error: null }
    return guestApi().call(listCartByIdsCall, { body: { data: guest.lines, merchants: true } })
  }

  /**
   * A guest's change, made by the back-end on the cart it holds under the guest's key (a new key for the first
   * change; the `cart` cookie seeds it), refused as a buyer's would be. The answer rewrites the `cart` cookie.
   */
  async function guestChange(
    change: Pick<z.input<typeof changeGuestCartCall.body>, 'intent' | 'product_id' | 'quantity'>,
  ): Promise<CartChange> {
    const key = guest.key ?? newGuestCartKey()
    const answer = await guestApi().call(changeGuestCartCall, { body: { key, lines: guest.lines, ...change } })
    if (!answer.data) return { error: answer.error }
    return { items: answer.data.cart, cookies: [guestCartCookie(answer.data.cart), guestCartKeyCookie(key)] }
  }

  function accountChange(answer: { data: { cart: CartItem[] } | null; error: string | null }): CartChange {
    startup.forget()
    return answer.data ? { items: answer.data.cart, cookies: [] } : { error: answer.error ?? '' }
  }

  return {
    list,
    async add(productId, quantity) {
      if (!api.hasToken) return guestChange({ intent: 'add', product_id: productId, quantity })
      return accountChange(await api.call(addToCartCall, { body: { product_id: productId, quantity } }))
    },
    async setQuantity(productId, quantity) {
      if (!api.hasToken) return guestChange({ intent: 'quantity', product_id: productId, quantity })
      return accountChange(await api.call(changeCartQuantityCall, { body: { product_id: productId, quantity } }))
    },
    async remove(productId) {
      if (!api.hasToken) return guestChange({ intent: 'remove', product_id: productId })
      return accountChange(await api.call(removeFromCartCall, { body: { product_id: productId } }))
    },
    async confirm() {
      const cart = await list()
      if (cart.items.length === 0) return { status: 'empty' }
      const refusals = cartRefusals(cart)
      if (refusals.length > 0) return { status: 'refused', refusals }
      return { status: 'confirmed', cart, cookies: cart.signedIn ? [] : [guestCartCookie(cart.items)] }
    },
    async guestLines() {
      if (!guest.key) return guest.lines
      const answer = await guestApi().call(listGuestCartCall, {
        body: { key: guest.key, lines: guest.lines, merchants: true },
      })
      if (!answer.data) {
        console.error(`Guest cart look-up failed: ${answer.error}`)
        return []
      }
      return answer.data.cart.map(({ product_id, quantity }) => ({ product_id, quantity }))
    },
    guestCount: guest.lines.reduce((sum, line) => sum + line.quantity, 0),
    refreshedGuestCookie(items) {
      const byId = new Map(guest.lines.map((line) => [line.product_id, line.quantity]))
      const stale =
        guest.lines.length !== items.length || items.some((item) => byId.get(item.product_id) !== item.quantity)
      return stale ? guestCartCookie(items) : null
    },
    async clearedGoneGuestCookie() {
      if (guest.lines.length === 0) return null
      const answer = await resolveCookieLines()
      return answer.data && answer.data.cart.length === 0 ? guestCartCookie([]) : null
    },
  }
}
