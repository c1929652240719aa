/**
 * /cart/empty's data (SPEC §2): a cart with goods is sent to step 1; a guest cookie whose offers are all gone is
 * cleared here.
 */
import { type AppLoadContext, data } from '@remix-run/node'
import { guardCartStep } from './cart-steps.server.ts'

export async function loadEmptyCartPage(request: Request, context: AppLoadContext) {
  const [, t] = await Promise.all([guardCartStep('empty', request, context), context.t('cart')])
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  // A cookie whose offers are all gone is cleared, so the header's count says 0 too — but only when the back-end said
  // so: a failed look-up also shows an empty cart (SPEC §8), and must not lose the guest's goods.
  const cleared = await context.cart.clearedGoneGuestCookie()
  if (cleared) headers.append('Set-Cookie', cleared)
  return data({ title: t('empty.title') }, { headers })
}
