/**
 * The product page (SPEC §2): gallery, facts, every seller's offer, specs, documents, video, the price-dynamics
 * chart (an SVG drawn on the server), the brand, and delivery to the visitor's city streamed in when ready
 * (app/product/).
 */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'
import productStyles from '#app/product/product.css?url'
import { loadProductPage } from '#app/product/product.server.ts'
import { ProductPage, productMeta } from '#app/product/product-page.tsx'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: productStyles }]

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadProductPage(request, context, params.slug)

export const shouldRevalidate = keepDataAcrossDialogs

/** The page's Cache-Control and Vary (its cookie comes with the loader's answer on its own). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const kept = new Headers()
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name)
    if (value) kept.set(name, value)
  }
  return kept
}

export default ProductPage

export const meta: MetaFunction<typeof loader> = productMeta
