/** A product's price-dynamics chart, an SVG drawn on the server (app/product/product.server.ts `loadPriceChart`). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadPriceChart } from '#app/product/product.server.ts'

export const loader = ({ params, context }: LoaderFunctionArgs) => loadPriceChart(context, params.slug)
