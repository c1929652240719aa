/** /admin/orders/:id (issue 16): one order and the administrator's moves. app/admin/orders. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminOrderAction, adminOrderLoader } from '#app/admin/orders/order.server.ts'
import { AdminOrderPage } from '#app/admin/orders/order-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ context, params }: LoaderFunctionArgs) => adminOrderLoader(context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  adminOrderAction(request, context, params.id)

export default AdminOrderPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
