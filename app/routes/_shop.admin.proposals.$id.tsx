/** /admin/proposals/:id (issue 16): one proposed product, approved or rejected. app/admin/proposals. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AdminProposalPage } from '#app/admin/proposals/proposal-page.tsx'
import { adminProposalAction, adminProposalLoader } from '#app/admin/proposals/proposals.server.ts'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ context, params }: LoaderFunctionArgs) => adminProposalLoader(context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  adminProposalAction(request, context, params.id)

export default AdminProposalPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
