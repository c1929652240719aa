/** /admin/orders (issue 16): every seller's orders, filtered. app/admin/orders. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminOrdersLoader } from '#app/admin/orders/orders.server.ts'
import { AdminOrdersPage } from '#app/admin/orders/orders-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => adminOrdersLoader(request, context)

export default AdminOrdersPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
