/** /seller/offers/new (issue 15): offer a catalogue product. app/seller/offers/offers.server.ts, new-offer-page.tsx. */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { NewOfferPage } from '#app/seller/offers/new-offer-page.tsx'
import offersStyles from '#app/seller/offers/offers.css?url'
import { newOfferAction, newOfferLoader } from '#app/seller/offers/offers.server.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
]

export const loader = ({ request, context }: LoaderFunctionArgs) => newOfferLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => newOfferAction(request, context)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default NewOfferPage
