/**
 * /account/wishlist (SPEC §2 "favourite products"): the favourites of the `bh_wishlist` cookie as product cards —
 * the same list a guest keeps (SPEC §4 Wishlist; app/wishlist/).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { accountMeta } from '#app/account/meta.ts'
import { keepAccountData } from '#app/account/urls.ts'
import { loadWishlistPage } from '#app/wishlist/wishlist.server.ts'
import { WishlistPage } from '#app/wishlist/wishlist-page.tsx'

export const loader = ({ context }: LoaderFunctionArgs) => loadWishlistPage(context)

/** A removal (POST /wishlist) reloads the list; opening or closing its confirmation does not. */
export const shouldRevalidate = keepAccountData

export default WishlistPage

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
