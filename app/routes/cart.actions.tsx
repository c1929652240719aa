/**
 * The one cart action (SPEC §4 Cart item, §7 cart calls): POST /cart/actions with an `intent` —
 * - `add` (`product_id`: the offer, optional `quantity`): then the add-to-cart dialog opens over the page;
 * - `quantity` (`product_id`, `quantity` typed, or `set` from the − / + buttons);
 * - `remove` (`product_id`): without `confirmed` it opens the confirmation over the page (SPEC §8), with it removes;
 * - `confirm`: step 1's «Оформить заказ» — refused while a seller's minimum is unmet or a line cannot be ordered,
 *   else the order is confirmed and the visitor goes on to step 2 (a guest) or 3;
 * - `unconfirm`: "back to the cart" from checkout.
 * A signed-in buyer's cart changes at the back-end; so does a guest's, held under the guest's `bh_cart_key` (decision
 * 026), and the `cart` cookie is rewritten from the answer. After a refusal the cart stays as it was and the error is shown (Russian, the back-end's own words).
 * Every answer is a redirect back to the page the visitor was on (post/redirect/get), with JavaScript or without.
 * Decision 023.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import type { z } from 'zod'
import { getApi } from '#app/lib/api/api.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { signedOutCookies } from '#app/lib/auth.server.ts'
import {
  cartIsOrderable,
  cartRefusals,
  guestCartCookie,
  guestCartKeyCookie,
  loadCartWith,
  newGuestCartKey,
  readGuestCart,
  readGuestCartKey,
} from '#app/lib/cart.server.ts'
import { cartNoticeCookie } from '#app/lib/cart-notice.server.ts'
import { CART_PATHS, clearOrderConfirmation, orderConfirmationCookie } from '#app/lib/cart-steps.server.ts'
import { closeDialogHref, dialogHref } from '#app/lib/dialog.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { serverT } from '#app/lib/i18n.server.ts'
import { safeRedirectLocation } from '#app/lib/redirect-target.ts'
import {
  addToCartCall,
  CART_MAX_QUANTITY,
  type CartItem,
  changeCartQuantityCall,
  changeGuestCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'

export const loader = () => redirect(CART_PATHS.order)

const INTENTS = ['add', 'quantity', 'remove', 'confirm', 'unconfirm'] as const
type Intent = (typeof INTENTS)[number]

type Change = { items: CartItem[]; cookies?: string[] } | { error: string; signOut?: boolean }

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
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

// ---- The changes, for a signed-in buyer (the account's cart) and for a guest (the cart held under the key) ----

async function add(request: Request, api: ApiClient, productId: number, quantity: number): Promise<Change> {
  if (api.hasToken) return signedInChange(await api.call(addToCartCall, { body: { product_id: productId, quantity } }))
  return guestChange(request, api, { intent: 'add', product_id: productId, quantity })
}

async function changeQuantity(request: Request, api: ApiClient, productId: number, quantity: number): Promise<Change> {
  if (api.hasToken) {
    return signedInChange(await api.call(changeCartQuantityCall, { body: { product_id: productId, quantity } }))
  }
  return guestChange(request, api, { intent: 'quantity', product_id: productId, quantity })
}

async function remove(request: Request, api: ApiClient, productId: number): Promise<Change> {
  if (api.hasToken) return signedInChange(await api.call(removeFromCartCall, { body: { product_id: productId } }))
  return guestChange(request, api, { intent: 'remove', product_id: productId })
}

/**
 * A guest's change, made by the back-end on the cart it holds under the guest's key (a new key for the first change;
 * the `cart` cookie seeds it), refused as a buyer's would be. The answer rewrites the `cart` cookie, its mirror.
 */
async function guestChange(
  request: Request,
  api: ApiClient,
  change: Pick<z.input<typeof changeGuestCartCall.body>, 'intent' | 'product_id' | 'quantity'>,
): Promise<Change> {
  const key = readGuestCartKey(request) ?? newGuestCartKey()
  const answer = await api
    .asGuest()
    .call(changeGuestCartCall, { body: { key, lines: readGuestCart(request), ...change } })
  if (!answer.data) return { error: answer.error }
  return { items: answer.data.cart, cookies: [guestCartCookie(answer.data.cart), guestCartKeyCookie(key)] }
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
  const headers = new Headers()
  for (const cookie of change.cookies ?? []) headers.append('Set-Cookie', cookie)
  return redirect(to, { status: 303, headers })
}

function goBack(to: string, notice: { errors: string[]; item?: number }) {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': cartNoticeCookie(notice) } })
}

/** The page the form was on: a path of ours only (never another site), as a location to add a dialog to. */
function backFrom(value: FormDataEntryValue | null): { pathname: string; search: string } {
  const { pathname, search } = safeRedirectLocation(value, CART_PATHS.order)
  return { pathname, search }
}

function positiveInt(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}
