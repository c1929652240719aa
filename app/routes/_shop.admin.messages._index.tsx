/** /admin/messages (issue 16): what visitors sent, by kind and status. app/admin/messages. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminMessagesLoader } from '#app/admin/messages/messages.server.ts'
import { AdminMessagesPage } from '#app/admin/messages/messages-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => adminMessagesLoader(request, context)

export default AdminMessagesPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
