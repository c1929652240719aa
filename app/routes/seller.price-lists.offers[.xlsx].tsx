/** /seller/price-lists/offers.xlsx: the seller's offers as an XLSX price list (app/seller/price-lists/). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportLoader } from '#app/seller/price-lists/price-lists.server.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => exportLoader(request, context, 'xlsx')
