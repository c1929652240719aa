/** /admin: the console's summary — each count a link to the list that holds what it counts. */
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { messageKinds } from '#contract/admin.ts'
import { ADMIN_PATHS, adminHref } from '../urls.ts'
import type { adminHomeLoader } from './home.server.ts'

export function AdminHomePage() {
  const { t } = useTranslation('admin')
  const { title, pendingSellers, pendingProposals, newMessages } = useLoaderData<typeof adminHomeLoader>()
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <section className="panel seller-section">
        <p>{t('home.lead')}</p>
        <ul className="seller-documents">
          <li>
            <Link to={adminHref(ADMIN_PATHS.sellers, { status: 'pending' })}>
              {t('home.pendingSellers', { count: pendingSellers })}
            </Link>
          </li>
          <li>
            <Link to={adminHref(ADMIN_PATHS.proposals, { status: 'pending' })}>
              {t('home.pendingProposals', { count: pendingProposals })}
            </Link>
          </li>
          {messageKinds.map((kind) => (
            <li key={kind}>
              <Link to={adminHref(ADMIN_PATHS.messages, { kind, status: 'new' })}>
                {t(`messages.kinds.${kind}`)}. {t('home.newMessages', { count: newMessages[kind] })}
              </Link>
            </li>
          ))}
          <li>
            <Link to={ADMIN_PATHS.orders}>{t('home.orders')}</Link>
          </li>
        </ul>
      </section>
    </>
  )
}
