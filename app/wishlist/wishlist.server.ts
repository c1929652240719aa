/**
 * The favourites (SPEC §4 Wishlist), kept in the `bh_wishlist` cookie for guests and buyers alike: POST /wishlist
 * adds or removes one, and the account's page lists them as product cards.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { accountPage } from '#app/account/account.server.ts'
import { wishlistCookie } from '#app/lib/cookies.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { loadCardsByIds } from '#app/ui/product-cards.server.ts'

/**
 * POST /wishlist with `intent` add or remove and `product_id`: the new cookie, then back to the page
 * (`redirectTo`). A post that names no product or intent changes nothing.
 */
export async function changeWishlist(request: Request, context: AppLoadContext) {
  const form = await readForm(request)
  const back = safeRedirectPath(form.get('redirectTo'))
  const productId = Number(form.get('product_id'))
  const intent = form.get('intent')
  if (!Number.isSafeInteger(productId) || productId <= 0 || (intent !== 'add' && intent !== 'remove')) {
    return redirect(back)
  }
  const current = context.visitor.wishlist
  const next =
    intent === 'add'
      ? [productId, ...current.filter((id) => id !== productId)]
      : current.filter((id) => id !== productId)
  return redirect(back, { headers: { 'Set-Cookie': wishlistCookie(next) } })
}

/** /account/wishlist: the favourites' cards. */
export function loadWishlistPage(context: AppLoadContext) {
  return accountPage(context, 'wishlist', async (api) => ({
    products: await loadCardsByIds(api, context.visitor.wishlist),
  }))
}
