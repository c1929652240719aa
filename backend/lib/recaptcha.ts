/**
 * reCAPTCHA v3's implementation of the captcha verifier: the token is checked at Google's siteverify (or the address
 * configured), with its action, host name and score. Google's own faults and ours are "unavailable", never the
 * visitor's.
 */
import { z } from 'zod'
import type { CaptchaVerifier } from './captcha.ts'

export interface RecaptchaOptions {
  secret: string
  verifyUrl?: string
  /** Lowest score accepted; Google suggests starting at 0.5. */
  minScore?: number
  /** When given, the token must have been made on one of these hosts. */
  hostnames?: string[]
  timeoutMs?: number
  fetch?: typeof fetch
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

/** Error codes that mean our request or our secret is wrong — no fault of the visitor's token. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request'])

export function recaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  const verifyUrl = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify'
  const minScore = options.minScore ?? 0.5
  const timeoutMs = options.timeoutMs ?? 5000
  const send = options.fetch ?? fetch

  return {
    enabled: true,
    async verify(token, expectedAction, ip) {
      const form = new URLSearchParams({ secret: options.secret, response: token })
      if (ip) form.set('remoteip', ip)
      let payload: unknown
      try {
        const response = await send(verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) return { outcome: 'unavailable', reason: `siteverify answered HTTP ${response.status}` }
        payload = await response.json()
      } catch (error) {
        return { outcome: 'unavailable', reason: `siteverify failed: ${(error as Error).message}` }
      }
      const answer = siteverifyAnswer.safeParse(payload)
      if (!answer.success) return { outcome: 'unavailable', reason: 'siteverify answered an unexpected shape' }
      const { success, score, action, hostname } = answer.data
      const codes = answer.data['error-codes'] ?? []
      if (!success) {
        if (codes.some((code) => OUR_FAULT.has(code))) {
          return { outcome: 'unavailable', reason: `siteverify refused our request: ${codes.join(', ')}` }
        }
        return { outcome: 'failed', reason: `token refused: ${codes.join(', ') || 'no reason given'}` }
      }
      if (action !== expectedAction) return { outcome: 'failed', reason: `action ${action} ≠ ${expectedAction}` }
      if (options.hostnames?.length && !options.hostnames.includes(hostname ?? '')) {
        return { outcome: 'failed', reason: `hostname ${hostname} is not ours` }
      }
      if (score === undefined || score < minScore) return { outcome: 'failed', reason: `score ${score} < ${minScore}` }
      return { outcome: 'passed', score }
    },
  }
}
