/** /seller/price-lists (issue 15): upload a price list. app/seller/price-lists/price-lists.server.ts. */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { priceListsLoader, uploadAction } from '#app/seller/price-lists/price-lists.server.ts'
import { PriceListsPage } from '#app/seller/price-lists/price-lists-page.tsx'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }]

export const loader = ({ request, context }: LoaderFunctionArgs) => priceListsLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => uploadAction(request, context)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default PriceListsPage
