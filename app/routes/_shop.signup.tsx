/**
 * Registration as a page (SPEC §4, tab 2): the `?dialog=signup` dialog's forms post here, as they do to /signin
 * (the action is the same). Without JavaScript a refused post shows this page with the errors and the typed values.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { authAction } from '#app/auth/auth-action.server.ts'
import { authPageData } from '#app/auth/auth-page.server.ts'
import { AuthPage } from '#app/auth/auth-page.tsx'
import { contactPageMeta } from '#app/ui/form-page.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return authPageData(request, context, 'signup')
}

export async function action({ request, context }: ActionFunctionArgs) {
  return authAction({ request, context, page: 'signup' })
}

export default AuthPage

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
