/**
 * /cart/thanks — cart step 4 (SPEC §2): the orders just placed, with links to the orders page, how their payment went
 * (paid; declined with the bank's reason and «Оплатить ещё раз»; waiting) and for invoice orders «Скачать счёт».
 * `?order=ID&order=ID` (invoice) or `?payment=ID` (card) of the signed-in buyer, else /cart/empty
 * (app/cart/thanks.server.ts, decision 024).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { cartHeaders, cartMeta, checkoutLinks } from '#app/cart/meta.ts'
import { loadThanksPage, payAgain } from '#app/cart/thanks.server.ts'
import { ThanksPage } from '#app/cart/thanks-page.tsx'

export const links = checkoutLinks

export const headers = cartHeaders

export const loader = ({ request, context }: LoaderFunctionArgs) => loadThanksPage(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => payAgain(request, context)

export default ThanksPage

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
