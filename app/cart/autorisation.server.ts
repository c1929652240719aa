/**
 * /cart/autorisation — step 2 of the cart (SPEC §2): a guest signs in here (the auth dialog's panel and action).
 * Signed in, the guard sends the visitor on to checkout — or back to step 1 when the merged cart is not the one they
 * confirmed, saying why. Decision 023.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { pendingCodeView, readPendingCode } from '#app/auth/auth.server.ts'
import { CART_PATHS } from '#app/lib/cart-paths.ts'
import { readCookies } from '#app/lib/cookies.server.ts'
import { cartNoticeCookie } from './cart-notice.server.ts'
import { cartStepRedirect, isOrderConfirmed, ORDER_CONFIRMATION_COOKIE } from './cart-steps.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export async function autorisationLoader(request: Request, context: AppLoadContext) {
  const [cart, t] = await Promise.all([context.cart.list(), context.t('cart')])
  const confirmed = isOrderConfirmed(request, cart)
  const target = cartStepRedirect('autorisation', cart, confirmed)
  if (target) {
    const headers = new Headers(NO_STORE)
    // Signed in with a confirmation that no longer matches: the sign-in merged goods into the cart (or it changed
    // meanwhile). Step 1 says why the visitor is back there.
    const hadConfirmation = Boolean(readCookies(request)[ORDER_CONFIRMATION_COOKIE])
    if (target === CART_PATHS.order && hadConfirmation) {
      headers.append('Set-Cookie', cartNoticeCookie({ errors: [], info: [t('order.merged')] }))
    }
    throw redirect(target, { headers })
  }
  return data(
    { title: t('autorisation.title'), pending: pendingCodeView(readPendingCode(request)) },
    { headers: NO_STORE },
  )
}
