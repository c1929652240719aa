/**
 * The page links under a listing: previous, 1 2 3 … last, next. A view of several pages (after «Показать ещё»)
 * marks its last page as the current one; the next page follows it.
 */
import { Link, useSearchParams } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { pagerPages, withParams } from './catalog-query.ts'

export function ListingPager({
  firstPage,
  lastShownPage,
  lastPage,
}: {
  firstPage: number
  lastShownPage: number
  lastPage: number
}) {
  const { t } = useTranslation('catalog')
  const [searchParams] = useSearchParams()
  if (lastPage <= 1) return null
  const current = Math.min(lastShownPage, lastPage)
  const href = (page: number) => withParams(searchParams, { page })
  return (
    <nav className="pager" aria-label={t('catalog.pagination')}>
      {firstPage > 1 ? (
        <Link to={href(Math.min(firstPage, lastPage + 1) - 1)} rel="prev" className="pager__step">
          {t('catalog.prevPage')}
        </Link>
      ) : null}
      <ul className="pager__pages">
        {pagerPages(current, lastPage).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has nothing else to tell it by
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-current={page === current ? 'page' : undefined}
                className={page >= firstPage && page <= current ? 'pager__page is-shown' : 'pager__page'}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < lastPage ? (
        <Link to={href(current + 1)} rel="next" className="pager__step">
          {t('catalog.nextPage')}
        </Link>
      ) : null}
    </nav>
  )
}
