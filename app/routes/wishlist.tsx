/**
 * The guest's favourites (SPEC §4 Wishlist): POST /wishlist with `intent` add or remove and `product_id` changes the
 * `bh_wishlist` cookie and goes back to the page (`redirectTo`). Removal reaches here only through the confirm
 * dialog (SPEC §8). GET /wishlist shows the favourites dialog on the home page.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { wishlistCookie } from '#app/lib/cookies.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'

export const loader = () => redirect('/?dialog=wishlist')

export async function action({ request, context }: ActionFunctionArgs) {
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
