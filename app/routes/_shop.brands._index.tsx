/** Brand list (SPEC §2): every brand of the start-up data as a tile (app/catalog/brand-list.tsx). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { BrandsPage, brandsMeta } from '#app/catalog/brand-list.tsx'
import { loadBrandsPage } from '#app/catalog/brands.server.ts'
import catalogStyles from '#app/catalog/catalog.css?url'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'

export const links = () => [{ rel: 'stylesheet', href: catalogStyles }]

export const loader = ({ context }: LoaderFunctionArgs) => loadBrandsPage(context)

export const shouldRevalidate = keepDataAcrossDialogs

export default BrandsPage

export const meta: MetaFunction<typeof loader> = brandsMeta
