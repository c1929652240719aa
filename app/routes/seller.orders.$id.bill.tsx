/** /seller/orders/:id/bill — the invoice PDF of one of the merchant's orders, passed on, never cached. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { passFile } from '#app/seller/seller.server.ts'
import { sellerBillDownloadPath } from '#contract/seller-orders.ts'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  passFile(request, context, params.id ?? '', sellerBillDownloadPath)
