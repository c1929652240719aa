/**
 * A seller's public page (decision 044): the trail, the seller's logo and facts — rating (only when buyers have rated
 * it), minimum order sum, warehouse city — then its offers as the catalogue's listing, the seller fixed.
 */
import type { MetaDescriptor, SerializeFrom } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { site, textsFrom } from '#app/lib/meta-texts.ts'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import type { SellerPageLoader } from './catalog.server.ts'
import { CatalogFilters } from './catalog-filters.tsx'
import { CatalogTrail } from './catalog-trail.tsx'
import { ListingLayout } from './listing-layout.tsx'

const ratingFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export function SellerPage() {
  const { t } = useTranslation(['catalog', 'common'])
  const { merchant, query, errors, listing, facets } = useLoaderData<SellerPageLoader>()
  const path = sellerPagePath(merchant.slug)
  return (
    <div className="container catalog">
      <CatalogTrail crumbs={[{ to: path, name: merchant.name, current: true }]} />
      <div className="brand-head seller-head">
        {merchant.logo ? (
          <img src={merchant.logo} alt={merchant.name} width="96" height="96" className="seller-head__logo" />
        ) : null}
        <div>
          <h1>{merchant.name}</h1>
          {merchant.is_official ? <p className="tag">{t('seller.official')}</p> : null}
          <dl className="seller-head__facts" aria-label={t('seller.facts')}>
            {merchant.rating > 0 ? (
              <div>
                <dt>{t('seller.rating')}</dt>
                <dd>{t('seller.ratingValue', { rating: ratingFormat.format(merchant.rating) })}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('seller.minOrder')}</dt>
              <dd>{merchant.min_order > 0 ? formatPrice(merchant.min_order) : t('seller.noMinOrder')}</dd>
            </div>
            {merchant.city ? (
              <div>
                <dt>{t('seller.city')}</dt>
                <dd>{merchant.city}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <ListingLayout
        label={t('seller.offers')}
        aside={<CatalogFilters query={query} facets={facets} errors={errors} />}
        sort={query.sort}
        direction={query.direction}
        listing={listing}
      />
    </div>
  )
}

export function sellerMeta({ data: page, matches }: PageMetaArgs<SerializeFrom<SellerPageLoader>>): MetaDescriptor[] {
  const origin = originFrom(matches)
  if (!page) return [{ title: site.title }]
  const { merchant } = page
  return seoMeta({
    title: merchant.name,
    description: textsFrom(matches)
      .catalog.sellerDescription.replace('{{seller}}', merchant.name)
      .replace('{{city}}', merchant.city),
    origin,
    path: sellerPagePath(merchant.slug),
    image: merchant.logo,
  })
}
