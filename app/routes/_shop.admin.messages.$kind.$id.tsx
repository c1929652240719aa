/** /admin/messages/:kind/:id (issue 16): one message, its status and the reply by e-mail. app/admin/messages. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AdminMessagePage } from '#app/admin/messages/message-page.tsx'
import { adminMessageAction, adminMessageLoader } from '#app/admin/messages/messages.server.ts'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ context, params }: LoaderFunctionArgs) => adminMessageLoader(context, params.kind, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  adminMessageAction(request, context, params.kind, params.id)

export default AdminMessagePage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
