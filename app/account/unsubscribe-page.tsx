/**
 * /unsubscribe/:token: which status the e-mail's link turns off, one button to do it, and what is done — with or
 * without JavaScript (a plain form, post/redirect/get). app/account/unsubscribe.server.ts.
 */
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import type { unsubscribeLoader } from './unsubscribe.server.ts'
import { ACCOUNT_PATHS } from './urls.ts'

export function UnsubscribePage() {
  const { t } = useTranslation('account')
  const { title, link, error, done } = useLoaderData<typeof unsubscribeLoader>()
  const { pathname } = useLocation()
  const busy = useSubmitting(pathname)
  const manage = (
    <p>
      <Link to={ACCOUNT_PATHS.notifications}>{t('unsubscribe.manage')}</Link>
    </p>
  )
  if (!link) {
    return (
      <section className="container contact-page" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{t('unsubscribe.badTitle')}</h1>
        <p role="alert">{error}</p>
        {manage}
        <p>
          <Link to="/">{t('unsubscribe.home')}</Link>
        </p>
      </section>
    )
  }
  const status = t(`notifications.statuses.${link.status}`)
  return (
    <section className="container contact-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{title}</h1>
      {done ? (
        <p role="status" className="alert alert--success">
          {t('unsubscribe.done', { status })} {t('unsubscribe.others')}
        </p>
      ) : link.subscribed ? (
        <>
          <p>{t('unsubscribe.lead', { status })}</p>
          <Form method="post" action={pathname} className="form">
            <p>{t('unsubscribe.question')}</p>
            <SubmitRow label={t('unsubscribe.submit')} busyLabel={t('unsubscribe.busy')} busy={busy} />
          </Form>
        </>
      ) : (
        <p role="status">
          {t('unsubscribe.already', { status })} {t('unsubscribe.others')}
        </p>
      )}
      {manage}
    </section>
  )
}
