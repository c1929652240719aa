/** /admin/sellers (issue 16): the sellers, those on moderation first. app/admin/sellers. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminSellersLoader } from '#app/admin/sellers/sellers.server.ts'
import { AdminSellersPage } from '#app/admin/sellers/sellers-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => adminSellersLoader(request, context)

export default AdminSellersPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
