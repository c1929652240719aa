/** The brand list (SPEC §2): every brand of the start-up data as a tile with logo, name, country and product count. */
import type { MetaDescriptor } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import type { loadBrandsPage } from './brands.server.ts'

export function BrandsPage() {
  const { t } = useTranslation()
  const { brands } = useLoaderData<typeof loadBrandsPage>()
  return (
    <div className="container brands-page">
      <header className="page-head">
        <h1>{t('brands.title')}</h1>
        <p className="page-head__lead">{t('brands.lead', { brands: t('plurals.brands', { count: brands.length }) })}</p>
        <p>
          <Link to="/brands/cataloque">{t('brands.catalogLink')}</Link>
        </p>
      </header>
      <ul className="grid brand-grid">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={`/brands/${brand.slug}`} className="panel brand-card">
              <span className="brand-card__logo">
                {brand.logo ? (
                  // The name beside it says what the logo says.
                  <img src={brand.logo} alt="" width="120" height="50" loading="lazy" decoding="async" />
                ) : null}
              </span>
              <span className="brand-card__name">{brand.name}</span>
              {brand.country ? <span className="brand-card__meta">{brand.country}</span> : null}
              <span className="brand-card__meta">{t('plurals.products', { count: brand.product_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function brandsMeta({ matches }: PageMetaArgs<unknown>): MetaDescriptor[] {
  return seoMeta({
    title: textsFrom(matches).brands.title,
    description: textsFrom(matches).brands.description,
    origin: originFrom(matches),
    path: '/brands',
  })
}
