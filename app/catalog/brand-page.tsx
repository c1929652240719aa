/** One brand's page (SPEC §2): the trail, the brand's logo and facts, the filters (brand fixed) and the listing. */
import type { MetaDescriptor, SerializeFrom } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { site, textsFrom } from '#app/lib/meta-texts.ts'
import { originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import type { BrandPageLoader } from './catalog.server.ts'
import { CatalogFilters } from './catalog-filters.tsx'
import { CatalogTrail } from './catalog-trail.tsx'
import { ListingLayout } from './listing-layout.tsx'

export function BrandPage() {
  const { t } = useTranslation(['catalog', 'common'])
  const { brand, query, errors, listing, facets } = useLoaderData<BrandPageLoader>()
  return (
    <div className="container catalog">
      <CatalogTrail
        crumbs={[
          { to: '/brands', name: t('common:home.brands') },
          { to: `/brands/${brand.slug}`, name: brand.name, current: true },
        ]}
      />
      <div className="brand-head">
        {brand.logo ? <img src={brand.logo} alt="" width="160" height="67" /> : null}
        <div>
          <h1>{brand.name}</h1>
          <p className="catalog__lead">
            {[brand.country, t('common:plurals.products', { count: brand.product_count })].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <ListingLayout
        label={brand.name}
        aside={<CatalogFilters query={query} facets={facets} errors={errors} hideBrands />}
        sort={query.sort}
        direction={query.direction}
        listing={listing}
      />
    </div>
  )
}

export function brandMeta({ data: page, matches }: PageMetaArgs<SerializeFrom<BrandPageLoader>>): MetaDescriptor[] {
  const origin = originFrom(matches)
  if (!page) return [{ title: site.title }]
  return seoMeta({
    title: page.brand.name,
    description: textsFrom(matches).catalog.brandDescription.replace('{{brand}}', page.brand.name),
    origin,
    path: `/brands/${page.brand.slug}`,
    image: page.brand.logo,
  })
}
