/**
 * The auth panel as a page (/signin, /signup): where the dialog's forms land without JavaScript when a post is
 * refused — with the errors and the typed values — and a page a link may open directly. Not for search engines.
 */
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { useShell } from '#app/lib/use-shell.ts'
import { AuthPanel } from './auth-panel.tsx'
import { type AuthActionData, type AuthView, authViewParams, type PendingCodeView } from './auth-schema.ts'

export interface AuthPageData {
  view: AuthView
  pending: PendingCodeView | null
  back: string
  title: string
}

/** `/signin?mode=phone&redirectTo=/catalog`: the page's own links keep the way back. */
function pageHref(view: AuthView, back: string): string {
  const { name, params } = authViewParams(view)
  const query = new URLSearchParams(params)
  if (back !== '/') query.set('redirectTo', back)
  const search = query.toString()
  return `/${name}${search ? `?${search}` : ''}`
}

export function AuthPage() {
  const { t } = useTranslation('auth')
  const shell = useShell()
  const page = useLoaderData<AuthPageData>()
  const answer = useActionData<AuthActionData>()
  // After a refused post the way back is the one that was sent (the page's own URL no longer has it).
  const sentBack = answer?.result.initialValue?.redirectTo
  const back = typeof sentBack === 'string' ? safeRedirectPath(sentBack) : page.back
  const view = answer?.view ?? page.view
  return (
    <div className="container contact-page auth-page">
      <h1>{page.title}</h1>
      {shell?.user ? (
        <>
          <p>{t('signedIn')}</p>
          <p>
            <Link to="/account/profile" className="button">
              {t('toAccount')}
            </Link>
          </p>
        </>
      ) : (
        <AuthPanel
          view={view}
          pending={page.pending}
          back={back}
          hrefFor={(next) => pageHref(next, back)}
          answer={answer}
        />
      )}
    </div>
  )
}
