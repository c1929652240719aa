/** /admin/proposals (issue 16): sellers' proposed products. app/admin/proposals. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminProposalsLoader } from '#app/admin/proposals/proposals.server.ts'
import { AdminProposalsPage } from '#app/admin/proposals/proposals-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => adminProposalsLoader(request, context)

export default AdminProposalsPage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
