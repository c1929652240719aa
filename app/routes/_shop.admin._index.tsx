/** /admin (issue 16): the console's summary. app/admin/home. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { adminHomeLoader } from '#app/admin/home/home.server.ts'
import { AdminHomePage } from '#app/admin/home/home-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const loader = ({ context }: LoaderFunctionArgs) => adminHomeLoader(context)

export default AdminHomePage

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
