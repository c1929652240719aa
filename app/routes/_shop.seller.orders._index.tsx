/**
 * /seller/orders (issue 15): the merchant's orders, filtered by status and found by number, «Показать ещё» by
 * `?page=N`. app/seller/orders/orders.server.ts, orders-page.tsx.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { sellerOrdersLoader } from '#app/seller/orders/orders.server.ts'
import { keepShownSellerOrders, SellerOrdersPage } from '#app/seller/orders/orders-page.tsx'

export const loader = ({ request, context }: LoaderFunctionArgs) => sellerOrdersLoader(request, context)

export const shouldRevalidate = keepShownSellerOrders

export default SellerOrdersPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
