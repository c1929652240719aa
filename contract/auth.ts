/**
 * Sign-in, SMS codes and registration (SPEC §7). The access token is opaque; the storefront keeps it in the HttpOnly
 * `bh_token` cookie and sends it as a bearer token. Wrong e-mail or password always answers the same text, never
 * saying which was wrong. SMS codes are 6 digits, live 5 minutes, are used once, may be asked again after 60 s and
 * die after 5 wrong tries (docs/decisions/013).
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { cartItemSchema } from './cart.ts'
import { id } from './catalog.ts'
import { e164RussianPhone } from './phone.ts'
import { profileMessages, userSchema } from './users.ts'

/** Texts of SPEC §5 and §8 that the back-end answers and the storefront shows as they are. */
export const authMessages = {
  wrongLogin: 'Введён неправильный E-mail или пароль',
  codeFormat: 'Некорректный формат введенного кода',
  codeInvalid: 'Проверочный код недействительный',
  consentRequired: 'Нужно ваше согласие на обработку персональных данных',
  /** SPEC §8: the e-mail's account has no password (it was made by SMS and never set one). */
  noPassword: 'Комбинация E-mail и пароля отсутствует',
  /** A recovery code that was right, for a phone no account has proven: nothing to recover (decision 031). */
  noAccountForPhone: 'Учётной записи с этим номером нет. Войдите по номеру телефона — мы создадим её.',
} as const

/** reCAPTCHA v3 actions of the calls that send an SMS (a token of another action is refused). */
export const smsCaptchaActions = {
  signIn: 'sms_signin',
  merchantSignUp: 'merchant_signup',
  passwordReset: 'password_reset',
} as const

const captchaToken = z.string().max(4000).optional()

/** Six digits; spaces a visitor typed between them are dropped first. */
export const smsCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z.string().regex(/^\d{6}$/, authMessages.codeFormat),
)

/** A guest cart line handed over at sign-in, merged into the account's cart (SPEC §7 signinBySMS). */
export const guestCartLineSchema = z.object({ product_id: id, quantity: z.number().int().min(1).max(100_000) })

/**
 * The 152-FZ consent to personal-data processing, a separate unticked checkbox (reference §152-FZ). A new account
 * is made only with it; the back-end records when, from which IP and which text version was accepted.
 */
const personalDataConsent = z.literal(true).optional()

export const signedInSchema = z.object({
  access_token: z.string(),
  user: userSchema,
  cart: z.array(cartItemSchema),
})
export type SignedIn = z.infer<typeof signedInSchema>

export const signInCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/users/signin',
  body: z
    .object({
      email: z.string().trim().min(1).max(254),
      password: z.string().min(1).max(200),
      token: captchaToken,
      cart: z.array(guestCartLineSchema).max(200).optional(),
    })
    .strict(),
  response: signedInSchema,
})

/** What a sent code answers: when another may be asked for, seconds. */
export const codeSentSchema = z.object({ result: z.literal(true), retry_after: z.number().int().nonnegative() })

/**
 * Sends a sign-in code to the phone (an unknown phone gets one too: signing in with it makes a buyer account).
 * 429 with the seconds to wait when asked again within 60 s, or past the per-phone and per-IP limits.
 */
export const sendSmsCodeCall = defineCall({
  method: 'POST',
  path: '/api/front/user/sendSmsCode',
  body: z.object({ phone: e164RussianPhone, token: captchaToken }).strict(),
  response: codeSentSchema,
})

/**
 * Signs in by the phone and its code; a phone nobody has yet becomes a buyer's account, which needs
 * `personal_data_consent` (without it: 422 naming that field, and the code stays valid for the retry).
 */
export const signInBySmsCall = defineCall({
  method: 'POST',
  path: '/api/front/users/signinBySMS',
  body: z
    .object({
      phone: e164RussianPhone,
      code_notification: smsCodeSchema,
      cart: z.array(guestCartLineSchema).max(200).optional(),
      personal_data_consent: personalDataConsent,
    })
    .strict(),
  response: signedInSchema,
})

const merchantFields = {
  company: z.string().trim().min(1).max(300),
  email: z.string().trim().email().max(254),
  phone: e164RussianPhone,
}

/** A seller's registration, step 1: the code to the phone. 409 naming the field when the e-mail or phone is taken. */
export const getMerchantSmsRegCodeCall = defineCall({
  method: 'POST',
  path: '/api/front/users/getCustomerSmsRegCode',
  body: z.object({ ...merchantFields, token: captchaToken }).strict(),
  response: codeSentSchema,
})

/**
 * A seller's registration, step 2: the code makes the seller's account (role_id 3) and signs it in; the guest cart
 * becomes the new account's.
 */
export const signUpMerchantCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/users/signupWithMerchantSmsRegCode',
  body: z
    .object({
      ...merchantFields,
      code_notification: smsCodeSchema,
      personal_data_consent: z.literal(true),
      cart: z.array(guestCartLineSchema).max(200).optional(),
    })
    .strict(),
  response: signedInSchema,
})

/**
 * Password recovery, step 1 (decision 031): a code to the phone, answered the same whether or not an account has the
 * phone — as `sendSmsCodeCall`, under the same limits (per phone, per IP, captcha, 60 s between codes).
 */
export const sendPasswordResetCodeCall = defineCall({
  method: 'POST',
  path: '/api/front/users/password/sendCode',
  body: z.object({ phone: e164RussianPhone, token: captchaToken }).strict(),
  response: codeSentSchema,
})

/**
 * Password recovery, step 2: the code and the new password (the rules of `changePasswordCall`). The account that has
 * proven the phone gets the password, every other token of it dies, and it is signed in. A wrong, expired or used
 * code: 422 on `code_notification`, counted as a failed sign-in; a right code for a phone no account has proven: 422
 * `noAccountForPhone`, which only the phone's owner can see.
 */
export const resetPasswordBySmsCall = defineCall({
  method: 'POST',
  path: '/api/front/users/password/reset',
  body: z
    .object({
      phone: e164RussianPhone,
      code_notification: smsCodeSchema,
      password: z.string().min(8, profileMessages.passwordTooShort).max(200),
      cart: z.array(guestCartLineSchema).max(200).optional(),
    })
    .strict(),
  response: signedInSchema,
})

/** Signs out: the token is revoked. Ours; SPEC §7 names no logout call. */
export const signOutCall = defineCall({
  method: 'POST',
  path: '/api/front/users/logout',
  auth: true,
  response: z.object({ result: z.literal(true) }),
})

/** The embedded SMS provider's outbox, for administrators and developers (the code is in the text). */
export const smsOutboxRowSchema = z.object({
  id,
  phone: z.string(),
  text: z.string(),
  created_at: z.string(),
})

export const listSmsOutboxCall = defineCall({
  method: 'GET',
  path: '/api/admin/sms_outbox',
  query: z
    .object({
      phone: e164RussianPhone.optional(),
      per_page: z.coerce.number().int().min(1).max(100).default(20),
    })
    .strict(),
  auth: true,
  role: 'administrator',
  response: z.object({ data: z.array(smsOutboxRowSchema) }),
})
