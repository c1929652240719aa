/**
 * What the auth dialog shows (SPEC §4 Auth dialog), the same in the dialog over a page and on the /signin and
 * /signup pages: tab 1 sign-in (by e-mail and password, or by phone and a code), tab 2 registration (buyer or
 * seller), and the code step. Tabs, modes and roles are links (URL state); each step is a plain form posting to
 * /signin or /signup. In the dialog the forms go through a fetcher (errors come back as data, a success redirect is
 * followed without a reload); on the page, and without JavaScript, they are plain posts.
 */
import type { SubmissionResult } from '@conform-to/react'
import { type FetcherWithComponents, Link, useNavigation } from '@remix-run/react'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ConsentField } from '#app/ui/consent-field.tsx'
import {
  EmailField,
  type FormFrame,
  formFrame,
  PasswordField,
  PhoneField,
  TextField,
  useHydrated,
  useZodForm,
} from '#app/ui/fields.tsx'
import { PublicForm } from '#app/ui/public-form.tsx'
import { useCountdown } from '#app/ui/use-countdown.ts'
import {
  type AuthActionData,
  type AuthIntent,
  type AuthView,
  authCaptchaActions,
  authLimits,
  buyerSignUpSchema,
  codeSchema,
  emailSignInSchema,
  flowOfView,
  merchantSignUpSchema,
  type PendingCodeView,
  phoneSignInSchema,
  resendSchema,
} from './auth-schema.ts'

export interface AuthPanelProps {
  view: AuthView
  /** The code waiting to be typed, if one was sent (from the server's cookie). */
  pending: PendingCodeView | null
  /** The page to come back to after sign-in. */
  back: string
  /** The link to another state of the panel (another tab, mode, role, or back from the code step). */
  hrefFor: (view: AuthView) => string
  /** The last refused post's answer. */
  answer: AuthActionData | undefined
  /** The dialog's fetcher; without it the forms navigate. */
  fetcher?: FetcherWithComponents<unknown> | undefined
  /**
   * Where every form posts, when not /signin and /signup: a page that embeds the panel (the cart's sign-in step) and
   * answers with `authAction` itself, so a refused post shows on that page.
   */
  action?: string | undefined
}

export function AuthPanel(props: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const { view, hrefFor } = props
  return (
    <div className="auth">
      <nav aria-label={t('tabs.label')}>
        <ul className="auth__tabs">
          <li>
            <SwitchLink to={hrefFor({ ...view, tab: 'signin', code: false })} current={view.tab === 'signin'}>
              {t('tabs.signin')}
            </SwitchLink>
          </li>
          <li>
            <SwitchLink to={hrefFor({ ...view, tab: 'signup', code: false })} current={view.tab === 'signup'}>
              {t('tabs.signup')}
            </SwitchLink>
          </li>
        </ul>
      </nav>
      {view.tab === 'signin' ? <SignIn {...props} /> : <SignUp {...props} />}
    </div>
  )
}

function SwitchLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link to={to} replace preventScrollReset rel="nofollow" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}

/** The code step shows only when the URL asks for it and a code of the same flow is waiting. */
function waitingCode(view: AuthView, pending: PendingCodeView | null): PendingCodeView | null {
  return view.code && pending && pending.flow === flowOfView(view) ? pending : null
}

function SignIn(props: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const { view, hrefFor, pending } = props
  const code = waitingCode(view, pending)
  if (code) return <CodeStep {...props} code={code} />
  return (
    <>
      <nav aria-label={t('modes.label')}>
        <ul className="auth__switch">
          <li>
            <SwitchLink to={hrefFor({ ...view, mode: 'email', code: false })} current={view.mode === 'email'}>
              {t('modes.email')}
            </SwitchLink>
          </li>
          <li>
            <SwitchLink to={hrefFor({ ...view, mode: 'phone', code: false })} current={view.mode === 'phone'}>
              {t('modes.phone')}
            </SwitchLink>
          </li>
        </ul>
      </nav>
      {view.mode === 'email' ? <EmailSignInForm {...props} /> : <PhoneSignInForm {...props} />}
    </>
  )
}

function SignUp(props: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const { view, hrefFor, pending } = props
  const code = waitingCode(view, pending)
  if (code) return <CodeStep {...props} code={code} />
  return (
    <>
      <nav aria-label={t('roles.label')}>
        <ul className="auth__switch">
          <li>
            <SwitchLink to={hrefFor({ ...view, role: 'buyer', code: false })} current={view.role === 'buyer'}>
              {t('roles.buyer')}
            </SwitchLink>
          </li>
          <li>
            <SwitchLink to={hrefFor({ ...view, role: 'merchant', code: false })} current={view.role === 'merchant'}>
              {t('roles.merchant')}
            </SwitchLink>
          </li>
        </ul>
      </nav>
      {view.role === 'buyer' ? <BuyerForm {...props} /> : <MerchantForm {...props} />}
    </>
  )
}

/**
 * The last answer, for the form it belongs to. A code step that could not go on (its cookie expired) answers with
 * the start view: that answer's message shows on the form of step 1.
 */
function resultFor(
  answer: AuthActionData | undefined,
  intents: readonly AuthIntent[],
): SubmissionResult<string[]> | undefined {
  return answer && intents.includes(answer.intent) ? answer.result : undefined
}

function expiredCodeFor(answer: AuthActionData | undefined): AuthIntent[] {
  return answer && !answer.view.code && (answer.intent === 'code' || answer.intent === 'resend') ? [answer.intent] : []
}

/** A number that changes whenever `value` (an answer object) does. */
function useVersion(value: unknown): number {
  const seen = useRef({ value, version: 0 })
  if (seen.current.value !== value) seen.current = { value, version: seen.current.version + 1 }
  return seen.current.version
}

function EmailSignInForm({ answer, back, fetcher, action }: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const lastResult = resultFor(answer, ['email'])
  const [form, fields] = useZodForm(emailSignInSchema, lastResult)
  const answered = useVersion(lastResult)
  return (
    <AuthForm
      intent="email"
      action={action ?? '/signin'}
      frame={formFrame(form)}
      back={back}
      fetcher={fetcher}
      submit={t('submit.signin')}
    >
      <p>{t('leads.email')}</p>
      <EmailField meta={fields.email} label={t('fields.email')} required autoComplete="username" />
      <PasswordField
        meta={fields.password}
        label={t('fields.password')}
        autoComplete="current-password"
        resetKey={answered}
      />
    </AuthForm>
  )
}

function PhoneSignInForm({ answer, back, fetcher, action }: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const [form, fields] = useZodForm(phoneSignInSchema, resultFor(answer, ['signin-phone', ...expiredCodeFor(answer)]))
  return (
    <AuthForm
      intent="signin-phone"
      action={action ?? '/signin'}
      frame={formFrame(form)}
      back={back}
      fetcher={fetcher}
      captchaAction={authCaptchaActions.signIn}
      submit={t('submit.getCode')}
    >
      <p>{t('leads.phone')}</p>
      <PhoneField meta={fields.phone} label={t('fields.phone')} hint={t('fields.phoneHint')} />
    </AuthForm>
  )
}

function BuyerForm({ answer, back, fetcher, action }: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const [form, fields] = useZodForm(buyerSignUpSchema, resultFor(answer, ['buyer', ...expiredCodeFor(answer)]))
  return (
    <AuthForm
      intent="buyer"
      action={action ?? '/signup'}
      frame={formFrame(form)}
      back={back}
      fetcher={fetcher}
      captchaAction={authCaptchaActions.signIn}
      submit={t('submit.getCode')}
    >
      <p>{t('leads.buyer')}</p>
      <PhoneField meta={fields.phone} label={t('fields.phone')} hint={t('fields.phoneHint')} />
      <ConsentField meta={fields.personal_data_consent} />
    </AuthForm>
  )
}

function MerchantForm({ answer, back, fetcher, action }: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const [form, fields] = useZodForm(merchantSignUpSchema, resultFor(answer, ['merchant', ...expiredCodeFor(answer)]))
  return (
    <AuthForm
      intent="merchant"
      action={action ?? '/signup'}
      frame={formFrame(form)}
      back={back}
      fetcher={fetcher}
      captchaAction={authCaptchaActions.merchantSignUp}
      submit={t('submit.getCode')}
    >
      <p>{t('leads.merchant')}</p>
      <TextField
        meta={fields.company}
        label={t('fields.company')}
        required
        autoComplete="organization"
        maxLength={authLimits.company}
      />
      <EmailField meta={fields.email} label={t('fields.email')} required />
      <PhoneField meta={fields.phone} label={t('fields.phone')} hint={t('fields.phoneHint')} />
      <ConsentField meta={fields.personal_data_consent} />
    </AuthForm>
  )
}

/**
 * Step 2: the code sent to the phone, "change the number", and "send the code again" once the wait is over. The
 * consent box shows when it was not given at step 1: a new phone at sign-in (the back-end asks for it, and the typed
 * code stays in the field), or a registration whose step 1 was not ours (a QA script).
 */
function CodeStep(props: AuthPanelProps & { code: PendingCodeView }) {
  const { t } = useTranslation('auth')
  const { view, hrefFor, answer, back, fetcher, code, action } = props
  const codeAnswer = resultFor(answer, ['code'])
  const [form, fields] = useZodForm(codeSchema, codeAnswer)
  const consentTyped = codeAnswer?.initialValue?.personal_data_consent !== undefined
  const askConsent =
    (answer?.intent === 'code' && answer.consentNeeded === true) ||
    consentTyped ||
    (code.flow !== 'signin' && !code.consent)
  const registration = code.flow !== 'signin'
  return (
    <div className="auth__code">
      <p>
        {t('code.sent', { phone: code.phone })}{' '}
        <Link to={hrefFor({ ...view, code: false })} replace preventScrollReset rel="nofollow">
          {t('code.changePhone')}
        </Link>
      </p>
      {answer?.intent === 'code' && answer.consentNeeded && code.flow === 'signin' ? (
        <p className="alert alert--info">{t('code.consentNeeded')}</p>
      ) : null}
      <AuthForm
        intent="code"
        action={action ?? (registration ? '/signup' : '/signin')}
        frame={formFrame(form)}
        back={back}
        fetcher={fetcher}
        submit={registration ? t('submit.signup') : t('submit.signin')}
      >
        <TextField
          meta={fields.code_notification}
          label={t('fields.code')}
          hint={t('fields.codeHint')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
        />
        {askConsent ? <ConsentField meta={fields.personal_data_consent} /> : null}
      </AuthForm>
      <ResendForm {...props} />
    </div>
  )
}

function ResendForm({ answer, back, fetcher, code, action }: AuthPanelProps & { code: PendingCodeView }) {
  const { t } = useTranslation('auth')
  const [form] = useZodForm(resendSchema, resultFor(answer, ['resend']))
  const left = useCountdown(code.retryIn)
  const hydrated = useHydrated()
  return (
    <AuthForm
      intent="resend"
      action={action ?? (code.flow === 'signin' ? '/signin' : '/signup')}
      frame={formFrame(form)}
      back={back}
      fetcher={fetcher}
      captchaAction={code.flow === 'merchant' ? authCaptchaActions.merchantSignUp : authCaptchaActions.signIn}
      submit={t('code.resend')}
      secondary
      // With JavaScript the button waits for the countdown; without it the server refuses with the seconds left.
      disabled={hydrated && left > 0}
    >
      {left > 0 ? <p className="field__hint">{t('code.resendIn', { seconds: left })}</p> : null}
    </AuthForm>
  )
}

type CaptchaAction = (typeof authCaptchaActions)[keyof typeof authCaptchaActions]

/**
 * The frame of each auth form: a public form (the honeypot, the form's own error, the submit button) with its intent
 * and the way back; the reCAPTCHA v3 token for the forms that send an SMS.
 */
function AuthForm({
  intent,
  action,
  frame,
  back,
  fetcher,
  captchaAction,
  submit,
  secondary,
  disabled,
  children,
}: {
  intent: AuthIntent
  action: string
  frame: FormFrame
  back: string
  fetcher?: FetcherWithComponents<unknown> | undefined
  captchaAction?: CaptchaAction
  submit: string
  secondary?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const busy = fetcher ? fetcher.state !== 'idle' : navigation.state !== 'idle'
  const submitting = fetcher ? fetcher.formData?.get('intent') : navigation.formData?.get('intent')
  return (
    <PublicForm
      frame={frame}
      action={action}
      fetcher={fetcher}
      captchaAction={captchaAction}
      className="form auth__form"
      hidden={
        <>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="redirectTo" value={back} />
        </>
      }
      busy={busy && submitting === intent}
      submit={{ label: submit, busyLabel: t('submit.sending'), secondary, disabled }}
    >
      {children}
    </PublicForm>
  )
}
