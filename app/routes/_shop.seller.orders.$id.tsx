/**
 * /seller/orders/:id (issue 15): one of the merchant's orders and the seller's moves, posted to this route's action
 * (post/redirect/get). app/seller/orders/order.server.ts, order-page.tsx.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { sellerOrderAction, sellerOrderLoader } from '#app/seller/orders/order.server.ts'
import { SellerOrderPage } from '#app/seller/orders/order-page.tsx'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  sellerOrderLoader(request, context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  sellerOrderAction(request, context, params.id)

export default SellerOrderPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
