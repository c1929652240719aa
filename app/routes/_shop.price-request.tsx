/**
 * The price request as a page (SPEC §3), `/price-request?item=<product>&offer=<merchant>`: the `?dialog=price-request`
 * dialog posts here. Without JavaScript this page answers with the errors and the typed values, or, after a
 * redirect, «Запрос отправлен» with a link back (app/contact/).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { loadPriceRequestPage, sendPriceRequest } from '#app/contact/contact-pages.server.ts'
import { PriceRequestPage } from '#app/contact/contact-pages.tsx'
import { contactPageMeta } from '#app/ui/form-page.tsx'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPriceRequestPage(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => sendPriceRequest(request, context)

export default PriceRequestPage

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
