/** /admin/sellers/:id (issue 16): a seller's card, approved or blocked. app/admin/sellers. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AdminSellerPage } from '#app/admin/sellers/seller-page.tsx'
import { adminSellerAction, adminSellerLoader } from '#app/admin/sellers/sellers.server.ts'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ context, params }: LoaderFunctionArgs) => adminSellerLoader(context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  adminSellerAction(request, context, params.id)

export default AdminSellerPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
