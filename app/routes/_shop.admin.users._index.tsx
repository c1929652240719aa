/** /admin/users (issue 16): users found by phone or e-mail. app/admin/users. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminUsersLoader } from '#app/admin/users/users.server.ts'
import { AdminUsersPage } from '#app/admin/users/users-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => adminUsersLoader(request, context)

export default AdminUsersPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
