/**
 * POST /cart/actions — the one cart action (add, quantity, remove, confirm, unconfirm), answered by a redirect back to
 * the page the visitor was on: app/cart/cart-action.server.ts. A GET goes to the cart. Decision 023.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { cartAction } from '#app/cart/cart-action.server.ts'
import { CART_PATHS } from '#app/lib/cart-paths.ts'

export const loader = () => redirect(CART_PATHS.order)

export const action = ({ request, context }: ActionFunctionArgs) => cartAction(request, context)
