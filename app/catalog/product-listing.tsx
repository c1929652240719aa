/**
 * A page of product cards with the catalogue's sorting, counter, «Показать ещё» and page links. «Показать ещё» is
 * a link to the same pages and one more (`?shown=48`): that page shows products 1–48, with JavaScript or without.
 * With it the link replaces the history entry and keeps the scroll, so the cards already shown stay in place (React
 * keeps them by id) and the new ones follow; Back from a product returns to the same cards (decision 033).
 */
import { Link, useNavigation, useSearchParams } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
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
  const navigation = useNavigation()
  const { products, pagination } = listing
  const firstPage = pagination.current_page
  const lastShownPage = firstPage + Math.max(1, Math.ceil(products.length / PAGE_SIZE)) - 1
  const from = (firstPage - 1) * pagination.per_page + 1
  const to = from + products.length - 1
  const next = loadMoreLink(searchParams, { firstPage, lastShownPage, lastPage: pagination.last_page })
  const busy = next !== null && navigation.location?.search === next.href

  if (pagination.total === 0) {
    return <p className="listing-empty">{t('catalog.empty')}</p>
  }

  return (
    <div className="listing">
      {/* The cards' titles are level 3 under this, also when a phone hides the filters' level 2 headings. */}
      <h2 className="visually-hidden">{t('catalog.products')}</h2>
      <p className="listing__counter" aria-live="polite">
        {pagination.capped
          ? firstPage === 1
            ? t('catalog.shownMore', { shown: to, count: pagination.total })
            : t('catalog.shownRangeMore', { from, to, count: pagination.total })
          : firstPage === 1
            ? t('catalog.shown', { shown: to, count: pagination.total })
            : t('catalog.shownRange', { from, to, count: pagination.total })}
      </p>
      {pagination.capped ? <p className="listing__note">{t('catalog.refine', { total: pagination.total })}</p> : null}
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
            replace={next.appends}
            preventScrollReset={next.appends}
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
