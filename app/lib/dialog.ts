/**
 * Modals are part of the URL (`?dialog=city`, `?dialog=write-us`…): a link opens one, the server renders it open,
 * so each works without JavaScript as a page state, and with JavaScript the same link is a client navigation.
 * Each dialog's own parameters are listed here so that closing removes them all and opening or closing one does
 * not reload the page's data.
 */
import type { ShouldRevalidateFunctionArgs } from '@remix-run/react'

export const DIALOG_PARAM = 'dialog'

/** The dialogs of the visitor's own state (app/shell/visitor-dialogs.tsx). */
export const VISITOR_DIALOGS: ReadonlySet<string> = new Set(['city', 'wishlist', 'unwish'])

/** The auth dialog (app/auth/): sign-in on tab 1, registration on tab 2. */
export const AUTH_DIALOGS: ReadonlySet<string> = new Set(['signin', 'signup'])

/** The cart's dialogs (app/cart/cart-dialogs.tsx): the cart, "added to the cart", "remove this line?". */
export const CART_DIALOGS: ReadonlySet<string> = new Set(['cart', 'added', 'remove'])

/** Parameters that belong to an open dialog, never to the page under it. */
export const DIALOG_PARAMS: ReadonlySet<string> = new Set([
  DIALOG_PARAM,
  // sign-in / sign-up tabs and role (header "Sellers" item), the sign-in mode (e-mail or phone), the code step
  'tab',
  'role',
  'mode',
  'step',
  // select-city search (without JavaScript)
  'city_q',
  // the product a confirmation or form is about, and the offer (seller) of a price request
  'item',
  'offer',
])

export interface UrlLike {
  pathname: string
  search: string
  hash?: string
}

/**
 * The current page's own path as a link base: a page at `//host/…` (server.ts sends such paths to their one-slash
 * form) must not link to `//host/…?dialog=…`. Leading slashes and backslashes collapse to one.
 */
export function sameSitePathname(pathname: string): string {
  return /^[/\\]{2}/.test(pathname) ? `/${pathname.replace(/^[/\\]+/, '')}` : pathname
}

function withParams(location: UrlLike, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(location.search)
  change(params)
  const search = params.toString()
  return `${sameSitePathname(location.pathname)}${search ? `?${search}` : ''}`
}

/** The current page with `name` open, e.g. `dialogHref(location, 'unwish', { item: 12 })`. */
export function dialogHref(location: UrlLike, name: string, extra: Record<string, string | number> = {}): string {
  return withParams(location, (params) => {
    for (const key of DIALOG_PARAMS) params.delete(key)
    params.set(DIALOG_PARAM, name)
    for (const [key, value] of Object.entries(extra)) params.set(key, String(value))
  })
}

/** The current page with no dialog open. */
export function closeDialogHref(location: UrlLike): string {
  return withParams(location, (params) => {
    for (const key of DIALOG_PARAMS) params.delete(key)
  })
}

function pageKey(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const key of DIALOG_PARAMS) params.delete(key)
  params.sort()
  return `${url.pathname}?${params}`
}

/**
 * Forms whose result never shows in a page's own data: the favourites (shown by the shop layout) and the contact
 * forms (they only send a message).
 */
const PAGE_NEUTRAL_ACTIONS: ReadonlySet<string> = new Set([
  '/wishlist',
  '/write-us',
  '/price-request',
  '/product-question',
])

/**
 * For a page route's `shouldRevalidate`: opening or closing a dialog, or changing the favourites, keeps the page's
 * data; anything else (another form sent, another page, other filters) follows Remix's default.
 */
export function keepDataAcrossDialogs({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formAction && PAGE_NEUTRAL_ACTIONS.has(new URL(formAction, currentUrl).pathname)) return false
  if (!formMethod && pageKey(currentUrl) === pageKey(nextUrl)) return false
  return defaultShouldRevalidate
}
