/** A seller's public page (decision 044): an approved seller and its offers with the catalogue's listing (app/catalog/). */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import catalogStyles from '#app/catalog/catalog.css?url'
import { loadSellerPage } from '#app/catalog/catalog.server.ts'
import { SellerPage, sellerMeta } from '#app/catalog/seller-page.tsx'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }]

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadSellerPage(request, context, params.slug)

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const shouldRevalidate = keepDataAcrossDialogs

export default SellerPage

export const meta: MetaFunction<typeof loader> = sellerMeta
