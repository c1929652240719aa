/** /seller/price-lists/:id (issue 15): a price list's preview, and applying it. app/seller/price-lists/. */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { PriceListPage } from '#app/seller/price-lists/price-list-page.tsx'
import { applyAction, priceListLoader } from '#app/seller/price-lists/price-lists.server.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }]

export const loader = ({ request, context, params }: LoaderFunctionArgs) => priceListLoader(request, context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) => applyAction(request, context, params.id)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default PriceListPage
