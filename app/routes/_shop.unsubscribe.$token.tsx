/**
 * /unsubscribe/:token: a status e-mail's one-click unsubscribe link (issue 16, decision 047), no sign-in needed.
 * app/account/unsubscribe.server.ts, unsubscribe-page.tsx.
 */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { ACCOUNT_HEADERS } from '#app/account/account.server.ts'
import { unsubscribeAction, unsubscribeLoader } from '#app/account/unsubscribe.server.ts'
import { UnsubscribePage } from '#app/account/unsubscribe-page.tsx'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }]

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  unsubscribeLoader(request, context, params.token)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  unsubscribeAction(request, context, params.token)

export const headers: HeadersFunction = () => ACCOUNT_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default UnsubscribePage
