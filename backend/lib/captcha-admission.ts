/**
 * Whether a public post (a contact message, a request for an SMS code) is let in, by the policy of
 * docs/decisions/010: with captcha off it counts against the normal per-IP limit; without a token (JavaScript off)
 * against the strict one; with a token it counts against the normal limit before it is verified, so a flood of bad
 * tokens stops here rather than going on to Google; a refused token is a 403; verification being unavailable lets the
 * post in under the strict limit. Each caller keeps its own limits and texts.
 */
import type { CaptchaVerifier } from './captcha.ts'
import { AppError } from './errors.ts'

export interface Admission {
  captcha: CaptchaVerifier
  token: string | undefined
  /** The reCAPTCHA v3 action the token must have been made for. */
  action: string
  ip: string | null
  /** Counts the post under the caller's normal or strict per-IP limit, throwing when it is over. */
  withinLimit: (rule: 'normal' | 'strict') => Promise<void>
  /** The Russian text of the 403 for a token refused as a bot's. */
  captchaFailed: string
  /** What the post is, for the log line when verification is unavailable. */
  what: string
  log: (message: string) => void
}

/** Lets the post in or throws; answers the captcha score when a token was verified, else null. */
export async function admitPublicPost(post: Admission): Promise<number | null> {
  if (!post.captcha.enabled) {
    await post.withinLimit('normal')
    return null
  }
  if (!post.token) {
    await post.withinLimit('strict')
    return null
  }
  await post.withinLimit('normal')
  const verdict = await post.captcha.verify(post.token, post.action, post.ip)
  if (verdict.outcome === 'passed') return verdict.score
  if (verdict.outcome === 'failed') throw new AppError(403, post.captchaFailed)
  post.log(`Captcha not verified (${verdict.reason}); the ${post.what} is taken under the strict limit`)
  await post.withinLimit('strict')
  return null
}
