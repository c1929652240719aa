/**
 * The seller cabinet's layout (issue 15): the company's name, the cabinet's menu and the page. Its loader is the
 * guard — a guest or a buyer goes home; an administrator may look at a merchant's cabinet read-only with
 * `?merchant=ID` — app/seller/seller.server.ts. Cabinet pages are the seller's own: never cached, never indexed.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'
import { sellerLayoutLoader } from '#app/seller/layout.server.ts'
import sellerStyles from '#app/seller/seller.css?url'
import { SELLER_HEADERS } from '#app/seller/seller.server.ts'
import { SellerLayout } from '#app/seller/seller-layout.tsx'

export const links = () => [{ rel: 'stylesheet', href: sellerStyles }]

export const loader = ({ request, context }: LoaderFunctionArgs) => sellerLayoutLoader(request, context)

/** Every cabinet page, and the data requests of client navigations, carry "private, no-store". */
export const headers: HeadersFunction = () => SELLER_HEADERS

export default SellerLayout

export const meta: MetaFunction<typeof loader> = ({ data }) => privatePageMeta(data)
