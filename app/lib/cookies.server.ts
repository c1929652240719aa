/**
 * The storefront's cookies (names are part of the spec, SPEC §3), written as plain values with the `cookie`
 * package so that QA scripts and the legacy front end read and set them as they are. HttpOnly unless client code
 * must read them, SameSite=Lax, Secure in production.
 */
import { parse, type SerializeOptions, serialize } from 'cookie'

export const cookieNames = {
  token: 'bh_token',
  cart: 'cart',
  wishlist: 'bh_wishlist',
  lastViews: 'bh_lastviews',
  location: 'bh_location',
  locale: 'bh_locale',
} as const

const secure = process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true'

export const baseCookieOptions: SerializeOptions = { path: '/', sameSite: 'lax', secure }

export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get('Cookie') ?? '')
}

export async function readToken(request: Request): Promise<string | null> {
  const value = readCookies(request)[cookieNames.token]
  return value && value.length > 0 ? value : null
}

export function serializeCookie(name: string, value: string, options: SerializeOptions = {}): string {
  return serialize(name, value, { ...baseCookieOptions, ...options })
}

/** Recently viewed products are kept newest first, without repeats, at most this many (SPEC §4). */
export const LAST_VIEWS_MAX = 8

/**
 * Product ids of the visitor's recently viewed list (`bh_lastviews`: a JSON array of ids, newest first).
 * Anything unreadable counts as an empty list: a broken cookie must never break a page.
 */
export function readLastViews(request: Request): number[] {
  const raw = readCookies(request)[cookieNames.lastViews]
  if (!raw) return []
  let values: unknown
  try {
    values = JSON.parse(raw)
  } catch {
    values = raw.split(',')
  }
  if (!Array.isArray(values)) return []
  const ids = values.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0)
  return [...new Set(ids)].slice(0, LAST_VIEWS_MAX)
}
