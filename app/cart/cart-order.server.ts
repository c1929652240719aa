/**
 * /cart/order — step 1 of the cart (SPEC §2, §3 Cart item, §5, §9): the lines grouped by seller, each seller's sum
 * and, when it falls short, their minimum-order error; the totals. Guarded like every cart step.
 */
import { type AppLoadContext, data } from '@remix-run/node'
import { cartSums } from '#contract/cart.ts'
import { guardCartStep } from './cart-steps.server.ts'
import { cartLineView, minimumOrderError } from './cart-view.server.ts'

export async function cartOrderLoader(request: Request, context: AppLoadContext) {
  const [{ cart }, t] = await Promise.all([guardCartStep('order', request, context), context.t('cart')])
  const sums = cartSums(cart.items)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  // The cookie follows what the back-end resolved (offers gone, quantities prepared), so the header's count agrees.
  const refreshed = cart.signedIn ? null : context.cart.refreshedGuestCookie(cart.items)
  if (refreshed) headers.append('Set-Cookie', refreshed)
  return data(
    {
      title: t('order.title'),
      groups: cart.groups.map((group) => ({
        merchant: { id: group.merchant.id, name: group.merchant.name, min_order: group.merchant.min_order },
        lines: group.items.map(cartLineView),
        total: group.total,
        minimumError: minimumOrderError(group),
      })),
      count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
      total: sums.total,
      vat: sums.vat,
      weight: sums.weight,
    },
    { headers },
  )
}
