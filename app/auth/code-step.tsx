/** Step 2 of the auth panel: the code sent to the phone, and sending it again. */
import { Link } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { CodeField } from '#app/ui/code-field.tsx'
import { ConsentField } from '#app/ui/consent-field.tsx'
import { formFrame, useZodForm } from '#app/ui/fields.tsx'
import { useCountdown } from '#app/ui/use-countdown.ts'
import { AuthForm, type AuthPanelProps, resultFor } from './auth-form.tsx'
import { authCaptchaActions, codeSchema, type PendingCodeView, resendSchema } from './auth-schema.ts'

/**
 * Step 2: the code sent to the phone, "change the number", and "send the code again" once the wait is over. The
 * consent box shows when it was not given at step 1: at sign-in, optional, so that a new phone signs in with this one
 * press (decision 031; without it the back-end asks for it, and the typed code stays in the field), or a
 * registration whose step 1 was not ours (a QA script).
 */
export function CodeStep(props: AuthPanelProps & { code: PendingCodeView }) {
  const { t } = useTranslation('auth')
  const { view, hrefFor, answer, back, fetcher, code, action } = props
  const codeAnswer = resultFor(answer, ['code'])
  const [form, fields] = useZodForm(codeSchema, codeAnswer)
  const consentTyped = codeAnswer?.initialValue?.personal_data_consent !== undefined
  const consentNeeded = answer?.intent === 'code' && answer.consentNeeded === true
  const askConsent = consentNeeded || consentTyped || !code.consent
  const registration = code.flow !== 'signin'
  return (
    <div className="auth__code">
      <p>
        {t('code.sent', { phone: code.phone })}{' '}
        <Link to={hrefFor({ ...view, code: false })} replace preventScrollReset rel="nofollow">
          {t('code.changePhone')}
        </Link>
      </p>
      {consentNeeded && code.flow === 'signin' ? <p className="alert alert--info">{t('code.consentNeeded')}</p> : null}
      <AuthForm
        intent="code"
        action={action ?? (registration ? '/signup' : '/signin')}
        frame={formFrame(form)}
        back={back}
        fetcher={fetcher}
        submit={registration ? t('submit.signup') : t('submit.signin')}
      >
        <CodeField meta={fields.code_notification} label={t('fields.code')} hint={t('fields.codeHint')} />
        {askConsent ? (
          <ConsentField
            meta={fields.personal_data_consent}
            required={registration}
            // Once the back-end has asked for it, the note above the form says why; no "only if" any more.
            hint={registration || consentNeeded ? undefined : t('consent.signinHint')}
          />
        ) : null}
      </AuthForm>
      <ResendForm {...props} />
    </div>
  )
}

export function ResendForm({ answer, back, fetcher, code, action }: AuthPanelProps & { code: PendingCodeView }) {
  const { t } = useTranslation('auth')
  const [form] = useZodForm(resendSchema, resultFor(answer, ['resend']))
  const left = useCountdown(code.retryIn)
  const hydrated = useHydrated()
  return (
    <AuthForm
      intent="resend"
      action={action ?? (code.flow === 'signin' || code.flow === 'recover' ? '/signin' : '/signup')}
      frame={formFrame(form)}
      back={back}
      fetcher={fetcher}
      captchaAction={
        code.flow === 'merchant'
          ? authCaptchaActions.merchantSignUp
          : code.flow === 'recover'
            ? authCaptchaActions.passwordReset
            : authCaptchaActions.signIn
      }
      submit={t('code.resend')}
      secondary
      // With JavaScript the button waits for the countdown; without it the server refuses with the seconds left.
      disabled={hydrated && left > 0}
    >
      {left > 0 ? <p className="field__hint">{t('code.resendIn', { seconds: left })}</p> : null}
    </AuthForm>
  )
}
