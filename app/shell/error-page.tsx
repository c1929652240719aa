/**
 * The error pages: 404; 503 when the back-end cannot be reached (try again); a refused request (4xx) with the
 * reason it was thrown with; 500 for anything else. `standalone` draws its own minimal chrome, for when the shop
 * layout could not load.
 */
import { isRouteErrorResponse, Link, useLocation } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

type Kind = 'notFound' | 'unavailable' | 'refused' | 'server'

/** What a route error is, and the Russian reason a refusal was thrown with (`{ message }`), if any. */
export function describeError(error: unknown): { kind: Kind; status: number; message?: string } {
  if (!isRouteErrorResponse(error)) return { kind: 'server', status: 500 }
  const { status } = error
  if (status === 404) return { kind: 'notFound', status }
  if (status === 503) return { kind: 'unavailable', status }
  const message = (error.data as { message?: unknown } | null)?.message
  if (status >= 400 && status < 500) {
    return { kind: 'refused', status, ...(typeof message === 'string' ? { message } : {}) }
  }
  return { kind: 'server', status: 500 }
}

export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useTranslation()
  const location = useLocation()
  const { kind, status, message } = describeError(error)
  const texts = {
    notFound: [t('errors.notFoundTitle'), t('errors.notFound')],
    unavailable: [t('errors.unavailableTitle'), t('errors.unavailable')],
    refused: [t('errors.refusedTitle'), message ?? t('errors.notAForm')],
    server: [t('errors.serverTitle'), t('errors.server')],
  }[kind]
  const content = (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{texts[0]}</h1>
      <p>{texts[1]}</p>
      <p className="error-page__actions">
        {kind === 'unavailable' ? (
          // The same address again, as a whole page: the data that failed is loaded afresh.
          <a href={`${location.pathname}${location.search}`} className="button">
            {t('errors.retry')}
          </a>
        ) : null}
        <Link
          to="/"
          className={kind === 'unavailable' ? 'button button--secondary' : 'button'}
          reloadDocument={standalone}
        >
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
