/**
 * The storefront settings the browser may see: the Yandex Metrika counter and the reCAPTCHA v3 public site key.
 * Each is present only when configured, so an unconfigured storefront sends no trace of either service. Values are
 * checked here (digits; key characters) because the counter number is written into an inline script.
 */
import { z } from 'zod'

const schema = z.object({
  METRIKA_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional()
    .catch(undefined),
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
})

export interface PublicSettings {
  metrikaId?: string
  recaptchaSiteKey?: string
}

let cached: PublicSettings | undefined

export function publicSettings(env: Record<string, string | undefined> = process.env): PublicSettings {
  if (cached && env === process.env) return cached
  const parsed = schema.parse({
    METRIKA_ID: env.METRIKA_ID || undefined,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY || undefined,
  })
  const settings: PublicSettings = {}
  if (parsed.METRIKA_ID) settings.metrikaId = parsed.METRIKA_ID
  if (parsed.RECAPTCHA_SITE_KEY) settings.recaptchaSiteKey = parsed.RECAPTCHA_SITE_KEY
  if (env === process.env) cached = settings
  return settings
}
