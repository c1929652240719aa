/**
 * /cart/order — step 1 (SPEC §2, §3 Cart item, §5, §9): the lines grouped by seller, each seller's sum and minimum;
 * «Оформить заказ», which the cart action refuses while a minimum is unmet or a line cannot be ordered, and otherwise
 * confirms the order and goes on to step 2 (a guest) or 3 (signed in). app/cart/cart-order.server.ts.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { cartOrderLoader } from '#app/cart/cart-order.server.ts'
import { CartOrderPage } from '#app/cart/cart-order-page.tsx'
import { cartMeta } from '#app/cart/meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => cartOrderLoader(request, context)

export default CartOrderPage

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
