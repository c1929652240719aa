/**
 * The shop layout's data, for every storefront page: the visitor's city and favourites, and what an open dialog
 * needs (the city dialog's suggestions, the favourites' cards, the cart dialog, the auth dialog's code step), plus a
 * cart action's message shown once.
 */
import { type AppLoadContext, data } from '@remix-run/node'
import { pendingCodeView, readPendingCode } from '#app/auth/auth.server.ts'
import { type CartNotice, clearCartNotice, readCartNotice } from '#app/cart/cart-notice.server.ts'
import { loadCartDialog } from '#app/cart/cart-view.server.ts'
import { AUTH_DIALOGS, CART_DIALOGS, DIALOG_PARAM } from '#app/lib/dialog.ts'
import type { VisitorData } from '#app/lib/visitor.ts'
import { loadCardsByIds } from '#app/ui/product-cards.server.ts'
import { suggestCities } from './city-suggestions.server.ts'

export async function loadShopLayout(request: Request, context: AppLoadContext) {
  const api = context.api
  const url = new URL(request.url)
  const dialog = url.searchParams.get(DIALOG_PARAM)
  const { wishlist } = context.visitor
  const cityQuery = dialog === 'city' ? (url.searchParams.get('city_q') ?? '').trim().slice(0, 300) : ''
  const [visitor, citySuggestions, wishlistProducts, cartDialog] = await Promise.all([
    context.visitor.location(),
    cityQuery ? suggestCities(api, cityQuery) : null,
    dialog === 'wishlist' ? loadCardsByIds(api, wishlist) : null,
    dialog && CART_DIALOGS.has(dialog) ? loadCartDialog(context.cart) : null,
  ])
  const body: VisitorData = { location: visitor.location, wishlist, cityQuery, citySuggestions, wishlistProducts }
  // The auth dialog's code step: the waiting code, its phone masked (app/auth/auth-dialogs.tsx).
  const authStep = dialog && AUTH_DIALOGS.has(dialog) ? pendingCodeView(readPendingCode(request)) : null
  // A cart action's message after its redirect, shown once (app/cart/cart-notice.server.ts).
  const cartNotice: CartNotice | null = readCartNotice(request)
  const headers = new Headers()
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  if (cartNotice) headers.append('Set-Cookie', clearCartNotice())
  return data({ ...body, authStep, cartDialog, cartNotice }, { headers })
}
