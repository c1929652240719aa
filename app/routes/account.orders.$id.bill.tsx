/**
 * /account/orders/:id/bill — the invoice (счёт на оплату) of a company-paid order, passed on from the back-end as it
 * comes, never cached: app/account/orders/bill.server.ts.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { billLoader } from '#app/account/orders/bill.server.ts'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  billLoader(request, context, params.id ?? '')
