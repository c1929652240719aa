/**
 * /pay/sandbox/{id} — the embedded sandbox payment gateway (contract/payments.ts): where a card payment goes when no
 * real acquirer is configured. It shows the amount and the orders, and «Оплатить» / «Отклонить» post the outcome;
 * then the thanks page shows the result. The payment's owner only (anyone else gets a 404); a finished payment shows
 * how it ended and a link to the thanks page. Never indexed (robots.txt disallows /pay/).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { SandboxGatewayPage } from '#app/cart/gateway-page.tsx'
import { cartHeaders, cartMeta, checkoutLinks } from '#app/cart/meta.ts'
import { completeSandbox, loadGatewayPage } from '#app/cart/thanks.server.ts'

export const links = checkoutLinks

export const headers = cartHeaders

export const loader = ({ context, params }: LoaderFunctionArgs) => loadGatewayPage(context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) => completeSandbox(request, context, params.id)

export default SandboxGatewayPage

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
