/** Step 1 of the auth panel: sign-in by e-mail and password or by phone, and registration as a buyer or a seller. */
import { Link } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ConsentField } from '#app/ui/consent-field.tsx'
import { EmailField, formFrame, PasswordField, PhoneField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { AuthForm, type AuthPanelProps, expiredCodeFor, resultFor, useVersion } from './auth-form.tsx'
import {
  authCaptchaActions,
  authLimits,
  buyerSignUpSchema,
  emailSignInSchema,
  merchantSignUpSchema,
  phoneSignInSchema,
} from './auth-schema.ts'

export function EmailSignInForm({ answer, back, fetcher, action, view, hrefFor }: AuthPanelProps) {
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
      <p className="auth__forgot">
        <Link to={hrefFor({ ...view, mode: 'recover', code: false })} replace preventScrollReset rel="nofollow">
          {t('recover.forgot')}
        </Link>
      </p>
    </AuthForm>
  )
}

export function PhoneSignInForm({ answer, back, fetcher, action }: AuthPanelProps) {
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
      {/* Asked with the phone, so a new phone signs in with one press of «Войти» (decision 031). */}
      <ConsentField meta={fields.personal_data_consent} required={false} hint={t('consent.signinHint')} />
    </AuthForm>
  )
}

export function BuyerForm({ answer, back, fetcher, action }: AuthPanelProps) {
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

export function MerchantForm({ answer, back, fetcher, action }: AuthPanelProps) {
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
