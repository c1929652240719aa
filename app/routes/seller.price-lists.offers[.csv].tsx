/** /seller/price-lists/offers.csv: the seller's offers as a CSV price list (app/seller/price-lists/). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportLoader } from '#app/seller/price-lists/price-lists.server.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => exportLoader(request, context, 'csv')
