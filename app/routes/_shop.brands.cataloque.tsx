/**
 * Brand catalogue (SPEC §2, the legacy spelling `cataloque` is part of the URL): an alphabetical index
 * (app/catalog/brand-index.tsx, grouped in app/catalog/brands.server.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { BrandIndexPage, brandIndexMeta } from '#app/catalog/brand-index.tsx'
import { loadBrandIndexPage } from '#app/catalog/brands.server.ts'
import catalogStyles from '#app/catalog/catalog.css?url'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'

export const links = () => [{ rel: 'stylesheet', href: catalogStyles }]

export const loader = ({ context }: LoaderFunctionArgs) => loadBrandIndexPage(context)

export const shouldRevalidate = keepDataAcrossDialogs

export default BrandIndexPage

export const meta: MetaFunction<typeof loader> = brandIndexMeta
