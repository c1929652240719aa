/**
 * Who the visitor is, for the storefront's server: the SMS code step waiting between two posts (`bh_auth_step`), and
 * the signed-in user an account page needs. The token and signing out are the request context's session
 * (app/context/session.server.ts). Decision 015.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { z } from 'zod'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { cookieNames, expiredCookie, readCookies, serializeCookie } from '#app/lib/cookies.server.ts'
import { getProfileCall, type User } from '#contract/users.ts'
import { CODE_FLOWS, maskPhone, type PendingCodeView } from './auth-schema.ts'

/** The code step between "send me a code" and "here is the code": long enough for a code (5 min) and a resend. */
export const PENDING_CODE_COOKIE = cookieNames.pendingCode
export const PENDING_CODE_MAX_AGE_SECONDS = 10 * 60

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
export async function requireUser(context: AppLoadContext): Promise<User> {
  const user = await currentUser(context.api)
  if (user) return user
  throw context.session.hadToken ? signOutTo('/') : redirect('/')
}
