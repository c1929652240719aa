/**
 * The operator's console's layout (issue 16): its heading, menu and the page. Its loader is the guard — anyone but
 * an administrator goes home (app/admin/admin.server.ts). Console pages are never cached, never indexed.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import adminStyles from '#app/admin/admin.css?url'
import { ADMIN_HEADERS } from '#app/admin/admin.server.ts'
import { AdminLayout } from '#app/admin/admin-layout.tsx'
import { adminLayoutLoader } from '#app/admin/layout.server.ts'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import sellerStyles from '#app/seller/seller.css?url'

export const links = () => [
  { rel: 'stylesheet', href: sellerStyles },
  { rel: 'stylesheet', href: adminStyles },
]

export const loader = ({ context }: LoaderFunctionArgs) => adminLayoutLoader(context)

export const headers: HeadersFunction = () => ADMIN_HEADERS

export default AdminLayout

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
