/**
 * /account/orders (SPEC §2 "order status", §3 Order, §4 cancellation and repeat): the buyer's orders, newest first,
 * «Показать ещё» by `?page=N`, and cancel (`?dialog=cancel&order=12`) and repeat (`?dialog=repeat&order=12`) as
 * dialogs in the URL posting to this route's action. app/account/orders/orders.server.ts, orders-page.tsx.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { accountMeta } from '#app/account/meta.ts'
import ordersStyles from '#app/account/orders/orders.css?url'
import { ordersAction, ordersLoader } from '#app/account/orders/orders.server.ts'
import { keepShownOrders, OrdersPage } from '#app/account/orders/orders-page.tsx'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }]

export const loader = ({ request, context }: LoaderFunctionArgs) => ordersLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => ordersAction(request, context)

export const shouldRevalidate = keepShownOrders

export default OrdersPage

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
