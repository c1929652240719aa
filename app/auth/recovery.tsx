/**
 * Password recovery by SMS (decision 031), reached by «Забыли пароль?» beside the password: the sign-in tab's
 * `mode=recover` — a state of the same panel, so it works in the dialog, on /signin and at the cart's step 2, with
 * JavaScript or without. Step 1 asks the phone and sends a code; step 2 takes the code and the new password (twice,
 * as the account's password form) and signs the person in.
 */
import { Link } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { CodeField } from '#app/ui/code-field.tsx'
import { formFrame, PasswordField, PhoneField, useZodForm } from '#app/ui/fields.tsx'
import { AuthForm, type AuthPanelProps, expiredCodeFor, resultFor, useVersion } from './auth-form.tsx'
import { authCaptchaActions, type PendingCodeView, recoverSchema, resetSchema } from './auth-schema.ts'
import { ResendForm } from './code-step.tsx'

/** Back to sign-in by e-mail and password. */
function BackToSignIn({ view, hrefFor }: Pick<AuthPanelProps, 'view' | 'hrefFor'>) {
  const { t } = useTranslation('auth')
  return (
    <p>
      <Link to={hrefFor({ ...view, mode: 'email', code: false })} replace preventScrollReset rel="nofollow">
        {t('recover.back')}
      </Link>
    </p>
  )
}

/** Step 1: the phone the code goes to. */
export function RecoverForm(props: AuthPanelProps) {
  const { t } = useTranslation('auth')
  const { answer, back, fetcher, action } = props
  const [form, fields] = useZodForm(recoverSchema, resultFor(answer, ['recover', ...expiredCodeFor(answer)]))
  return (
    <>
      <AuthForm
        intent="recover"
        action={action ?? '/signin'}
        frame={formFrame(form)}
        back={back}
        fetcher={fetcher}
        captchaAction={authCaptchaActions.passwordReset}
        submit={t('submit.getCode')}
      >
        <p>{t('leads.recover')}</p>
        <PhoneField meta={fields.phone} label={t('fields.phone')} hint={t('fields.phoneHint')} />
      </AuthForm>
      <BackToSignIn {...props} />
    </>
  )
}

/** Step 2: the code and the new password; "change the number" and "send the code again" as at sign-in. */
export function ResetStep(props: AuthPanelProps & { code: PendingCodeView }) {
  const { t } = useTranslation('auth')
  const { view, hrefFor, answer, back, fetcher, code, action } = props
  const lastResult = resultFor(answer, ['reset'])
  const [form, fields] = useZodForm(resetSchema, lastResult)
  const answered = useVersion(lastResult)
  return (
    <div className="auth__code">
      <p>
        {t('recover.codeSent', { phone: code.phone })}{' '}
        <Link to={hrefFor({ ...view, code: false })} replace preventScrollReset rel="nofollow">
          {t('code.changePhone')}
        </Link>
      </p>
      <AuthForm
        intent="reset"
        action={action ?? '/signin'}
        frame={formFrame(form)}
        back={back}
        fetcher={fetcher}
        submit={t('submit.reset')}
      >
        <CodeField meta={fields.code_notification} label={t('fields.code')} hint={t('fields.codeHint')} />
        <PasswordField
          meta={fields.password}
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          resetKey={answered}
        />
        <PasswordField
          meta={fields.password_confirm}
          label={t('fields.passwordConfirm')}
          autoComplete="new-password"
          resetKey={answered}
        />
      </AuthForm>
      <ResendForm {...props} />
      <BackToSignIn {...props} />
    </div>
  )
}
