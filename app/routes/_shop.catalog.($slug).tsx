/**
 * The catalogue (SPEC §2): the category tree, filters, five sorts and "load more"; without a slug, everything
 * (app/catalog/).
 */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import catalogStyles from '#app/catalog/catalog.css?url'
import { loadCatalogPage } from '#app/catalog/catalog.server.ts'
import { CatalogPage, catalogMeta } from '#app/catalog/catalog-page.tsx'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }]

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadCatalogPage(request, context, params.slug)

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const shouldRevalidate = keepDataAcrossDialogs

export default CatalogPage

export const meta: MetaFunction<typeof loader> = catalogMeta
