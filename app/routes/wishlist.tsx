/**
 * The guest's favourites (SPEC §4 Wishlist): POST /wishlist adds or removes one and goes back to the page
 * (app/wishlist/wishlist.server.ts). Removal reaches here only through the confirm dialog (SPEC §8). GET /wishlist
 * shows the favourites dialog on the home page.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { changeWishlist } from '#app/wishlist/wishlist.server.ts'

export const loader = () => redirect('/?dialog=wishlist')

export const action = ({ request, context }: ActionFunctionArgs) => changeWishlist(request, context)
