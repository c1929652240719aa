/**
 * The account pages' forms (SPEC §3, §5): profile, password, delivery address, payer requisites, notification
 * subscriptions. One zod schema per form, read by conform in the browser (checked as the visitor leaves a field)
 * and by the route's action (the rule that counts). They turn what was typed into what the contract takes: the
 * phone in E.164, digits without spaces, empty text as "not given". Field names are the spec's.
 *
 * The requisites are checked by the contract's own rules: the identifiers' checks (contract/company-ids.ts), the
 * cross-field checks and their messages (`checkRequisiteFields`, `requisiteMessages`), and the order statuses are the
 * contract's list. The account pages are not first-load pages and ship zod anyway, so the contract's modules may
 * come along (decision 005 keeps them off home, catalogue and product). The profile's messages are still copies in
 * account.json (`profileMessages`); a unit test keeps them equal.
 */
import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { email, formTexts, optionalText, PASSWORD_MAX, phone, requiredText, tooLong } from '#app/lib/forms/rules.ts'
import { resources } from '#app/lib/i18n-resources.ts'
import { isValidBik, isValidInn, isValidKpp, isValidOgrn } from '#contract/company-ids.ts'
import { KLADR_ID } from '#contract/location.ts'
import { orderStatuses } from '#contract/order-statuses.ts'
import { checkRequisiteFields, requisiteMessages } from '#contract/requisites.ts'

export const accountTexts = resources.ru.account

/** The same limits as the contract, so the browser refuses what the back-end would. */
export const accountLimits = {
  name: 100,
  password: PASSWORD_MAX,
  city: 300,
  street: 300,
  house: 50,
  apartment: 50,
  entrance: 20,
  floor: 20,
  intercom: 50,
  companyName: 300,
  address: 500,
  bankName: 300,
  directorName: 200,
} as const

/** Image types and size the photo may have (the contract's PROFILE_IMAGE_TYPES and PROFILE_IMAGE_MAX_BYTES). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024

/** The button a form was sent with, when a form has several (save, find, fill…). */
export { INTENT_FIELD } from '#app/lib/forms/public-form.ts'

/** Answered by the account actions: a refused post (errors and typed values) plus what a look-up found. */
export type FormAnswer<Extra = object> = { result: SubmissionResult<string[]> } & Extra

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** A date the visitor could have been born on: a real calendar day from 1900 up to today. */
export function isPlausibleBirthday(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    value >= '1900-01-01' &&
    value <= today.toISOString().slice(0, 10)
  )
}

/** The profile's fields. The phone is not one of them: a new one takes effect by a code sent to it (below). */
export const profileSchema = z.object({
  surname: optionalText(accountLimits.name),
  name: optionalText(accountLimits.name),
  middle_name: optionalText(accountLimits.name),
  email: email.optional(),
  birthday: z
    .string()
    .trim()
    .refine((v) => isPlausibleBirthday(v), accountTexts.profile.birthdayInvalid)
    .optional(),
  gender: z.enum(['male', 'female'], { message: formTexts.format }).optional(),
})
export type ProfileForm = z.infer<typeof profileSchema>

/**
 * `mode` says which form the page showed: "change" asks for the current password, "set" (an account made by SMS,
 * `has_password` false) sets the first one without it. The back-end decides by the account itself.
 */
export const passwordSchema = z
  .object({
    mode: z.enum(['change', 'set']).default('change'),
    password_old: z.string().max(accountLimits.password, tooLong(accountLimits.password)).optional(),
    password: z
      .string({ required_error: formTexts.required })
      .min(8, accountTexts.profile.password.tooShort)
      .max(accountLimits.password, tooLong(accountLimits.password)),
    password_confirm: z.string({ required_error: formTexts.required }),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'change' && !value.password_old) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['password_old'], message: formTexts.required })
    }
    if (value.password_confirm !== value.password) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['password_confirm'],
        message: accountTexts.profile.password.mismatch,
      })
    }
  })
export type PasswordForm = z.infer<typeof passwordSchema>

// ---- A new phone, proven by a code sent to it by SMS (decision 026, contract/phone-change.ts) ----

const phoneTexts = accountTexts.profile.phoneChange

/**
 * The reCAPTCHA v3 action of the forms that send the code: the browser's copy of the contract's
 * `PHONE_CHANGE_CAPTCHA_ACTION`, not imported so that the contract's schemas stay out of the browser; a unit test
 * keeps them equal.
 */
export const PHONE_CHANGE_CAPTCHA_ACTION = 'phone_change'

/**
 * The reCAPTCHA v3 token the forms that send an SMS carry once JavaScript has fetched one. Not the visitor's input:
 * one that cannot be a token is dropped, and the code is asked for as without one (the stricter per-IP limit).
 */
const captchaToken = z.string().max(4000).optional().catch(undefined)

/** Step 1: the new number (or the account's own, not yet proven), the code goes to it. */
export const phoneSendSchema = z.object({ phone, token: captchaToken })

/** Six digits; spaces between them are dropped (the contract's `smsCodeSchema`, with its message). */
const smsCode = z
  .string({ required_error: formTexts.required })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, phoneTexts.codeFormat))

/**
 * Step 2: the code. The number comes from the step the server keeps in a cookie; a QA script that posts without
 * it sends `phone` here too.
 */
export const phoneCodeSchema = z.object({ code_notification: smsCode, phone: phone.optional() })

/** "Send the code again", to the number of the step. */
export const phoneResendSchema = z.object({ token: captchaToken })

const idPattern = (pattern: RegExp) => z.string().trim().regex(pattern, formTexts.format).optional()

/** The delivery address: city, street and house typed or chosen from suggestions, the ids kept in hidden fields. */
export const addressSchema = z.object({
  city_full: requiredText(accountLimits.city),
  street: requiredText(accountLimits.street),
  house: requiredText(accountLimits.house),
  apartment: optionalText(accountLimits.apartment),
  entrance: optionalText(accountLimits.entrance),
  floor: optionalText(accountLimits.floor),
  intercom: optionalText(accountLimits.intercom),
  kladr_id: idPattern(KLADR_ID),
  street_kladr_id: idPattern(KLADR_ID),
  fias_id: idPattern(/^[0-9a-f-]{36}$/i),
  cdek_id: idPattern(/^\d{1,12}$/),
  boxberry_id: idPattern(/^\d{1,12}$/),
  dpd_id: idPattern(/^\d{1,15}$/),
  default: z.boolean().optional(),
})
export type AddressForm = z.infer<typeof addressSchema>

/** The address fields a suggestion fills, kept in hidden inputs. */
export const ADDRESS_ID_FIELDS = ['kladr_id', 'street_kladr_id', 'fias_id', 'cdek_id', 'boxberry_id', 'dpd_id'] as const

/** Digits typed with spaces or dashes (7707 083 893) count as the digits. */
export const onlyDigits = (v: string) => v.replace(/[\s-]+/g, '')

const code = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .transform(onlyDigits)
    .refine((v) => v === '' || check(v), message)
    .transform((v) => (v === '' ? undefined : v))
    .optional()

/**
 * The company's and the bank's fields of payer requisites, as every form with requisites takes them (the account's,
 * checkout's new requisites, a seller's settings); each form adds its own and runs `checkRequisiteFields`.
 */
export const companyAndBankFields = {
  campaign_name: requiredText(accountLimits.companyName),
  inn: code(isValidInn, requisiteMessages.inn),
  ogrn: code(isValidOgrn, requisiteMessages.ogrn),
  kpp: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || isValidKpp(v), requisiteMessages.kpp)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  addr_jur: optionalText(accountLimits.address),
  addr_post: optionalText(accountLimits.address),
  bank_bik: z
    .string({ required_error: formTexts.required })
    .transform(onlyDigits)
    .refine(isValidBik, requisiteMessages.bik),
  bank_account: z
    .string({ required_error: formTexts.required })
    .transform(onlyDigits)
    .refine((v) => /^\d{20}$/.test(v), requisiteMessages.account),
  bank_name: optionalText(accountLimits.bankName),
  bank_corr_account: code((v) => /^\d{20}$/.test(v), requisiteMessages.corrAccount),
}

/**
 * Payer requisites. Required (SPEC §5): company name, BIK, settlement account, director's name, phone, e-mail.
 * INN, OGRN, KPP, BIK and both accounts, when given, pass their checks; the accounts are checked against the BIK,
 * OGRN and KPP against the kind of INN — the contract's `checkRequisiteFields`.
 */
export const requisiteSchema = z
  .object({
    ...companyAndBankFields,
    director_fio: requiredText(accountLimits.directorName),
    director_phone: phone,
    director_email: z.string({ required_error: formTexts.required }).pipe(email),
    default: z.boolean().optional(),
  })
  .superRefine(checkRequisiteFields)
export type RequisiteForm = z.infer<typeof requisiteSchema>

/** The notifications form's one field: the statuses subscribed to, repeated. */
export const NOTIFICATIONS_FIELD = 'order_statuses_subscribes'

export const notificationsSchema = z.object({
  [NOTIFICATIONS_FIELD]: z.array(z.enum(orderStatuses, { message: formTexts.format })).default([]),
})

/** Strips blank text to undefined, for reading optional look-up parameters. */
export function textParam(value: unknown): string | undefined {
  const v = blankToUndefined(value)
  return typeof v === 'string' ? v.trim() : undefined
}

// ---- Look-ups that fill the forms (app/account/account.server.ts makes them; /account/lookup answers them) ----

/** A settlement for an address's city field. */
export interface CityChoice {
  /** As shown and stored in `city_full`, e.g. «г Новосибирск». */
  value: string
  city: string
  region: string | null
  kladr_id: string | null
  fias_id: string | null
}

/** A street (and house, when one was typed) within the chosen city. */
export interface StreetChoice {
  /** The whole address as shown, e.g. «г Новосибирск, ул Ленина, д 5». */
  value: string
  /** As stored in `street`, e.g. «ул Ленина». */
  street: string
  house: string | null
  street_kladr_id: string | null
  fias_id: string | null
}

/** The delivery services' ids of a city. */
export interface DeliveryChoice {
  kladr_id: string
  fias_id: string | null
  cdek_id: string | null
  boxberry_id: string | null
  dpd_id: string | null
}

/** What a company found by INN fills in. */
/** Whether any delivery service knows the city (the embedded directory knows none of their ids). */
export function hasDeliveryIds(delivery: DeliveryChoice | null | undefined): boolean {
  return Boolean(delivery?.cdek_id || delivery?.boxberry_id || delivery?.dpd_id)
}

export interface CompanyFill {
  campaign_name: string
  inn: string
  kpp: string | null
  ogrn: string | null
  addr_jur: string | null
  director_fio: string | null
}

/** What a bank found by BIK fills in. */
export interface BankFill {
  bank_bik: string
  bank_name: string
  bank_corr_account: string | null
}

/** The answers of GET /account/lookup, by `kind`. */
export type LookupAnswer =
  | { kind: 'city'; query: string; choices: CityChoice[] }
  | { kind: 'street'; query: string; kladr_id: string; choices: StreetChoice[] }
  | { kind: 'delivery'; kladr_id: string; delivery: DeliveryChoice | null }
  | { kind: 'company'; inn: string; company: CompanyFill | null }
  | { kind: 'bank'; bik: string; bank: BankFill | null }
  | { kind: 'none' }

/** What the profile's phone section may know of a code sent to a new phone: the number masked, the seconds to wait. */
export interface PhoneStepView {
  phone: string
  retryIn: number
  /** Changes with every code sent, so the countdown starts again after a resend. */
  sentKey: number
}
