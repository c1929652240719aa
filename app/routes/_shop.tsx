/** The shop chrome: header, main area and footer around every storefront page, errors included (app/shell/). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadShopLayout } from '#app/shell/shop-layout.server.ts'
import { ShopErrorBoundary, ShopLayout } from '#app/shell/shop-layout.tsx'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadShopLayout(request, context)

export default ShopLayout

export const ErrorBoundary = ShopErrorBoundary
