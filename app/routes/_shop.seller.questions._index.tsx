/**
 * /seller/questions (issue 15): the merchant's product questions and price requests.
 * app/seller/questions/questions.server.ts, questions-page.tsx.
 */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import offersStyles from '#app/seller/offers/offers.css?url'
import questionsStyles from '#app/seller/questions/questions.css?url'
import { questionsLoader } from '#app/seller/questions/questions.server.ts'
import { SellerQuestionsPage } from '#app/seller/questions/questions-page.tsx'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
  { rel: 'stylesheet', href: questionsStyles },
]

export const loader = ({ request, context }: LoaderFunctionArgs) => questionsLoader(request, context)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default SellerQuestionsPage
