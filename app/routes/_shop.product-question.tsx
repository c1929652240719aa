/**
 * The product question (or callback request) as a page (SPEC §3), `/product-question?item=<product>`: the
 * `?dialog=question` dialog posts here. Without JavaScript this page answers with the errors and the typed values,
 * or, after a redirect, «Сообщение отправлено» with a link back (app/contact/).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { loadProductQuestionPage, sendProductQuestion } from '#app/contact/contact-pages.server.ts'
import { ProductQuestionPage } from '#app/contact/contact-pages.tsx'
import { contactPageMeta } from '#app/ui/form-page.tsx'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadProductQuestionPage(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => sendProductQuestion(request, context)

export default ProductQuestionPage

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
