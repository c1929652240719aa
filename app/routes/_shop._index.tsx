/** Home (SPEC §2): top categories, brands and popular products (app/catalog/home-page.tsx). */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import catalogStyles from '#app/catalog/catalog.css?url'
import { loadHomePage } from '#app/catalog/home.server.ts'
import { HomePage, homeMeta } from '#app/catalog/home-page.tsx'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'

export const links = () => [{ rel: 'stylesheet', href: catalogStyles }]

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHomePage(request, context)

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const shouldRevalidate = keepDataAcrossDialogs

export default HomePage

export const meta: MetaFunction<typeof loader> = homeMeta
