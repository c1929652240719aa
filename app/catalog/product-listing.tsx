/**
 * A page of product cards with the catalogue's sorting, counter, «Показать ещё» and page links. «Показать ещё» is
 * a link to the same pages and one more (`?shown=48`): without JavaScript that page shows products 1–48; with
 * JavaScript a fetcher brings only the new page, appends it in place and records the count in the URL, so Back from
 * a product returns to the same cards (decision 033).
 */
import { Link, useFetcher, useLocation, useNavigate, useSearchParams } from '@remix-run/react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProductCard, type ProductCardView } from '#app/ui/product-card.tsx'
import type { Pagination, ProductSort } from '#contract/products.ts'
import { defaultDirection, loadMoreLink, PAGE_SIZE, withParams } from './catalog-query.ts'
import { ListingPager } from './listing-pager.tsx'

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
  const navigate = useNavigate()
  const fetcher = useFetcher<{ listing: Listing }>()
  // Cards appended to this very listing; new data from the loader (other filters, Back) starts without them.
  const [more, setMore] = useState<{ base: Listing; products: ProductCardView[] }>({ base: listing, products: [] })
  const asked = useRef<{ base: Listing; page: number; href: string } | null>(null)

  const ids = new Set(listing.products.map((product) => product.id))
  const appended = more.base === listing ? more.products.filter((product) => !ids.has(product.id)) : []
  const products = [...listing.products, ...appended]
  const { pagination } = listing
  const firstPage = pagination.current_page
  const lastShownPage = firstPage + Math.max(1, Math.ceil(products.length / PAGE_SIZE)) - 1
  const from = (firstPage - 1) * pagination.per_page + 1
  const to = from + products.length - 1
  const next = loadMoreLink(searchParams, { firstPage, lastShownPage, lastPage: pagination.last_page })
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    const page = fetcher.data?.listing
    const wanted = asked.current
    if (fetcher.state !== 'idle' || !page || !wanted) return
    asked.current = null
    if (wanted.base !== listing || page.pagination.current_page !== wanted.page) return
    setMore((previous) => ({
      base: listing,
      products: [...(previous.base === listing ? previous.products : []), ...page.products],
    }))
    // The count goes into the URL; the route keeps its data (keepListingWhenMoreShown), so nothing is fetched again.
    navigate(`${location.pathname}${wanted.href}`, { replace: true, preventScrollReset: true })
  }, [fetcher.state, fetcher.data, listing, navigate, location.pathname])

  if (pagination.total === 0) {
    return <p className="listing-empty">{t('catalog.empty')}</p>
  }

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!next?.appends || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    asked.current = { base: listing, page: next.page, href: next.href }
    fetcher.load(`${location.pathname}${withParams(searchParams, { page: next.page })}`)
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
      {next ? (
        <p className="listing__more">
          {/* Search engines take the page links; this one only repeats their products. */}
          <Link
            to={next.href}
            className="button button--secondary"
            onClick={loadMore}
            rel="nofollow"
            aria-disabled={busy ? 'true' : undefined}
          >
            {busy ? t('catalog.loading') : t('catalog.loadMore')}
          </Link>
        </p>
      ) : null}
      <ListingPager firstPage={firstPage} lastShownPage={lastShownPage} lastPage={pagination.last_page} />
    </div>
  )
}
