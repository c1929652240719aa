/**
 * /seller/questions/:kind/:id (issue 15): one product question or price request and the seller's answer.
 * app/seller/questions/questions.server.ts, question-page.tsx.
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
import offersStyles from '#app/seller/offers/offers.css?url'
import { SellerQuestionPage } from '#app/seller/questions/question-page.tsx'
import questionsStyles from '#app/seller/questions/questions.css?url'
import { answerAction, questionLoader } from '#app/seller/questions/questions.server.ts'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: offersStyles },
  { rel: 'stylesheet', href: questionsStyles },
]

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  questionLoader(request, context, params.kind, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  answerAction(request, context, params.kind, params.id)

export const headers: HeadersFunction = () => SELLER_HEADERS

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)

export default SellerQuestionPage
