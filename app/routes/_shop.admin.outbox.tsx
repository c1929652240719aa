/** /admin/outbox (issue 16): the SMS and e-mail outboxes, searchable by recipient. app/admin/outbox. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminOutboxLoader } from '#app/admin/outbox/outbox.server.ts'
import { AdminOutboxPage } from '#app/admin/outbox/outbox-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => adminOutboxLoader(request, context)

export default AdminOutboxPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
