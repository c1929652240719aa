/** /seller/offers (issue 15): the seller's offers. app/seller/offers/offers.server.ts, offers-page.tsx. */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import offersStyles from '#app/seller/offers/offers.css?url'
import { offersLoader } from '#app/seller/offers/offers.server.ts'
import { OffersPage } from '#app/seller/offers/offers-page.tsx'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
]

export const loader = ({ request, context }: LoaderFunctionArgs) => offersLoader(request, context)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default OffersPage
