/**
 * The action behind the auth dialog (POST /signin and /signup; both take every form, told apart by `intent`):
 * - refused (invalid, wrong password or code, too soon, taken e-mail): 400/4xx with conform's reply — Russian field
 *   errors and the typed values (never the password) — and where the dialog stands;
 * - a code sent: the phone (and a seller's company and e-mail) go into the HttpOnly `bh_auth_step` cookie, and a
 *   redirect (303) opens the code step over the page the visitor was on — the phone never appears in a URL;
 * - signed in: the token into `bh_token`, the guest cart's cookie cleared (it went with the sign-in and is merged by
 *   the back-end), and a redirect back to the page, the dialog closed.
 * Password recovery (decision 031) is one more code flow: `recover` sends the code, `reset` takes the code and the
 * new password and signs in.
 * The same answers serve a plain post (JavaScript off: post/redirect/get) and the dialog's fetcher (which follows the
 * redirect without reloading the page). A filled honeypot never reaches the back-end (decision 010).
 */
import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import type { z } from 'zod'
import { mapBackendErrors } from '#app/contact/contact.server.ts'
import type { GuestCartLine } from '#app/context/guest-cart.server.ts'
import { cookieHeaders, signedInCookies } from '#app/context/session.server.ts'
import type { ApiResult } from '#app/lib/api/client.server.ts'
import { dialogHref } from '#app/lib/dialog.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { isHoneypotFilled } from '#app/lib/forms/rules.ts'
import { safeRedirectLocation, safeRedirectPath } from '#app/lib/redirect-target.ts'
import {
  getMerchantSmsRegCodeCall,
  resetPasswordBySmsCall,
  type SignedIn,
  sendPasswordResetCodeCall,
  sendSmsCodeCall,
  signInBySmsCall,
  signInCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import { type PendingCode, pendingCodeCookie, readPendingCode, secondsUntilRetry } from './auth.server.ts'
import {
  type AuthActionData,
  type AuthIntent,
  type AuthTab,
  type AuthView,
  authTexts,
  authViewParams,
  buyerSignUpSchema,
  type CodeFlow,
  codeSchema,
  codeView,
  emailSignInSchema,
  intentOf,
  merchantSignUpSchema,
  phoneSignInSchema,
  recoverSchema,
  resendSchema,
  resetSchema,
} from './auth-schema.ts'

/** When the back-end's answer says nothing of the next code, the SPEC's 60 s. */
const DEFAULT_RETRY_SECONDS = 60

const VIEWS = {
  email: { tab: 'signin', mode: 'email', role: 'buyer', code: false },
  signinPhone: { tab: 'signin', mode: 'phone', role: 'buyer', code: false },
  buyer: { tab: 'signup', mode: 'email', role: 'buyer', code: false },
  merchant: { tab: 'signup', mode: 'email', role: 'merchant', code: false },
  recover: { tab: 'signin', mode: 'recover', role: 'buyer', code: false },
} as const satisfies Record<string, AuthView>

function startView(flow: CodeFlow): AuthView {
  return { signin: VIEWS.signinPhone, buyer: VIEWS.buyer, merchant: VIEWS.merchant, recover: VIEWS.recover }[flow]
}

/** The auth pages themselves are no place to come back to. */
function backFrom(form: FormData): string {
  const back = safeRedirectPath(form.get('redirectTo'))
  const { pathname } = safeRedirectLocation(back)
  return pathname === '/signin' || pathname === '/signup' ? '/' : back
}

/** The page the visitor was on, with the dialog open at `view`. */
function viewHref(back: string, view: AuthView): string {
  const { name, params } = authViewParams(view)
  return dialogHref(safeRedirectLocation(back), name, params)
}

interface Refusal {
  fieldErrors?: Record<string, string[]>
  formErrors?: string[]
}

function refuse(
  intent: AuthIntent,
  view: AuthView,
  submission: Submission<unknown>,
  refusal: Refusal | null,
  status = 400,
  extra: Partial<AuthActionData> = {},
) {
  const result: SubmissionResult<string[]> = submission.reply({
    ...(refusal ?? {}),
    // The password is never sent back into the page.
    hideFields: ['password', 'password_confirm'],
  })
  return data<AuthActionData>(
    { intent, view, result, ...extra },
    { status: status >= 400 && status < 500 ? status : 400 },
  )
}

/** A back-end refusal as the form shows it: the fields it names on the form, everything else above the form. */
function backendRefusal(failure: ApiResult<unknown>, visibleFields: readonly string[]): Refusal {
  if (failure.error === null) return {}
  return mapBackendErrors(failure, visibleFields)
}

/** Where a seller lands after registration (issue 15). */
const SELLER_START = '/seller/settings'

function signedIn(answer: SignedIn, back: string) {
  return redirect(back, { status: 303, headers: cookieHeaders(signedInCookies(answer.access_token)) })
}

function codeSent(pending: PendingCode, back: string) {
  return redirect(viewHref(back, codeView(pending.flow)), {
    status: 303,
    headers: { 'Set-Cookie': pendingCodeCookie(pending) },
  })
}

function retryAt(answer: ApiResult<{ retry_after: number }>): number {
  const seconds = answer.data?.retry_after ?? DEFAULT_RETRY_SECONDS
  return Date.now() + seconds * 1000
}

function parse<S extends z.ZodTypeAny>(form: FormData, schema: S) {
  return parseWithZod(form, { schema })
}

/** Sign-in's body: the guest cart goes along when there is one (SPEC §7; the back-end merges it, issue 6). */
function withCart<T extends object>(body: T, cart: GuestCartLine[]): T & { cart?: GuestCartLine[] } {
  return cart.length > 0 ? { ...body, cart } : body
}

export async function authAction({
  request,
  context,
  page,
}: {
  request: Request
  context: AppLoadContext
  page: AuthTab
}) {
  const form = await readForm(request)
  const intent = intentOf(form, page)
  // A script's post without `intent` is parsed as the form its fields named.
  form.set('intent', intent)
  const back = backFrom(form)
  const bot = isHoneypotFilled(form)
  if (bot) console.info(`auth form ${intent}: honeypot filled, nothing passed on`)
  // Sign-in and registration never depend on a token the visitor may still carry.
  const api = context.api.asGuest()

  switch (intent) {
    case 'email': {
      const submission = parse(form, emailSignInSchema)
      if (submission.status !== 'success') return refuse(intent, VIEWS.email, submission, null)
      if (bot) return refuse(intent, VIEWS.email, submission, { formErrors: [authTexts.wrongLogin] }, 422)
      const { email, password } = submission.value
      const answer = await api.call(signInCall, {
        body: withCart({ email, password }, await context.cart.guestLines()),
      })
      if (answer.data) return signedIn(answer.data, back)
      return refuse(intent, VIEWS.email, submission, backendRefusal(answer, ['email', 'password']), answer.status)
    }

    case 'signin-phone':
    case 'buyer':
    case 'recover': {
      const flow: CodeFlow = intent === 'signin-phone' ? 'signin' : intent
      const view = startView(flow)
      const schema = { signin: phoneSignInSchema, buyer: buyerSignUpSchema, recover: recoverSchema }[flow]
      const submission = parse(form, schema)
      if (submission.status !== 'success') return refuse(intent, view, submission, null)
      const { phone, token } = submission.value
      // The consent given with the phone (a registration's, or sign-in's for a phone that may be new) waits with it.
      const consent = 'personal_data_consent' in submission.value && submission.value.personal_data_consent === true
      const pending: PendingCode = { flow, phone, consent, retryAt: 0 }
      if (bot) return codeSent({ ...pending, retryAt: Date.now() + DEFAULT_RETRY_SECONDS * 1000 }, back)
      const answer = await api.call(flow === 'recover' ? sendPasswordResetCodeCall : sendSmsCodeCall, {
        body: { phone, ...(token ? { token } : {}) },
      })
      if (answer.data) return codeSent({ ...pending, retryAt: retryAt(answer) }, back)
      return refuse(intent, view, submission, backendRefusal(answer, ['phone']), answer.status)
    }

    case 'merchant': {
      const view = VIEWS.merchant
      const submission = parse(form, merchantSignUpSchema)
      if (submission.status !== 'success') return refuse(intent, view, submission, null)
      const { company, email, phone, token } = submission.value
      const pending: PendingCode = { flow: 'merchant', company, email, phone, consent: true, retryAt: 0 }
      if (bot) return codeSent({ ...pending, retryAt: Date.now() + DEFAULT_RETRY_SECONDS * 1000 }, back)
      const answer = await api.call(getMerchantSmsRegCodeCall, {
        body: { company, email, phone, ...(token ? { token } : {}) },
      })
      if (answer.data) return codeSent({ ...pending, retryAt: retryAt(answer) }, back)
      return refuse(intent, view, submission, backendRefusal(answer, ['company', 'email', 'phone']), answer.status)
    }

    case 'code': {
      const submission = parse(form, codeSchema)
      const saved = readPendingCode(request)
      const typedFlow = submission.status === 'success' ? submission.value.flow : undefined
      const flow: CodeFlow = typedFlow ?? saved?.flow ?? (page === 'signup' ? 'buyer' : 'signin')
      const view = codeView(flow)
      if (submission.status !== 'success') return refuse(intent, view, submission, null)
      const value = submission.value
      // What a script posts wins over the cookie; a person's browser posts only the code (and the consent).
      const fromCookie = saved && saved.flow === flow ? saved : null
      const phone = value.phone ?? fromCookie?.phone
      if (!phone) {
        return refuse(intent, startView(flow), submission, { formErrors: [authTexts.stepExpired] }, 400)
      }
      const consent = value.personal_data_consent ?? (fromCookie?.consent ? true : undefined)
      if (bot)
        return refuse(intent, view, submission, { fieldErrors: { code_notification: [authTexts.codeInvalid] } }, 422)

      if (flow === 'merchant') {
        const company = value.company ?? fromCookie?.company
        const email = value.email ?? fromCookie?.email
        if (!company || !email) {
          return refuse(intent, startView(flow), submission, { formErrors: [authTexts.stepExpired] }, 400)
        }
        if (!consent) {
          return refuse(
            intent,
            view,
            submission,
            { fieldErrors: { personal_data_consent: [authTexts.consentRequired] } },
            422,
            { consentNeeded: true },
          )
        }
        const answer = await api.call(signUpMerchantCall, {
          body: withCart(
            { company, email, phone, code_notification: value.code_notification, personal_data_consent: true as const },
            await context.cart.guestLines(),
          ),
        })
        // A new seller goes on to the cabinet, which asks for the requisites moderation needs.
        if (answer.data) return signedIn(answer.data, SELLER_START)
        const refusal = backendRefusal(answer, ['code_notification', 'personal_data_consent'])
        return refuse(intent, view, submission, refusal, answer.status, consentExtra(refusal))
      }

      const answer = await api.call(signInBySmsCall, {
        body: withCart(
          {
            phone,
            code_notification: value.code_notification,
            ...(consent ? { personal_data_consent: true as const } : {}),
          },
          await context.cart.guestLines(),
        ),
      })
      if (answer.data) return signedIn(answer.data, back)
      const refusal = backendRefusal(answer, ['code_notification', 'personal_data_consent'])
      return refuse(intent, view, submission, refusal, answer.status, consentExtra(refusal))
    }

    case 'resend': {
      const submission = parse(form, resendSchema)
      const saved = readPendingCode(request)
      const view = saved ? codeView(saved.flow) : VIEWS.signinPhone
      if (submission.status !== 'success') return refuse(intent, view, submission, null)
      if (!saved) {
        const expired = startView(page === 'signup' ? 'buyer' : 'signin')
        return refuse(intent, expired, submission, { formErrors: [authTexts.stepExpired] }, 400)
      }
      // Too soon: refused here with the seconds left (the back-end would refuse it too, with 429).
      const wait = secondsUntilRetry(saved)
      if (wait > 0) {
        return refuse(
          intent,
          view,
          submission,
          { formErrors: [authTexts.resendWait.replace('{{seconds}}', String(wait))] },
          429,
        )
      }
      if (bot) return codeSent({ ...saved, retryAt: Date.now() + DEFAULT_RETRY_SECONDS * 1000 }, back)
      const token = submission.value.token
      const answer =
        saved.flow === 'merchant'
          ? await api.call(getMerchantSmsRegCodeCall, {
              body: {
                company: saved.company ?? '',
                email: saved.email ?? '',
                phone: saved.phone,
                ...(token ? { token } : {}),
              },
            })
          : await api.call(saved.flow === 'recover' ? sendPasswordResetCodeCall : sendSmsCodeCall, {
              body: { phone: saved.phone, ...(token ? { token } : {}) },
            })
      if (answer.data) return codeSent({ ...saved, retryAt: retryAt(answer) }, back)
      return refuse(intent, view, submission, backendRefusal(answer, []), answer.status)
    }

    case 'reset': {
      // Password recovery, step 2: the code and the new password; the account is signed in (decision 031).
      const submission = parse(form, resetSchema)
      const view = codeView('recover')
      if (submission.status !== 'success') return refuse(intent, view, submission, null)
      const saved = readPendingCode(request)
      const phone = submission.value.phone ?? (saved?.flow === 'recover' ? saved.phone : undefined)
      if (!phone) return refuse(intent, VIEWS.recover, submission, { formErrors: [authTexts.stepExpired] }, 400)
      if (bot)
        return refuse(intent, view, submission, { fieldErrors: { code_notification: [authTexts.codeInvalid] } }, 422)
      const { code_notification, password } = submission.value
      const answer = await api.call(resetPasswordBySmsCall, {
        body: withCart({ phone, code_notification, password }, await context.cart.guestLines()),
      })
      if (answer.data) return signedIn(answer.data, back)
      const refusal = backendRefusal(answer, ['code_notification', 'password'])
      return refuse(intent, view, submission, refusal, answer.status)
    }
  }
}

/** The back-end asked for the consent (a new phone at sign-in): the code step shows the box, the code stays. */
function consentExtra(refusal: Refusal): Partial<AuthActionData> {
  return refusal.fieldErrors?.personal_data_consent ? { consentNeeded: true } : {}
}
