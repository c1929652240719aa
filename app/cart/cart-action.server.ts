/**
 * The one cart action (SPEC §4 Cart item, §7 cart calls): POST /cart/actions with an `intent` —
 * - `add` (`product_id`: the offer, optional `quantity`): then the add-to-cart dialog opens over the page;
 * - `quantity` (`product_id`, `quantity` typed, or `set` from the − / + buttons);
 * - `remove` (`product_id`): without `confirmed` it opens the confirmation over the page (SPEC §8), with it removes;
 * - `confirm`: step 1's «Оформить заказ» — refused while a seller's minimum is unmet or a line cannot be ordered,
 *   else the order is confirmed and the visitor goes on to step 2 (a guest) or 3;
 * - `unconfirm`: "back to the cart" from checkout.
 * The request context's cart handler makes the change, guest or account alike (decision 026). After a refusal the
 * cart stays as it was and the error is shown (Russian, the back-end's own words).
 * Every answer is a redirect back to the page the visitor was on (post/redirect/get), with JavaScript or without.
 * Decision 023.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import type { CartChange } from '#app/context/cart.server.ts'
import { signedOutCookies } from '#app/context/session.server.ts'
import { closeDialogHref, dialogHref } from '#app/lib/dialog.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { safeRedirectLocation } from '#app/lib/redirect-target.ts'
import { CART_MAX_QUANTITY, type CartItem, nearestAllowedQuantities } from '#contract/cart.ts'
import { type CartNotice, cartNoticeCookie } from './cart-notice.server.ts'
import { CART_PATHS, clearOrderConfirmation, orderConfirmationCookie } from './cart-steps.server.ts'

const INTENTS = ['add', 'quantity', 'remove', 'confirm', 'unconfirm'] as const
type Intent = (typeof INTENTS)[number]

export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request)
  const back = backFrom(form.get('redirectTo'))
  const intentValue = String(form.get('intent') ?? '')
  const intent = (INTENTS as readonly string[]).includes(intentValue) ? (intentValue as Intent) : null
  const t = await context.t('cart')
  const { cart } = context

  if (intent === 'unconfirm') {
    return redirect(CART_PATHS.order, { status: 303, headers: { 'Set-Cookie': clearOrderConfirmation() } })
  }
  if (intent === 'confirm') return confirm(context.cart)

  const productId = positiveInt(form.get('product_id'))
  if (!intent || productId === null) {
    return goBack(closeDialogHref(back), { errors: [t('errors.badRequest')] })
  }
  // A refusal of a signed-in buyer's change because the token died signs the visitor out on the way back.
  const finish = (to: string, change: CartChange) => finishChange(to, productId, change, context.session.rejected)

  switch (intent) {
    case 'add': {
      const quantity = form.get('quantity') ? positiveInt(form.get('quantity')) : 1
      const opened = dialogHref(back, 'added', { item: productId })
      if (quantity === null || quantity > CART_MAX_QUANTITY) {
        return goBack(opened, { errors: [t('errors.quantity', { max: CART_MAX_QUANTITY })], item: productId })
      }
      return finish(opened, await cart.add(productId, quantity))
    }
    case 'quantity': {
      // − and + send `set`, an allowed quantity; the field sends what was typed, which may break the seller's rule.
      const pressed = form.get('set')
      const typed = pressed === null ? String(form.get('quantity') ?? '').slice(0, 20) : undefined
      const quantity = positiveInt(pressed ?? typed ?? null)
      const page = closeDialogHref(back)
      const refuse = (error: string) => goBack(page, { errors: [error], item: productId, typed })
      if (quantity === null || quantity > CART_MAX_QUANTITY) {
        return refuse(t('errors.quantity', { max: CART_MAX_QUANTITY }))
      }
      if (typed !== undefined) {
        const line = (await cart.list()).items.find((item) => item.product_id === productId)
        const nearest = line ? nearestAllowedQuantities(quantity, line.min_order, line.step) : []
        if (line && nearest.length > 0) return refuse(quantityRuleError(t, line, quantity, nearest))
      }
      return finish(page, await cart.setQuantity(productId, quantity))
    }
    case 'remove': {
      if (form.get('confirmed') !== 'yes') return redirect(dialogHref(back, 'remove', { item: productId }), 303)
      return finish(closeDialogHref(back), await cart.remove(productId))
    }
  }
}

// ---- Step 1's «Оформить заказ» ----

async function confirm(cart: AppLoadContext['cart']) {
  const confirmation = await cart.confirm()
  if (confirmation.status === 'empty') return redirect(CART_PATHS.empty, 303)
  if (confirmation.status === 'refused') return goBack(CART_PATHS.order, { errors: confirmation.refusals })
  const { signedIn, items } = confirmation.cart
  const headers = new Headers({ 'Set-Cookie': orderConfirmationCookie(items) })
  for (const cookie of confirmation.cookies) headers.append('Set-Cookie', cookie)
  return redirect(signedIn ? CART_PATHS.checkout : CART_PATHS.autorisation, { status: 303, headers })
}

// ---- Answers ----

/**
 * Why a typed quantity is refused, naming the seller's rule and the nearest quantities it allows: «Перчатки…»
 * продаётся от 20 шт. с шагом 10: 25 не подходит. Можно заказать 20 или 30.
 */
function quantityRuleError(
  t: Awaited<ReturnType<AppLoadContext['t']>>,
  line: Pick<CartItem, 'name' | 'units' | 'min_order' | 'step'>,
  quantity: number,
  nearest: number[],
) {
  const values = {
    name: line.name,
    units: line.units,
    min: line.min_order,
    step: line.step,
    quantity,
    nearest: new Intl.ListFormat('ru', { type: 'disjunction' }).format(nearest.map(String)),
  }
  return t(quantity < line.min_order ? 'errors.belowMinimum' : 'errors.offStep', values)
}

function finishChange(to: string, productId: number, change: CartChange, signOut: boolean) {
  if ('error' in change) {
    const headers = new Headers({ 'Set-Cookie': cartNoticeCookie({ errors: [change.error], item: productId }) })
    if (signOut) for (const cookie of signedOutCookies()) headers.append('Set-Cookie', cookie)
    return redirect(to, { status: 303, headers })
  }
  const headers = new Headers()
  for (const cookie of change.cookies) headers.append('Set-Cookie', cookie)
  return redirect(to, { status: 303, headers })
}

function goBack(to: string, notice: CartNotice) {
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
