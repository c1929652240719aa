/**
 * A new phone's code step on /account/profile (decision 026), remembered between "send a code to this number" and
 * "here is the code" in the HttpOnly `bh_phone_step` cookie — not in the URL: page addresses go to Metrika, and a
 * phone number must not (decision 015; the sign-in's `bh_auth_step` does the same).
 *
 * The step belongs to the session that started it: it carries a digest of the access token, so a visitor who signs
 * in on the same browser later never sees the previous one's number (the back-end binds the code to the account
 * anyway). Sign-out does not have to know about this cookie; it simply stops matching.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { maskPhone } from '#app/auth/auth-schema.ts'
import { readCookies, serializeCookie } from '#app/lib/cookies.server.ts'
import type { PhoneStepView } from './account-schema.ts'

export const PHONE_STEP_COOKIE = 'bh_phone_step'
/** Long enough for a code (5 minutes) and a resend or two. */
export const PHONE_STEP_MAX_AGE_SECONDS = 10 * 60
/** Sent with the account pages' requests only (and their `.data` requests: `/account/profile.data`). */
const PHONE_STEP_PATH = '/account'

const phoneStepSchema = z.object({
  phone: z.string().regex(/^\+7\d{10}$/),
  /** When another code may be asked for, ms since the epoch. */
  retryAt: z.number().finite(),
  /** `stepOwner` of the session's token. */
  owner: z.string().min(1).max(64),
})

export type PhoneStep = z.infer<typeof phoneStepSchema>

/** A short digest of the access token: ties the step to the session without keeping the token twice. */
export function stepOwner(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 22)
}

/** The step waiting for this session's code, or null (none, broken, forged, or another session's). */
export function readPhoneStep(request: Request, token: string | null): PhoneStep | null {
  const raw = readCookies(request)[PHONE_STEP_COOKIE]
  if (!raw || !token) return null
  try {
    const parsed = phoneStepSchema.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.owner === stepOwner(token) ? parsed.data : null
  } catch {
    return null
  }
}

export function phoneStepCookie(step: PhoneStep): string {
  return serializeCookie(PHONE_STEP_COOKIE, JSON.stringify(step), {
    httpOnly: true,
    path: PHONE_STEP_PATH,
    maxAge: PHONE_STEP_MAX_AGE_SECONDS,
  })
}

export function clearPhoneStepCookie(): string {
  return serializeCookie(PHONE_STEP_COOKIE, '', {
    httpOnly: true,
    path: PHONE_STEP_PATH,
    maxAge: 0,
    expires: new Date(0),
  })
}

/** What the page may show of the step: the number masked, the seconds until another code, a key of the send. */
export function phoneStepView(step: PhoneStep | null, now = Date.now()): PhoneStepView | null {
  if (!step) return null
  return {
    phone: maskPhone(step.phone),
    retryIn: Math.max(0, Math.ceil((step.retryAt - now) / 1000)),
    sentKey: step.retryAt,
  }
}
