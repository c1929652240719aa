/**
 * A page of product cards with the catalogue's sorting, counter and "load more". Without JavaScript "load more" is
 * a link to the next page (with plain previous/next links too); with JavaScript a fetcher brings the next page
 * and appends it in place.
 */
import { Link, useFetcher, useLocation, useSearchParams } from '@remix-run/react'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProductCard, type ProductCardView } from '#app/ui/product-card.tsx'
import type { Pagination, ProductSort } from '#contract/products.ts'
import { defaultDirection, withParams } from './catalog-query.ts'

export interface Listing {
  products: ProductCardView[]
  pagination: Pagination
}

const SORTS: { sort: ProductSort; direction: 'asc' | 'desc'; key: string }[] = [
  { sort: 'popular', direction: 'desc', key: 'catalog.sort.popular' },
  { sort: 'price', direction: 'asc', key: 'catalog.sort.priceAsc' },
  { sort: 'price', direction: 'desc', key: 'catalog.sort.priceDesc' },
  { sort: 'rating', direction: 'desc', key: 'catalog.sort.rating' },
  { sort: 'new', direction: 'desc', key: 'catalog.sort.new' },
  { sort: 'order', direction: 'desc', key: 'catalog.sort.order' },
]

export function SortBar({ sort, direction }: { sort: ProductSort; direction: 'asc' | 'desc' }) {
  const { t } = useTranslation('catalog')
  const [searchParams] = useSearchParams()
  return (
    <nav className="sort-bar" aria-label={t('catalog.sortLabel')}>
      <span className="sort-bar__label">{t('catalog.sortLabel')}:</span>
      <ul className="sort-bar__list">
        {SORTS.map((option) => {
          const current = option.sort === sort && option.direction === direction
          const href = withParams(searchParams, {
            sort: option.sort === 'popular' ? null : option.sort,
            direction: option.direction === defaultDirection(option.sort) ? null : option.direction,
          })
          return (
            <li key={option.key}>
              <Link to={href} aria-current={current ? 'true' : undefined} preventScrollReset rel="nofollow">
                {t(option.key as 'catalog.sort.popular')}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function ProductListing({ listing }: { listing: Listing }) {
  const { t } = useTranslation('catalog')
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const fetcher = useFetcher<{ listing: Listing }>()
  const [more, setMore] = useState<{ products: ProductCardView[]; page: number }>({ products: [], page: 0 })

  // New filters or sort: start again from what the loader gave.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the address changes
  useEffect(() => setMore({ products: [], page: 0 }), [location.search, location.pathname])

  useEffect(() => {
    const next = fetcher.data?.listing
    if (fetcher.state !== 'idle' || !next) return
    setMore((previous) =>
      next.pagination.current_page > previous.page
        ? { products: [...previous.products, ...next.products], page: next.pagination.current_page }
        : previous,
    )
  }, [fetcher.state, fetcher.data])

  const { pagination } = listing
  const firstPage = pagination.current_page
  const lastShownPage = Math.max(firstPage, more.page)
  const products = [...listing.products, ...more.products]
  const from = (firstPage - 1) * pagination.per_page + 1
  const to = from + products.length - 1
  const nextPage = lastShownPage < pagination.last_page ? lastShownPage + 1 : null
  const nextHref = nextPage ? withParams(searchParams, { page: nextPage }) : null
  const prevHref = firstPage > 1 ? withParams(searchParams, { page: firstPage - 1 }) : null

  if (pagination.total === 0) {
    return <p className="listing-empty">{t('catalog.empty')}</p>
  }

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nextHref || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    fetcher.load(`${location.pathname}${nextHref}`)
  }

  return (
    <div className="listing">
      <p className="listing__counter" aria-live="polite">
        {firstPage === 1
          ? t('catalog.shown', { shown: to, count: pagination.total })
          : t('catalog.shownRange', { from, to, count: pagination.total })}
      </p>
      <ul className="grid product-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < 4 && firstPage === 1} />
          </li>
        ))}
      </ul>
      {nextHref ? (
        <p className="listing__more">
          <Link
            to={nextHref}
            className="button button--secondary"
            onClick={loadMore}
            aria-disabled={fetcher.state !== 'idle' ? 'true' : undefined}
          >
            {fetcher.state !== 'idle' ? t('catalog.loading') : t('catalog.loadMore')}
          </Link>
        </p>
      ) : null}
      {pagination.last_page > 1 ? (
        <nav className="pager" aria-label={t('catalog.pagination')}>
          {prevHref ? (
            <Link to={prevHref} rel="prev">
              {t('catalog.prevPage')}
            </Link>
          ) : null}
          <span>{t('catalog.pageOf', { page: lastShownPage, pages: pagination.last_page })}</span>
          {nextHref ? (
            <Link to={nextHref} rel="next">
              {t('catalog.nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

/** A listing page's two columns: the aside (tree, filters) and the sorted, paged products. */
export function ListingLayout({
  label,
  aside,
  sort,
  direction,
  listing,
}: {
  label: string
  aside: ReactNode
  sort: ProductSort
  direction: 'asc' | 'desc'
  listing: Listing
}) {
  return (
    <div className="catalog__layout">
      <aside className="catalog__aside">{aside}</aside>
      <section className="catalog__main" aria-label={label}>
        <SortBar sort={sort} direction={direction} />
        <ProductListing listing={listing} />
      </section>
    </div>
  )
}
