/**
 * /account/questions: the buyer's product questions and price requests with the sellers' answers (decision 043).
 * app/account/questions.server.ts, questions-page.tsx.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { accountMeta } from '#app/account/meta.ts'
import { myQuestionsLoader } from '#app/account/questions.server.ts'
import { MyQuestionsPage } from '#app/account/questions-page.tsx'
import { keepAccountData } from '#app/account/urls.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => myQuestionsLoader(request, context)

export const shouldRevalidate = keepAccountData

export default MyQuestionsPage

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
