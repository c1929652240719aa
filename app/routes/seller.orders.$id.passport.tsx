/** /seller/orders/:id/passport — the buyer's passport copy of one of the merchant's orders (SPEC §5), never cached. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { passFile } from '#app/seller/seller.server.ts'
import { orderPassportPath } from '#contract/seller-orders.ts'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  passFile(request, context, params.id ?? '', orderPassportPath)
