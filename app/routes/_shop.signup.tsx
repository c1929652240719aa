/**
 * Registration as a page (SPEC §4, tab 2): the `?dialog=signup` dialog's forms post here, as they do to /signin
 * (the action is the same). Without JavaScript a refused post shows this page with the errors and the typed values.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AuthPage } from '#app/components/auth/auth-page.tsx'
import { contactPageMeta } from '#app/components/forms/contact-page.tsx'
import { authPageData } from '#app/lib/auth-page.server.ts'
import { authAction } from '#app/lib/forms/auth.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return authPageData(request, context, 'signup')
}

export async function action({ request, context }: ActionFunctionArgs) {
  return authAction({ request, context, page: 'signup' })
}

export default AuthPage

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
