/**
 * Who the visitor is, for the storefront's server: the access token in the HttpOnly `bh_token` cookie, the guest's
 * `cart` cookie handed over at sign-in, the SMS code step waiting between two posts (`bh_auth_step`), and signing
 * out — by the visitor (POST /logout) or because the back-end refused the token (any 401, SPEC §4 and §8).
 *
 * A refused token is noticed centrally: the API client (app/lib/api/api.server.ts) marks the request's load context
 * on a 401 to a call that carried the token; app/entry.server.tsx then clears the cookies on whatever the request
 * answers, and turns an account page into a redirect home. No loader has to remember it. Decision 015.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getProfileCall, type User } from '#contract/users.ts'
import type { ApiClient } from './api/client.server.ts'
import { cookieNames, readCookies, readToken, serializeCookie } from './cookies.server.ts'
import { CODE_FLOWS, maskPhone, type PendingCodeView } from './forms/auth.ts'
import { clearPhoneStepCookie } from './phone-step.server.ts'

const DAY_SECONDS = 24 * 3600

/**
 * `bh_token` lives as long as the back-end lets a token live after sign-in (`AUTH_TOKEN_MAX_DAYS`, 30 days): the
 * cookie never outlives the token, and a token that dies sooner (idle, revoked) is cleared by the 401 handling.
 */
export const TOKEN_MAX_AGE_SECONDS =
  (Number(process.env.AUTH_TOKEN_MAX_DAYS) > 0 ? Number(process.env.AUTH_TOKEN_MAX_DAYS) : 30) * DAY_SECONDS

/** The code step between "send me a code" and "here is the code": long enough for a code (5 min) and a resend. */
export const PENDING_CODE_COOKIE = 'bh_auth_step'
export const PENDING_CODE_MAX_AGE_SECONDS = 10 * 60

function expiredCookie(name: string): string {
  return serializeCookie(name, '', { httpOnly: true, maxAge: 0, expires: new Date(0) })
}

export function tokenCookie(token: string): string {
  return serializeCookie(cookieNames.token, token, { httpOnly: true, maxAge: TOKEN_MAX_AGE_SECONDS })
}

/** After sign-in: the token; the guest's cart went to the back-end with the sign-in, so its cookie goes. */
export function signedInCookies(token: string): string[] {
  return [
    tokenCookie(token),
    expiredCookie(cookieNames.cart),
    expiredCookie(cookieNames.cartKey),
    expiredCookie(PENDING_CODE_COOKIE),
  ]
}

/** After sign-out (or a refused token): no token, no cart, no code step (SPEC §4 Authentication). */
export function signedOutCookies(): string[] {
  return [
    expiredCookie(cookieNames.token),
    expiredCookie(cookieNames.cart),
    expiredCookie(cookieNames.cartKey),
    expiredCookie(PENDING_CODE_COOKIE),
    clearPhoneStepCookie(),
  ]
}

export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

// ---- The guest's cart, handed over at sign-in (app/lib/guest-cart.server.ts) ----

export { type GuestCartLine, readGuestCart } from './guest-cart.server.ts'

// ---- The code step: what the server remembers between the two posts ----

const pendingCodeSchema = z.object({
  flow: z.enum(CODE_FLOWS),
  phone: z.string().regex(/^\+7\d{10}$/),
  company: z.string().max(300).optional(),
  email: z.string().max(254).optional(),
  consent: z.boolean().optional(),
  /** When another code may be asked for, ms since the epoch. */
  retryAt: z.number(),
})

/**
 * A code that was sent and waits. It lives in an HttpOnly cookie, not in the URL: page addresses go to Metrika, and
 * a phone number or e-mail must not (decision 015). It holds only what the visitor typed at step 1.
 */
export type PendingCode = z.infer<typeof pendingCodeSchema>

export function readPendingCode(request: Request): PendingCode | null {
  const raw = readCookies(request)[PENDING_CODE_COOKIE]
  if (!raw) return null
  try {
    const parsed = pendingCodeSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function pendingCodeCookie(pending: PendingCode): string {
  return serializeCookie(PENDING_CODE_COOKIE, JSON.stringify(pending), {
    httpOnly: true,
    maxAge: PENDING_CODE_MAX_AGE_SECONDS,
  })
}

export function clearPendingCodeCookie(): string {
  return expiredCookie(PENDING_CODE_COOKIE)
}

/** Seconds until another code may be asked for (0: now). */
export function secondsUntilRetry(pending: PendingCode, now = Date.now()): number {
  return Math.max(0, Math.ceil((pending.retryAt - now) / 1000))
}

/** What the dialog may know of the waiting code: the phone masked, the consent, the seconds to wait. */
export function pendingCodeView(pending: PendingCode | null, now = Date.now()): PendingCodeView | null {
  if (!pending) return null
  return {
    flow: pending.flow,
    phone: maskPhone(pending.phone),
    consent: pending.consent === true,
    retryIn: secondsUntilRetry(pending, now),
  }
}

// ---- A token the back-end refused ----

/** Load contexts (one object per request, made by server.ts) whose token the back-end answered 401. */
const rejectedTokens = new WeakSet<object>()

export function markTokenRejected(context: AppLoadContext): void {
  rejectedTokens.add(context)
}

export function tokenWasRejected(context: AppLoadContext): boolean {
  return rejectedTokens.has(context)
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
export function signOutRejectedToken(context: AppLoadContext, headers: Headers): boolean {
  if (!tokenWasRejected(context)) return false
  const setCookies = headers.getSetCookie()
  if (setCookies.some((cookie) => cookie.startsWith(`${cookieNames.token}=`))) return true
  for (const cookie of signedOutCookies()) headers.append('Set-Cookie', cookie)
  return true
}

// ---- For the account pages ----

/** The signed-in user, or null for a guest or a token the back-end refused (which also marks the request). */
export async function currentUser(api: ApiClient): Promise<User | null> {
  if (!api.hasToken) return null
  const answer = await api.call(getProfileCall)
  if (answer.data) return answer.data.users
  if (answer.status === 401) return null
  // The back-end failed: that is no reason to treat a signed-in visitor as a guest.
  throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
}

/**
 * An account page's guard (SPEC §2): the signed-in user, or a redirect home. A visitor whose token the back-end
 * refused loses the cookie on the way (a thrown redirect of a document request never reaches the entry's handling).
 */
export async function requireUser(request: Request, _context: AppLoadContext, api: ApiClient): Promise<User> {
  const user = await currentUser(api)
  if (user) return user
  const hadToken = (await readToken(request)) !== null
  throw redirect('/', hadToken ? { headers: cookieHeaders(signedOutCookies()) } : {})
}
