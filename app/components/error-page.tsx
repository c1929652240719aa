/** The 404 and 500 pages. `standalone` draws its own minimal chrome, for when the shop layout could not load. */
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export function ErrorPage({ kind, standalone = false }: { kind: 'notFound' | 'server'; standalone?: boolean }) {
  const { t } = useTranslation()
  const content = (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {kind === 'notFound' ? '404' : '500'}
      </p>
      <h1 id="error-title">{kind === 'notFound' ? t('errors.notFoundTitle') : t('errors.serverTitle')}</h1>
      <p>{kind === 'notFound' ? t('errors.notFound') : t('errors.server')}</p>
      <p>
        <Link to="/" className="button" reloadDocument={standalone}>
          {t('errors.toHome')}
        </Link>
      </p>
    </section>
  )
  if (!standalone) return content
  return (
    <>
      <header className="site-header site-header--bare">
        <div className="container">
          <a href="/" className="logo">
            {t('nav.logo')}
          </a>
        </div>
      </header>
      <main id="main" className="container">
        {content}
      </main>
    </>
  )
}
