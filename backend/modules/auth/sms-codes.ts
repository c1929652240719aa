/**
 * SMS codes (docs/decisions/013): 6 random digits, kept only as an HMAC with a per-code salt and compared in
 * constant time; alive 5 minutes; used once; dead after 5 wrong tries (even the right code is refused then); a new
 * code for the same phone and purpose replaces the old one and may be asked for only 60 s after it.
 *
 * Sending is guarded like the public forms (docs/decisions/010): a captcha token is verified when captcha is on (a
 * post without one is let through under a stricter per-IP limit), and every code counts against per-IP and
 * per-phone limits kept in the database, so neither one visitor nor a flood aimed at one phone drains the gateway.
 */

import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Database } from '#backend/db/client.ts'
import type { CaptchaVerifier } from '#backend/lib/captcha.ts'
import { admitPublicPost } from '#backend/lib/captcha-admission.ts'
import { AppError } from '#backend/lib/errors.ts'
import { createRateLimiter } from '#backend/lib/rate-limit.ts'
import { limitDefaults } from '#backend/limit-defaults.ts'
import type { SmsProvider } from '#backend/modules/sms/sms.provider.ts'
import { inSeconds, RetryLaterError } from './retry-later.ts'
import {
  countWrongAttempt,
  deleteCode,
  lockPhone,
  markCodeUsed,
  newestCode,
  replaceCodes,
  type SmsCodePurpose,
  type SmsCodeRow,
} from './sms-codes.repository.ts'

export const CODE_LIFETIME_MS = 5 * 60 * 1000
export const RESEND_AFTER_SECONDS = 60
export const MAX_WRONG_ATTEMPTS = 5

export const smsTexts = {
  wait: (seconds: number) => `Новый код можно запросить ${inSeconds(seconds)}`,
  tooMany: 'Слишком много запросов кода. Попробуйте позже.',
  captchaFailed: 'Не удалось подтвердить, что код запросил человек. Обновите страницу и попробуйте ещё раз.',
  notSent: 'Не удалось отправить SMS. Попробуйте ещё раз позже.',
} as const

export interface SmsLimits {
  /** Codes one phone may be sent per hour and per day, whatever their purpose. */
  perPhoneHour: number
  perPhoneDay: number
  /** Codes one IP may ask for per hour; strict: without a captcha token while captcha is on. */
  perIpHour: number
  perIpHourStrict: number
}

export const defaultSmsLimits: SmsLimits = limitDefaults.sms

export interface SmsCodesOptions {
  sms: SmsProvider
  captcha: CaptchaVerifier
  limits?: SmsLimits
  now?: () => Date
  log: (message: string, error?: unknown) => void
}

export interface CodeRequest {
  phone: string
  purpose: SmsCodePurpose
  /** What the code confirms besides the phone (a seller's company and e-mail). */
  payload?: Record<string, string>
  /** reCAPTCHA v3 token and the action it must have been made for. */
  token: string | undefined
  captchaAction: string
  ip: string | null
  /** The message, with the code in it. */
  text: (code: string) => string
  /** Runs after the sender is admitted and before anything is counted against the phone (e.g. 409 checks). */
  beforeSending?: () => Promise<void>
}

function hashCode(code: string, salt: Buffer): Buffer {
  return createHmac('sha256', salt).update(code).digest()
}

function storedHash(code: string): string {
  const salt = randomBytes(16)
  return `${salt.toString('base64url')}$${hashCode(code, salt).toString('base64url')}`
}

function matches(code: string, stored: string): boolean {
  const [salt, mac] = stored.split('$')
  if (!salt || !mac) return false
  const expected = Buffer.from(mac, 'base64url')
  const actual = hashCode(code, Buffer.from(salt, 'base64url'))
  return expected.length === actual.length && timingSafeEqual(actual, expected)
}

export function createSmsCodes(db: Database, options: SmsCodesOptions) {
  const now = options.now ?? (() => new Date())
  const limits = options.limits ?? defaultSmsLimits
  const HOUR = 3600
  const limiter = createRateLimiter(db, {
    namespace: 'sms',
    rules: {
      phoneHour: { limit: limits.perPhoneHour, windowSeconds: HOUR },
      phoneDay: { limit: limits.perPhoneDay, windowSeconds: 24 * HOUR },
      ip: { limit: limits.perIpHour, windowSeconds: HOUR },
      ipStrict: { limit: limits.perIpHourStrict, windowSeconds: HOUR },
    },
    now,
  })

  async function withinIpLimit(rule: 'ip' | 'ipStrict', ip: string | null) {
    if (!(await limiter.hit(rule, ip ?? 'unknown'))) throw new AppError(429, smsTexts.tooMany)
  }

  /** The captcha policy of docs/decisions/010, with the per-IP limits of codes. */
  async function admit(request: CodeRequest) {
    await admitPublicPost({
      captcha: options.captcha,
      token: request.token,
      action: request.captchaAction,
      ip: request.ip,
      withinLimit: (rule) => withinIpLimit(rule === 'normal' ? 'ip' : 'ipStrict', request.ip),
      captchaFailed: smsTexts.captchaFailed,
      what: 'SMS code',
      log: options.log,
    })
  }

  /** Seconds until the phone may be sent another code of this purpose; 0 when it may now. */
  function waitFor(newest: SmsCodeRow | undefined, at: Date): number {
    if (!newest) return 0
    const ms = newest.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 - at.getTime()
    return ms > 0 ? Math.ceil(ms / 1000) : 0
  }

  const refuseUntil = (seconds: number) => new RetryLaterError(smsTexts.wait(seconds), seconds)

  return {
    /** Makes, stores and sends a code; answers when another may be asked for. */
    async send(request: CodeRequest) {
      await admit(request)
      await request.beforeSending?.()
      const { phone, purpose } = request
      const wait = waitFor(await newestCode(db, phone, purpose), now())
      if (wait > 0) throw refuseUntil(wait)
      // A code refused by the hourly limit does not eat into the day's.
      if (!(await limiter.hit('phoneHour', phone)) || !(await limiter.hit('phoneDay', phone))) {
        throw new AppError(429, smsTexts.tooMany)
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const issued = await db.transaction(async (tx) => {
        await lockPhone(tx, phone, purpose)
        const at = now()
        const waitNow = waitFor(await newestCode(tx, phone, purpose), at)
        if (waitNow > 0) return { wait: waitNow }
        const row = await replaceCodes(tx, {
          phone,
          purpose,
          codeHash: storedHash(code),
          payload: request.payload ?? null,
          createdAt: at,
          expiresAt: new Date(at.getTime() + CODE_LIFETIME_MS),
        })
        return { row }
      })
      if (!issued.row) throw refuseUntil(issued.wait)

      try {
        await options.sms.send(phone, request.text(code))
      } catch (error) {
        // A code nobody received must not hold the phone back for a minute.
        await deleteCode(db, issued.row.id)
        options.log(`SMS to ${phone} not sent`, error)
        throw new AppError(503, smsTexts.notSent)
      }
      return { result: true as const, retry_after: RESEND_AFTER_SECONDS }
    },

    /**
     * The phone's live code of this purpose if `code` is it (and `accepts` its payload); otherwise null, and a wrong
     * code counts as a try. The code is not used up here: `use` does that in the transaction that acts on it, so a
     * step that is refused for another reason (no consent yet) leaves the code valid for the retry.
     */
    async check(
      phone: string,
      purpose: SmsCodePurpose,
      code: string,
      accepts: (payload: Record<string, string>) => boolean = () => true,
    ): Promise<SmsCodeRow | null> {
      return db.transaction(async (tx) => {
        const row = await newestCode(tx, phone, purpose, true)
        const at = now()
        if (!row || row.usedAt || row.expiresAt <= at || row.attempts >= MAX_WRONG_ATTEMPTS) return null
        if (!matches(code, row.codeHash) || !accepts(row.payload ?? {})) {
          await countWrongAttempt(tx, row.id)
          return null
        }
        return row
      })
    },

    /** Uses the checked code up; false when a parallel request used it first. */
    use(tx: Database, row: SmsCodeRow): Promise<boolean> {
      return markCodeUsed(tx, row.id, now(), MAX_WRONG_ATTEMPTS)
    },
  }
}
export type SmsCodes = ReturnType<typeof createSmsCodes>
