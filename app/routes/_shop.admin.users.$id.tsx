/** /admin/users/:id (issue 16): one user, blocked or unblocked. app/admin/users. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AdminUserPage } from '#app/admin/users/user-page.tsx'
import { adminUserAction, adminUserLoader } from '#app/admin/users/users.server.ts'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ context, params }: LoaderFunctionArgs) => adminUserLoader(context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) => adminUserAction(request, context, params.id)

export default AdminUserPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
