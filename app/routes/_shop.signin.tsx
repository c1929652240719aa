/**
 * Sign-in as a page (SPEC §4): the `?dialog=signin` dialog's forms post here (all of them: the action tells
 * them apart by `intent`). Without JavaScript a refused post shows this page with the errors and the typed values;
 * a success redirects (the code step over the page the visitor was on, or back there signed in).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { authAction } from '#app/auth/auth-action.server.ts'
import { authPageData } from '#app/auth/auth-page.server.ts'
import { AuthPage } from '#app/auth/auth-page.tsx'
import { contactPageMeta } from '#app/ui/form-page.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return authPageData(request, context, 'signin')
}

export async function action({ request, context }: ActionFunctionArgs) {
  return authAction({ request, context, page: 'signin' })
}

export default AuthPage

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
