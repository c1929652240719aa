/** /seller/offers/:id (issue 15): one offer's terms. app/seller/offers/offers.server.ts, offer-page.tsx. */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { OfferPage } from '#app/seller/offers/offer-page.tsx'
import offersStyles from '#app/seller/offers/offers.css?url'
import { offerAction, offerLoader } from '#app/seller/offers/offers.server.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
]

export const loader = ({ request, context, params }: LoaderFunctionArgs) => offerLoader(request, context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) => offerAction(request, context, params.id)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default OfferPage
