/**
 * The auth dialog's forms (SPEC §4 Authentication, §5): sign-in by e-mail and password, sign-in by phone and an SMS
 * code, a buyer's and a seller's registration, the code step and "send the code again". One zod schema per form, read
 * by conform in the browser and by the /signin and /signup actions (the rule that counts). Field names are the
 * spec's (`email`, `password`, `phone`, `code_notification`, `company`, `personal_data_consent`), so QA scripts post
 * them as they are; the phone is normalised to E.164 here, so the action sends what the contract takes.
 *
 * Also here: where the dialog is (tab, sign-in mode, role, code step) read from and written to the URL.
 *
 * Imported only by the lazily loaded dialog, the auth pages and the actions: zod and libphonenumber stay out of the
 * first load (decision 005).
 */
import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import {
  formTexts,
  HONEYPOT_FIELD,
  PASSWORD_MAX,
  phone,
  requiredEmail,
  requiredText,
  tooLong,
} from '#app/lib/forms/rules.ts'
import { resources } from '#app/lib/i18n-resources.ts'

export const authTexts = resources.ru.auth.errors

/** The contract's limits (contract/auth.ts), so the browser refuses what the back-end would. */
export const authLimits = { password: PASSWORD_MAX, company: 300 } as const

/**
 * The reCAPTCHA v3 action of each form that sends an SMS: the browser's copy of `smsCaptchaActions`
 * (contract/auth.ts), not imported so that the contract's schemas stay out of the browser; a unit test keeps them equal.
 */
export const authCaptchaActions = {
  signIn: 'sms_signin',
  merchantSignUp: 'merchant_signup',
  passwordReset: 'password_reset',
} as const

/** Values of a ticked consent box: a browser sends `on`; a QA script may send `true` or `1`. */
const CONSENT_VALUES: ReadonlySet<string> = new Set(['on', 'true', '1'])

/** Six digits; spaces between them are dropped (the contract's rule, with the SPEC §5 text). */
const code = z
  .string({ required_error: formTexts.required })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, authTexts.codeFormat))

/** The 152-FZ consent: a separate, unticked box; required where it is asked for. */
const consentGiven = z
  .string({ required_error: authTexts.consentRequired })
  .refine((value) => CONSENT_VALUES.has(value), authTexts.consentRequired)
  .transform(() => true as const)

const consentOptional = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && CONSENT_VALUES.has(value) ? (true as const) : undefined))

/** What every auth form carries besides the visitor's fields. */
const service = {
  /** The page to go back to; checked with safeRedirectPath before use. */
  redirectTo: z.string().max(2000).optional(),
  [HONEYPOT_FIELD]: z.string().optional(),
  /** reCAPTCHA v3 token of the forms that send an SMS. */
  token: z.string().max(4000).optional(),
}

export const emailSignInSchema = z.object({
  intent: z.literal('email'),
  email: requiredEmail,
  password: z
    .string({ required_error: formTexts.required })
    .min(1, formTexts.required)
    .max(authLimits.password, tooLong(authLimits.password)),
  ...service,
})

/**
 * Sign-in by phone, step 1: the code to the phone, and the 152-FZ consent — optional, it is needed only if the phone
 * has no account yet, which the storefront cannot know before the code (decision 031).
 */
export const phoneSignInSchema = z.object({
  intent: z.literal('signin-phone'),
  phone,
  personal_data_consent: consentOptional,
  ...service,
})

/** Password recovery, step 1: the code to the phone (decision 031). */
export const recoverSchema = z.object({ intent: z.literal('recover'), phone, ...service })

/** A new password: the rules of the account's password form (at least 8 characters, typed twice alike). */
const newPassword = {
  password: z
    .string({ required_error: formTexts.required })
    .min(8, authTexts.passwordTooShort)
    .max(authLimits.password, tooLong(authLimits.password)),
  password_confirm: z.string({ required_error: formTexts.required }),
}

/**
 * Password recovery, step 2: the code and the new password, twice. The phone comes from the pending step's cookie;
 * a QA script that posts without it sends `phone` here.
 */
export const resetSchema = z
  .object({ intent: z.literal('reset'), code_notification: code, ...newPassword, phone: phone.optional(), ...service })
  .superRefine((value, ctx) => {
    if (value.password_confirm !== value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['password_confirm'], message: authTexts.passwordMismatch })
    }
  })

/** A buyer's registration, step 1: the phone and the consent. */
export const buyerSignUpSchema = z.object({
  intent: z.literal('buyer'),
  phone,
  personal_data_consent: consentGiven,
  ...service,
})

/** A seller's registration, step 1: company, e-mail, phone and the consent. */
export const merchantSignUpSchema = z.object({
  intent: z.literal('merchant'),
  company: requiredText(authLimits.company),
  email: requiredEmail,
  phone,
  personal_data_consent: consentGiven,
  ...service,
})

export const CODE_FLOWS = ['signin', 'buyer', 'merchant', 'recover'] as const
/** Which step 1 the code belongs to: sign-in by phone, a buyer's or a seller's registration, password recovery. */
export type CodeFlow = (typeof CODE_FLOWS)[number]

/**
 * Step 2: the code. The phone (and a seller's company and e-mail) come from the pending step the server keeps in a
 * cookie; a QA script that posts without it sends them here, with `flow`.
 */
export const codeSchema = z.object({
  intent: z.literal('code'),
  code_notification: code,
  personal_data_consent: consentOptional,
  flow: z.enum(CODE_FLOWS).optional(),
  phone: phone.optional(),
  company: requiredText(authLimits.company).optional(),
  email: requiredEmail.optional(),
  ...service,
})

/** "Send the code again" on the code step. */
export const resendSchema = z.object({ intent: z.literal('resend'), ...service })

export const AUTH_INTENTS = [
  'email',
  'signin-phone',
  'buyer',
  'merchant',
  'code',
  'resend',
  'recover',
  'reset',
] as const
export type AuthIntent = (typeof AUTH_INTENTS)[number]

export const authSchemas = {
  email: emailSignInSchema,
  'signin-phone': phoneSignInSchema,
  buyer: buyerSignUpSchema,
  merchant: merchantSignUpSchema,
  code: codeSchema,
  resend: resendSchema,
  recover: recoverSchema,
  reset: resetSchema,
} as const satisfies Record<AuthIntent, z.ZodTypeAny>

/**
 * The form a post is for: its `intent`, or — for a QA script that posts only the spec's fields — what its fields
 * say (a code and a password: recovery; a password: e-mail sign-in; a code: the code step; a company: a seller; a
 * phone: sign-in on /signin, a buyer's registration on /signup).
 */
export function intentOf(form: FormData, page: AuthTab): AuthIntent {
  const intent = form.get('intent')
  if (typeof intent === 'string' && (AUTH_INTENTS as readonly string[]).includes(intent)) return intent as AuthIntent
  if (form.has('password') && form.has('code_notification')) return 'reset'
  if (form.has('password')) return 'email'
  if (form.has('code_notification')) return 'code'
  if (form.has('company')) return 'merchant'
  return page === 'signup' ? 'buyer' : 'signin-phone'
}

// ---- Where the dialog is: the URL ----

export type AuthTab = 'signin' | 'signup'
/** `recover`: password recovery by an SMS code, reached by «Забыли пароль?» (decision 031). */
export type SignInMode = 'email' | 'phone' | 'recover'
export type Role = 'buyer' | 'merchant'

/**
 * The auth dialog's state (SPEC §4): the tab (1 sign-in, 2 registration), the sign-in mode, the registration role,
 * and whether the code step is shown. None of it is personal: the phone never goes into a URL.
 */
export interface AuthView {
  tab: AuthTab
  mode: SignInMode
  role: Role
  code: boolean
}

/** The URL parameters of the dialog besides `dialog` itself (they are listed in DIALOG_PARAMS). */
export const AUTH_PARAMS = ['tab', 'mode', 'role', 'step'] as const

const SIGN_IN_MODES: readonly string[] = ['email', 'phone', 'recover'] satisfies SignInMode[]

/**
 * `?dialog=signin` or `/signin` is tab 1; `?dialog=signup`, `/signup` or `tab=2` is registration (SPEC §4). Without
 * `mode`, sign-in opens by e-mail — or by phone where the page says so (the cart's step 2, decision 031).
 */
export function authViewFrom(name: string, params: URLSearchParams, defaultMode: SignInMode = 'email'): AuthView {
  const tab: AuthTab = name === 'signup' || params.get('tab') === '2' ? 'signup' : 'signin'
  const mode = params.get('mode') ?? ''
  return {
    tab,
    mode: SIGN_IN_MODES.includes(mode) ? (mode as SignInMode) : defaultMode,
    role: params.get('role') === 'merchant' ? 'merchant' : 'buyer',
    code: params.get('step') === 'code',
  }
}

/** The dialog's name and parameters for a view, only what differs from the defaults (the page's `defaultMode`). */
export function authViewParams(
  view: AuthView,
  defaultMode: SignInMode = 'email',
): { name: AuthTab; params: Record<string, string> } {
  const params: Record<string, string> = {}
  if (view.tab === 'signup') {
    params.tab = '2'
    if (view.role === 'merchant') params.role = 'merchant'
  } else if (view.mode !== defaultMode) {
    params.mode = view.mode
  }
  if (view.code) params.step = 'code'
  return { name: view.tab, params }
}

/** The code flow a view's step 1 starts, or null for the e-mail sign-in (no code). */
export function flowOfView(view: AuthView): CodeFlow | null {
  if (view.tab === 'signup') return view.role
  return view.mode === 'phone' ? 'signin' : view.mode === 'recover' ? 'recover' : null
}

/** The view that shows a flow's code step. */
export function codeView(flow: CodeFlow): AuthView {
  if (flow === 'signin') return { tab: 'signin', mode: 'phone', role: 'buyer', code: true }
  if (flow === 'recover') return { tab: 'signin', mode: 'recover', role: 'buyer', code: true }
  return { tab: 'signup', mode: 'email', role: flow, code: true }
}

// ---- What the server tells the dialog ----

/**
 * A code that was sent and waits to be typed, as the browser sees it: the phone masked (the page may be recorded by
 * analytics; the full number stays in the HttpOnly cookie), and how many seconds until another code may be asked.
 */
export interface PendingCodeView {
  flow: CodeFlow
  phone: string
  /** Whether the 152-FZ consent was given at step 1 (registration), so the code step need not ask for it. */
  consent: boolean
  retryIn: number
}

/** `+7 916 ***-**-67`: enough for a person to recognise their number. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '')
  if (digits.length !== 11) return '***'
  return `+7 ${digits.slice(1, 4)} ***-**-${digits.slice(9, 11)}`
}

/** What a refused post answers (status 4xx): the form's errors and typed values, and where the dialog stands. */
export interface AuthActionData {
  intent: AuthIntent
  view: AuthView
  result: SubmissionResult<string[]>
  /** Sign-in by phone met a new phone without the consent: the code step shows the box, the code is kept. */
  consentNeeded?: boolean
}
