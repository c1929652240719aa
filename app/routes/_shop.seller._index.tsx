/** /seller itself has no page of its own: it opens the orders (the cabinet menu's first item), keeping `merchant`. */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { requireSeller, SELLER_HEADERS } from '#app/seller/seller.server.ts'
import { SELLER_PATHS, sellerHref } from '#app/seller/urls.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout's guard, here too: a guest or a buyer goes straight home, not to the orders and then home.
  const access = await requireSeller(context, request)
  return redirect(sellerHref(SELLER_PATHS.orders, access.merchantParam), { headers: SELLER_HEADERS })
}
