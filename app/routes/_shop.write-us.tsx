/**
 * Write-us as a page (SPEC §3): the `?dialog=write-us` dialog posts here. Without JavaScript this page answers with
 * the errors and the typed values, or, after a redirect, «Сообщение отправлено» with a link back (app/contact/).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { loadWriteUsPage, sendAppeal } from '#app/contact/contact-pages.server.ts'
import { WriteUsPage } from '#app/contact/contact-pages.tsx'
import { contactPageMeta } from '#app/ui/form-page.tsx'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadWriteUsPage(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => sendAppeal(request, context)

export default WriteUsPage

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
