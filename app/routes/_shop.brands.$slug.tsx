/** One brand (SPEC §2): its products with the catalogue's filters, sorting and "load more" (app/catalog/). */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { BrandPage, brandMeta } from '#app/catalog/brand-page.tsx'
import catalogStyles from '#app/catalog/catalog.css?url'
import { loadBrandPage } from '#app/catalog/catalog.server.ts'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }]

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadBrandPage(request, context, params.slug)

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const shouldRevalidate = keepDataAcrossDialogs

export default BrandPage

export const meta: MetaFunction<typeof loader> = brandMeta
