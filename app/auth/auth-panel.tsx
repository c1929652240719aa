/**
 * What the auth dialog shows (SPEC §4 Auth dialog), the same in the dialog over a page and on the /signin and
 * /signup pages: tab 1 sign-in (by e-mail and password, or by phone and a code), tab 2 registration (buyer or
 * seller), the code step, and password recovery. Tabs, modes and roles are links (URL state); each step is a plain
 * form posting to /signin or /signup. In the dialog the forms go through a fetcher (errors come back as data, a
 * success redirect is followed without a reload); on the page, and without JavaScript, they are plain posts. The
 * forms of step 1 are in auth-forms.tsx, the code step in code-step.tsx, recovery in recovery.tsx, the frame they
 * share in auth-form.tsx.
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { AuthPanelProps } from './auth-form.tsx'
import { BuyerForm, EmailSignInForm, MerchantForm, PhoneSignInForm } from './auth-forms.tsx'
import { type AuthView, flowOfView, type PendingCodeView } from './auth-schema.ts'
import { CodeStep } from './code-step.tsx'
import { RecoverForm, ResetStep } from './recovery.tsx'

export type { AuthPanelProps }

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
  if (code) return code.flow === 'recover' ? <ResetStep {...props} code={code} /> : <CodeStep {...props} code={code} />
  if (view.mode === 'recover') return <RecoverForm {...props} />
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
