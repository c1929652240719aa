/**
 * The one cart action (SPEC §4 Cart item, §7 cart calls): POST /cart/actions with an `intent` —
 * - `add` (`product_id`: the offer, optional `quantity`): then the add-to-cart dialog opens over the page;
 * - `quantity` (`product_id`, `quantity` typed, or `set` from the − / + buttons);
 * - `remove` (`product_id`): without `confirmed` it opens the confirmation over the page (SPEC §8), with it removes;
 * - `confirm`: step 1's «Оформить заказ» — refused while a seller's minimum is unmet or a line cannot be ordered,
 *   else the order is confirmed and the visitor goes on to step 2 (a guest) or 3;
 * - `unconfirm`: "back to the cart" from checkout.
 * A signed-in buyer's cart changes at the back-end; a guest's in the `cart` cookie, rewritten from the back-end's
 * answer. After a refusal the cart stays as it was and the error is shown (Russian, the back-end's own words).
 * Every answer is a redirect back to the page the visitor was on (post/redirect/get), with JavaScript or without.
 * Decision 023.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { getApi } from '#app/lib/api/api.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { signedOutCookies } from '#app/lib/auth.server.ts'
import {
  cartIsOrderable,
  cartRefusals,
  guestCartCookie,
  loadCartWith,
  readGuestCart,
  resolveGuestCart,
} from '#app/lib/cart.server.ts'
import { cartNoticeCookie } from '#app/lib/cart-notice.server.ts'
import { CART_PATHS, clearOrderConfirmation, orderConfirmationCookie } from '#app/lib/cart-steps.server.ts'
import { closeDialogHref, dialogHref, safeRedirectPath } from '#app/lib/dialog.ts'
import { serverT } from '#app/lib/i18n.server.ts'
import {
  addToCartCall,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItem,
  cartMessages,
  changeCartQuantityCall,
  removeFromCartCall,
} from '#contract/cart.ts'

export const loader = () => redirect(CART_PATHS.order)

const INTENTS = ['add', 'quantity', 'remove', 'confirm', 'unconfirm'] as const
type Intent = (typeof INTENTS)[number]

type Change = { items: CartItem[]; cookie?: string } | { error: string; signOut?: boolean }

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const back = backFrom(form.get('redirectTo'))
  const intentValue = String(form.get('intent') ?? '')
  const intent = (INTENTS as readonly string[]).includes(intentValue) ? (intentValue as Intent) : null
  const api = await getApi(request, context)
  const t = await serverT(request, 'cart')

  if (intent === 'unconfirm') {
    return redirect(CART_PATHS.order, { status: 303, headers: { 'Set-Cookie': clearOrderConfirmation() } })
  }
  if (intent === 'confirm') return confirm(request, api)

  const productId = positiveInt(form.get('product_id'))
  if (!intent || productId === null) {
    return goBack(closeDialogHref(back), { errors: [t('errors.badRequest')] })
  }

  switch (intent) {
    case 'add': {
      const quantity = form.get('quantity') ? positiveInt(form.get('quantity')) : 1
      const opened = dialogHref(back, 'added', { item: productId })
      if (quantity === null || quantity > CART_MAX_QUANTITY) {
        return goBack(opened, { errors: [t('errors.quantity', { max: CART_MAX_QUANTITY })], item: productId })
      }
      return finish(opened, productId, await add(request, api, productId, quantity))
    }
    case 'quantity': {
      const typed = form.get('set') ?? form.get('quantity')
      const quantity = positiveInt(typed)
      const page = closeDialogHref(back)
      if (quantity === null || quantity > CART_MAX_QUANTITY) {
        return goBack(page, { errors: [t('errors.quantity', { max: CART_MAX_QUANTITY })], item: productId })
      }
      return finish(page, productId, await changeQuantity(request, api, productId, quantity))
    }
    case 'remove': {
      if (form.get('confirmed') !== 'yes') return redirect(dialogHref(back, 'remove', { item: productId }), 303)
      return finish(closeDialogHref(back), productId, await remove(request, api, productId))
    }
  }
}

// ---- The changes, for a signed-in buyer (the back-end's cart) and for a guest (the cookie) ----

async function add(request: Request, api: ApiClient, productId: number, quantity: number): Promise<Change> {
  if (api.hasToken) return signedInChange(await api.call(addToCartCall, { body: { product_id: productId, quantity } }))
  const lines = readGuestCart(request)
  const existing = lines.find((line) => line.product_id === productId)
  if (!existing && lines.length >= CART_MAX_LINES) return { error: cartMessages.tooManyLines }
  const next = existing
    ? lines.map((line) =>
        line.product_id === productId
          ? { product_id: productId, quantity: Math.min(CART_MAX_QUANTITY, line.quantity + quantity) }
          : line,
      )
    : // Newest line first, as the back-end answers a signed-in cart.
      [{ product_id: productId, quantity }, ...lines]
  const resolved = await resolveGuestCart(api, next)
  if (resolved.error !== null) return { error: resolved.error }
  // The guest's add is refused as the back-end refuses a signed-in buyer's: an unknown offer, one not to be ordered.
  const added = resolved.cart.items.find((item) => item.product_id === productId)
  if (!added) return { error: cartMessages.notFound }
  if (!added.available || added.price === null) {
    return { error: added.price === null ? cartMessages.priceOnRequest : cartMessages.notInStock }
  }
  return { items: resolved.cart.items, cookie: guestCartCookie(resolved.cart.items) }
}

async function changeQuantity(request: Request, api: ApiClient, productId: number, quantity: number): Promise<Change> {
  if (api.hasToken) {
    return signedInChange(await api.call(changeCartQuantityCall, { body: { product_id: productId, quantity } }))
  }
  const lines = readGuestCart(request)
  if (!lines.some((line) => line.product_id === productId)) return { error: cartMessages.notInCart }
  const next = lines.map((line) => (line.product_id === productId ? { product_id: productId, quantity } : line))
  return guestChange(api, next)
}

async function remove(request: Request, api: ApiClient, productId: number): Promise<Change> {
  if (api.hasToken) return signedInChange(await api.call(removeFromCartCall, { body: { product_id: productId } }))
  return guestChange(
    api,
    readGuestCart(request).filter((line) => line.product_id !== productId),
  )
}

async function guestChange(api: ApiClient, lines: ReturnType<typeof readGuestCart>): Promise<Change> {
  const resolved = await resolveGuestCart(api, lines)
  if (resolved.error !== null) return { error: resolved.error }
  return { items: resolved.cart.items, cookie: guestCartCookie(resolved.cart.items) }
}

function signedInChange(
  answer: { data: { cart: CartItem[] }; error: null } | { data: null; error: string; status: number },
): Change {
  if (answer.data) return { items: answer.data.cart }
  return { error: answer.error, signOut: 'status' in answer && answer.status === 401 }
}

// ---- Step 1's «Оформить заказ» ----

async function confirm(request: Request, api: ApiClient) {
  const cart = await loadCartWith(api, request)
  if (cart.items.length === 0) return redirect(CART_PATHS.empty, 303)
  if (!cartIsOrderable(cart)) return goBack(CART_PATHS.order, { errors: cartRefusals(cart) })
  const headers = new Headers({ 'Set-Cookie': orderConfirmationCookie(cart.items) })
  if (!cart.signedIn) headers.append('Set-Cookie', guestCartCookie(cart.items))
  return redirect(cart.signedIn ? CART_PATHS.checkout : CART_PATHS.autorisation, { status: 303, headers })
}

// ---- Answers ----

function finish(to: string, productId: number, change: Change) {
  if ('error' in change) {
    const headers = new Headers({ 'Set-Cookie': cartNoticeCookie({ errors: [change.error], item: productId }) })
    if (change.signOut) for (const cookie of signedOutCookies()) headers.append('Set-Cookie', cookie)
    return redirect(to, { status: 303, headers })
  }
  return redirect(to, { status: 303, headers: change.cookie ? { 'Set-Cookie': change.cookie } : {} })
}

function goBack(to: string, notice: { errors: string[]; item?: number }) {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': cartNoticeCookie(notice) } })
}

/** The page the form was on: a path of ours only (never another site), as a location to add a dialog to. */
function backFrom(value: FormDataEntryValue | null): { pathname: string; search: string } {
  const url = new URL(safeRedirectPath(value, CART_PATHS.order), 'http://shop.internal')
  return { pathname: url.pathname, search: url.search }
}

function positiveInt(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}
