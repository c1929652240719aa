/** /seller/products/:id (issue 15): a proposed product and its pictures. app/seller/products/proposals.server.ts. */
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
import { ProposalPage } from '#app/seller/products/proposal-page.tsx'
import { proposalAction, proposalLoader } from '#app/seller/products/proposals.server.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
]

export const loader = ({ request, context, params }: LoaderFunctionArgs) => proposalLoader(request, context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) => proposalAction(request, context, params.id)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default ProposalPage
