/**
 * /seller/settings (issue 15): the seller's merchant, requisites and terms. app/seller/settings/settings.server.ts,
 * settings-page.tsx. The seller's own: never cached.
 */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'
import { settingsAction, settingsLoader } from '#app/seller/settings/settings.server.ts'
import { SettingsPage } from '#app/seller/settings/settings-page.tsx'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }]

export const loader = ({ request, context }: LoaderFunctionArgs) => settingsLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => settingsAction(request, context)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default SettingsPage
