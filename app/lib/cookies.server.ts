/**
 * The storefront's cookies (names are part of the spec, SPEC §3), written as plain values with the `cookie`
 * package so that QA scripts and the legacy front end read and set them as they are. HttpOnly (no client code of
 * ours reads a cookie), SameSite=Lax, Secure in production.
 */
import { parse, type SerializeOptions, serialize } from 'cookie'

export const cookieNames = {
  token: 'bh_token',
  cart: 'cart',
  /** Ours, beside the spec's: the key of the guest's cart held by the back-end (decision 026). */
  cartKey: 'bh_cart_key',
  wishlist: 'bh_wishlist',
  lastViews: 'bh_lastviews',
  location: 'bh_location',
  locale: 'bh_locale',
  /** Ours: the SMS code step between the two sign-in posts (app/auth). */
  pendingCode: 'bh_auth_step',
  /** Ours: the code step of a new phone in the profile (app/account). */
  phoneStep: 'bh_phone_step',
} as const

const secure = process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true'

/** No script of ours reads a cookie: every one is HttpOnly, so no injected script can read or steal one either. */
export const baseCookieOptions: SerializeOptions = { path: '/', sameSite: 'lax', secure, httpOnly: true }

export type CookieJar = Record<string, string | undefined>

export function readCookies(request: Request): CookieJar {
  return parseCookieHeader(request.headers.get('Cookie'))
}

export function parseCookieHeader(header: string | null | undefined): CookieJar {
  return parse(header ?? '')
}

/**
 * The cookies that make a page a visitor's own: signed in, a cart, favourites, a sign-in or phone code step — every
 * page shows the first three in its header — and, on a page that shows it, the viewing history. Without any of them
 * every visitor of a public page in the same city gets the same page, so it may be kept by a shared cache (a CDN, or
 * the storefront's own page cache: server/page-cache.ts). The city (`bh_location`) is not among them: it is alike for
 * everyone who chose or was found in that city, so public pages say `Vary: Cookie` (`publicCacheHeaders`) and the
 * page cache keeps a page per city.
 */
const cookieTest = (names: string[]) => new RegExp(`(?:^|;\\s*)(?:${names.join('|')})=`)

const PERSONAL_COOKIE = cookieTest([
  cookieNames.token,
  cookieNames.cart,
  cookieNames.wishlist,
  cookieNames.pendingCode,
  cookieNames.phoneStep,
])
const HISTORY_COOKIE = cookieTest([cookieNames.lastViews])

/**
 * Whether a page is the visitor's own by their cookies; `history`: whether the page shows the recently viewed
 * products (home, a product), for which the viewing history counts too.
 */
export function hasPersonalCookie(cookieHeader: string | null | undefined, { history }: { history: boolean }): boolean {
  const header = cookieHeader ?? ''
  return PERSONAL_COOKIE.test(header) || (history && HISTORY_COOKIE.test(header))
}

/** Whether the visitor has a viewing history (`bh_lastviews`). */
export function hasHistoryCookie(cookieHeader: string | null | undefined): boolean {
  return HISTORY_COOKIE.test(cookieHeader ?? '')
}

/**
 * The cookies a page may set that are alike for every visitor without a personal cookie: the product page records
 * its view in `bh_lastviews`, and for a visitor with no history that is always `[this product]`. A page that sets
 * only these may still be kept for such visitors and sent again with the same cookie (server/page-cache.ts).
 */
const COOKIES_ALIKE_FOR_GUESTS: readonly string[] = [cookieNames.lastViews]

/** Whether every Set-Cookie of an answer is one of the cookies alike for every visitor without personal cookies. */
export function setsOnlyCookiesAlikeForGuests(setCookies: string[]): boolean {
  return setCookies.every((cookie) => COOKIES_ALIKE_FOR_GUESTS.includes(cookie.slice(0, cookie.indexOf('=')).trim()))
}

export function serializeCookie(name: string, value: string, options: SerializeOptions = {}): string {
  return serialize(name, value, { ...baseCookieOptions, ...options })
}

/** A Set-Cookie value that removes the cookie. */
export function expiredCookie(name: string): string {
  return serializeCookie(name, '', { httpOnly: true, maxAge: 0, expires: new Date(0) })
}

/** Recently viewed products are kept newest first, without repeats, at most this many (SPEC §4). */
export const LAST_VIEWS_MAX = 8

/** Product ids of the visitor's recently viewed list (`bh_lastviews`), newest first, at most 8. */
export function readLastViews(cookies: CookieJar): number[] {
  return readIdList(cookies, cookieNames.lastViews, LAST_VIEWS_MAX)
}

/** Lifetimes SPEC §9 leaves open: favourites and the city are kept for a year, the viewing history for 30 days. */
export const cookieMaxAge = {
  wishlist: 365 * 24 * 3600,
  lastViews: 30 * 24 * 3600,
  location: 365 * 24 * 3600,
} as const

/**
 * A list of positive ids in a cookie (a JSON array, or comma-separated as older clients wrote it), without repeats,
 * at most `max`, in the cookie's order. Anything unreadable counts as an empty list.
 */
function readIdList(cookies: CookieJar, name: string, max: number): number[] {
  const raw = cookies[name]
  if (!raw) return []
  let values: unknown
  try {
    values = JSON.parse(raw)
  } catch {
    values = raw.split(',')
  }
  if (!Array.isArray(values)) return []
  const ids = values.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0)
  return [...new Set(ids)].slice(0, max)
}

/** Recently viewed after a visit to `productId`: it moves to the front, the oldest falls off past 8 (SPEC §4). */
export function withLastView(ids: number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, LAST_VIEWS_MAX)
}

export function lastViewsCookie(ids: number[]): string {
  return serializeCookie(cookieNames.lastViews, JSON.stringify(ids), { maxAge: cookieMaxAge.lastViews })
}

/** A guest's favourites are bounded so the cookie stays far below the 4 KB a browser keeps. */
export const WISHLIST_MAX = 200

/** The visitor's favourite product ids (`bh_wishlist`), newest first. */
export function readWishlist(cookies: CookieJar): number[] {
  return readIdList(cookies, cookieNames.wishlist, WISHLIST_MAX)
}

export function wishlistCookie(ids: number[]): string {
  return serializeCookie(cookieNames.wishlist, JSON.stringify(ids.slice(0, WISHLIST_MAX)), {
    maxAge: cookieMaxAge.wishlist,
  })
}
