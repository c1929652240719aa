/**
 * The visitor's session: the access token of the HttpOnly `bh_token` cookie, and signing out — by the visitor
 * (POST /logout) or because the back-end refused the token. This module is the one place where a refused token
 * signs the visitor out (SPEC §4 and §8: any 401 signs out; decision 015):
 * - the request's API client calls `reject()` on a 401 to a call that carried the token, and sends no token after;
 * - app/entry.server.tsx adds the sign-out cookies to whatever the request answers (`signOutRejectedToken`), and
 *   turns an account page into a redirect home;
 * - a loader or action that must leave the page it is on when the token died throws `signOutTo(path)`: a thrown
 *   redirect of a document request never reaches the entry, so it carries the cookies itself.
 */
import { redirect } from '@remix-run/node'
import { type CookieJar, cookieNames, expiredCookie, serializeCookie } from '#app/lib/cookies.server.ts'

const DAY_SECONDS = 24 * 3600

/**
 * `bh_token` lives as long as the back-end lets a token live after sign-in (`AUTH_TOKEN_MAX_DAYS`, 30 days): the
 * cookie never outlives the token, and a token that dies sooner (idle, revoked) is cleared by the 401 handling.
 */
export const TOKEN_MAX_AGE_SECONDS =
  (Number(process.env.AUTH_TOKEN_MAX_DAYS) > 0 ? Number(process.env.AUTH_TOKEN_MAX_DAYS) : 30) * DAY_SECONDS

/** What an access token can be (the back-end's are base64url): printable ASCII, bounded; anything else is no token. */
const TOKEN_FORM = /^[\x21-\x7e]{1,512}$/

/** The visitor's token, or null. */
export function readToken(cookies: CookieJar): string | null {
  const value = cookies[cookieNames.token]
  // A cookie a visitor made up (NUL, a character past Latin-1) could not even go into an Authorization header.
  return value && TOKEN_FORM.test(value) ? value : null
}

export interface Session {
  /** The token that goes with the back-end calls: the cookie's, until the back-end refuses it. */
  readonly token: string | null
  /** Whether the visitor came with a token at all (refused or not). */
  readonly hadToken: boolean
  /** Whether the back-end refused the token during this request. */
  readonly rejected: boolean
  /** The back-end answered 401 to a call that carried the token: the visitor is signed out by this request. */
  reject(): void
}

export function createSession(cookies: CookieJar): Session {
  const token = readToken(cookies)
  let rejected = false
  return {
    get token() {
      return rejected ? null : token
    },
    hadToken: token !== null,
    get rejected() {
      return rejected
    },
    reject() {
      rejected = true
    },
  }
}

export function tokenCookie(token: string): string {
  return serializeCookie(cookieNames.token, token, { httpOnly: true, maxAge: TOKEN_MAX_AGE_SECONDS })
}

/** After sign-in: the token; the guest's cart went to the back-end with the sign-in, so its cookies go. */
export function signedInCookies(token: string): string[] {
  return [
    tokenCookie(token),
    expiredCookie(cookieNames.cart),
    expiredCookie(cookieNames.cartKey),
    expiredCookie(cookieNames.pendingCode),
  ]
}

/** After sign-out (or a refused token): no token, no cart, no code step (SPEC §4 Authentication). */
export function signedOutCookies(): string[] {
  return [
    expiredCookie(cookieNames.token),
    expiredCookie(cookieNames.cart),
    expiredCookie(cookieNames.cartKey),
    expiredCookie(cookieNames.pendingCode),
    expiredCookie(cookieNames.phoneStep),
  ]
}

export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

/** Personal pages are never kept by any cache. */
const NO_STORE = 'private, no-store'

/** The redirect that leaves a page whose token the back-end refused, signing the visitor out on the way. */
export function signOutTo(path: string, status: 302 | 303 = 302): Response {
  const headers = cookieHeaders(signedOutCookies())
  headers.set('Cache-Control', NO_STORE)
  return redirect(path, { status, headers })
}

export function isAccountPath(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/')
}

/** Where a visitor goes after signing out from `path`: back there, but home from an account page (SPEC §2). */
export function pathAfterSignOut(path: string): string {
  return isAccountPath(new URL(path, 'http://shop.internal').pathname) ? '/' : path
}

/**
 * For app/entry.server.tsx: when the request's token was refused, adds the sign-out cookies to the response's
 * headers (unless the response signs someone in afresh) and answers true.
 */
export function signOutRejectedToken(session: Session, headers: Headers): boolean {
  if (!session.rejected) return false
  const setCookies = headers.getSetCookie()
  if (setCookies.some((cookie) => cookie.startsWith(`${cookieNames.token}=`))) return true
  for (const cookie of signedOutCookies()) headers.append('Set-Cookie', cookie)
  return true
}
