/**
 * A listing page's two columns: the aside (tree, filters) and the sorted, paged products. On a phone the goods come
 * first and the aside waits behind «Фильтры»: without JavaScript a link to the same view with `?filters=open`, with
 * JavaScript a button that shows it in place (decision 033). From 992 px the aside is always the left column.
 */
import { Link, useLocation, useSearchParams } from '@remix-run/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import type { ProductSort } from '#contract/products.ts'
import { FILTERS_PARAM, filtersToggleHref } from './catalog-query.ts'
import { type Listing, ProductListing, SortBar } from './product-listing.tsx'

const ASIDE_ID = 'catalog-aside'

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
  const { t } = useTranslation('catalog')
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const hydrated = useHydrated()
  const openInUrl = searchParams.get(FILTERS_PARAM) === 'open'
  const [open, setOpen] = useState(openInUrl)
  const toggle = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(open)
  wasOpen.current = open

  // Another view of the listing (a filter applied, another sort or page) shows its goods: the panel closes, and
  // a phone that was down at the panel's button comes back to the top of the goods.
  // biome-ignore lint/correctness/useExhaustiveDependencies: exactly when the address changes
  useEffect(() => {
    if (wasOpen.current && !openInUrl && toggle.current?.getClientRects().length) {
      const top = toggle.current.getBoundingClientRect().top
      if (top < 0) toggle.current.scrollIntoView({ block: 'start' })
    }
    setOpen(openInUrl)
  }, [location.pathname, location.search])

  const controlProps = {
    className: 'button button--secondary catalog__toggle-control',
    'aria-expanded': open,
    'aria-controls': ASIDE_ID,
  }
  return (
    <div className="catalog__layout">
      <div className="catalog__toggle" ref={toggle}>
        {hydrated ? (
          <button type="button" {...controlProps} onClick={() => setOpen((value) => !value)}>
            {t('catalog.filters')}
          </button>
        ) : (
          <Link to={filtersToggleHref(searchParams, !open)} rel="nofollow" preventScrollReset {...controlProps}>
            {t('catalog.filters')}
          </Link>
        )}
      </div>
      <aside id={ASIDE_ID} className={open ? 'catalog__aside is-open' : 'catalog__aside'}>
        {aside}
      </aside>
      <section className="catalog__main" aria-label={label}>
        <SortBar sort={sort} direction={direction} />
        <ProductListing listing={listing} />
      </section>
    </div>
  )
}
