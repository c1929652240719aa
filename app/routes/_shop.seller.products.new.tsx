/** /seller/products/new (issue 15): propose a new product. app/seller/products/proposals.server.ts. */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import offersStyles from '#app/seller/offers/offers.css?url'
import { NewProposalPage } from '#app/seller/products/new-proposal-page.tsx'
import { newProposalAction, newProposalLoader } from '#app/seller/products/proposals.server.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
]

export const loader = ({ request, context }: LoaderFunctionArgs) => newProposalLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => newProposalAction(request, context)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default NewProposalPage
