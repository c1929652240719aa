/**
 * The field rules every storefront form shares (SPEC §5): required and optional text within a length limit, the
 * e-mail, and the Russian phone turned into E.164 — with the Russian messages of `forms.errors` (common.json) — and
 * the honeypot of the public forms. The contact, auth and account forms build their zod schemas from these, so one
 * field is refused alike everywhere.
 *
 * Imported only by form code (the lazily loaded dialogs, the auth and account pages) and by the actions: zod and
 * libphonenumber stay out of the first load (decision 005).
 */
import { z } from 'zod'
import { resources } from '#app/lib/i18n-resources.ts'
import { normalizeRussianPhone } from '#contract/phone.ts'

export const formTexts = resources.ru.common.forms.errors

/** The hidden field people never see and bots fill in (decision 010): the contact and auth forms carry it. */
export const HONEYPOT_FIELD = 'website'

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}

/** The contract's limits of an e-mail address and of a password. */
export const EMAIL_MAX = 254
export const PASSWORD_MAX = 200

export const tooLong = (max: number) => formTexts.tooLong.replace('{{max}}', String(max))

/** Text that must be given: blank (spaces only) counts as missing. */
export const requiredText = (max: number, required: string = formTexts.required) =>
  z.string({ required_error: required }).trim().min(1, required).max(max, tooLong(max))

export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional()

/** An e-mail as typed; optional or required is the form's choice (`.optional()`, or piped after a required string). */
export const email = z.string().trim().max(EMAIL_MAX, formTexts.format).email(formTexts.format)

/** An e-mail that must be given: blank is "required", not "format". */
export const requiredEmail = z
  .string({ required_error: formTexts.required })
  .trim()
  .min(1, formTexts.required)
  .max(EMAIL_MAX, formTexts.format)
  .email(formTexts.format)

/** Whatever the visitor typed (8 916…, +7 (916)…, 916…) becomes +79161234567, or the SPEC §5 phone message. */
export const phone = z.string({ required_error: formTexts.required }).transform((value, ctx) => {
  const normalized = normalizeRussianPhone(value)
  if (!normalized) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: formTexts.phone })
    return z.NEVER
  }
  return normalized
})
