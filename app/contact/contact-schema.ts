/**
 * The three contact forms' rules (SPEC §3, §5): write-us, price request, product question. One zod schema per form,
 * read by conform in the browser (validation as the visitor leaves a field) and in the page route's action (the
 * rule that counts). The phone is normalised here to E.164, the question's quantity made positive, so the action
 * sends exactly what the contract (contract/messages.ts) takes. Field names are the spec's.
 *
 * Imported only by the lazily loaded dialogs and by the actions: zod and libphonenumber stay out of the first load.
 */
import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { email, formTexts, HONEYPOT_FIELD, optionalText, phone, requiredText } from '#app/lib/forms/rules.ts'

/** The same limits as the contract, so the browser refuses what the back-end would. */
export const limits = {
  name: 100,
  message: 5000,
  location: 300,
  quantity: 1_000_000,
  page: 500,
} as const

import { VIA_FIELD } from '#app/lib/forms/public-form.ts'

export { formCaptchaActions, VIA_DIALOG, VIA_FIELD } from '#app/lib/forms/public-form.ts'

/** What an action answers the dialog's fetcher (a plain post gets a redirect instead of `sent`). */
export type ContactActionData = { status: 'sent' } | { status: 'error'; result: SubmissionResult<string[]> }

const name = requiredText(limits.name, formTexts.nameRequired)

const optionalEmail = email.optional()

const positiveId = z
  .number({ required_error: formTexts.format, invalid_type_error: formTexts.format })
  .int(formTexts.format)
  .positive(formTexts.format)

/** What every contact form carries besides the visitor's fields. */
const service = {
  /** Where the success page links back to; checked with safeRedirectPath before use. */
  redirectTo: z.string().max(2000).optional(),
  [HONEYPOT_FIELD]: z.string().optional(),
  [VIA_FIELD]: z.string().optional(),
  /** reCAPTCHA v3 token, when the browser got one. */
  token: z.string().max(4000).optional(),
}

export const writeUsSchema = z.object({
  name,
  email: optionalEmail,
  phone,
  message: requiredText(limits.message),
  ...service,
})

export const priceRequestSchema = z.object({
  name,
  email: optionalEmail,
  phone,
  quantity: z
    .number({ required_error: formTexts.required, invalid_type_error: formTexts.format })
    .int(formTexts.format)
    .min(1, formTexts.format)
    .max(limits.quantity, formTexts.format),
  message: optionalText(limits.message),
  location: optionalText(limits.location),
  master_product_id: positiveId.optional(),
  merchant_id: positiveId.optional(),
  ...service,
})

/**
 * SPEC §5: the question's quantity is the absolute value of the input, or 1 when it is empty or zero. A fraction
 * counts whole pieces; text that is not a number, or more than the limit, is refused (null).
 */
export function questionQuantity(input: string | number | undefined | null): number | null {
  if (input === undefined || input === null) return 1
  const text = String(input).trim().replace(',', '.')
  if (text === '') return 1
  const value = Number(text)
  if (!Number.isFinite(value)) return null
  const pieces = Math.trunc(Math.abs(value))
  if (pieces > limits.quantity) return null
  return pieces === 0 ? 1 : pieces
}

export const productQuestionSchema = z.object({
  product_id: positiveId,
  /** The product page the question was asked from. */
  page: z.string().max(limits.page, formTexts.format).optional(),
  // Read as text: conform would otherwise turn "-3" into a number and "abc" into a type error before our rule.
  quantity: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const pieces = questionQuantity(value)
      if (pieces === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: formTexts.format })
        return z.NEVER
      }
      return pieces
    }),
  name,
  phone,
  email: optionalEmail,
  question: optionalText(limits.message),
  location: optionalText(limits.location),
  /** The seller, when the question is asked of one offer; without it every seller of the product is asked. */
  merchant_id: positiveId.optional(),
  ...service,
})

export type WriteUsForm = z.infer<typeof writeUsSchema>
export type PriceRequestForm = z.infer<typeof priceRequestSchema>
export type ProductQuestionForm = z.infer<typeof productQuestionSchema>
