/**
 * /cart/empty (SPEC §2): a friendly page for an empty cart, with ways back into the catalogue. A cart with goods is
 * sent to step 1 (app/cart/empty.server.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { loadEmptyCartPage } from '#app/cart/empty.server.ts'
import { EmptyCartPage } from '#app/cart/empty-page.tsx'
import { cartMeta } from '#app/cart/meta.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadEmptyCartPage(request, context)

export default EmptyCartPage

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
