/** Home (SPEC §2): the lead, top categories, brands, special offers, popular products, official suppliers. */
import type { MetaDescriptor } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { organizationLd, originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import { useShell } from '#app/lib/use-shell.ts'
import { PageLink } from '#app/ui/page-link.tsx'
import { ProductCard } from '#app/ui/product-card.tsx'
import { RecentlyViewed } from '#app/ui/recently-viewed.tsx'
import { ProductSlider, Section } from '#app/ui/section.tsx'
import { Slider } from '#app/ui/slider.tsx'
import type { loadHomePage } from './home.server.ts'

export function HomePage() {
  const { t } = useTranslation()
  const shell = useShell()
  const home = useLoaderData<typeof loadHomePage>()
  return (
    <div className="container home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.heading')}</h1>
        {shell ? (
          <p className="hero__lead">
            {t('home.lead', {
              products: t('plurals.products', { count: shell.productCount }),
              merchants: t('plurals.merchants', { count: shell.merchantCount }),
            })}
          </p>
        ) : null}
      </section>

      <Section
        id="home-categories"
        title={t('home.topCategories')}
        more={<Link to="/catalog">{t('home.catalog')}</Link>}
      >
        <ul className="category-grid">
          {home.categories.map((category) => (
            <li key={category.id}>
              <PageLink to={`/catalog/${category.slug}`} className="panel category-tile">
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__count">{t('plurals.products', { count: category.product_count })}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-brands" title={t('home.brands')} more={<Link to="/brands">{t('home.allBrands')}</Link>}>
        <Slider
          className="brand-row"
          items={home.brands.map((brand) => ({
            key: brand.id,
            node: (
              <PageLink to={`/brands/${brand.slug}`} className="panel brand-tile">
                {brand.logo ? (
                  <img src={brand.logo} alt="" width="120" height="50" loading="lazy" decoding="async" />
                ) : null}
                <span>{brand.name}</span>
              </PageLink>
            ),
          }))}
        />
      </Section>

      {home.specialOffers.length > 0 ? (
        <Section id="home-offers" title={t('home.specialOffers')}>
          <ProductSlider products={home.specialOffers} />
        </Section>
      ) : null}

      <Section id="home-popular" title={t('home.popular')}>
        <ul className="grid product-grid">
          {home.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>

      <RecentlyViewed products={home.recentlyViewed} />

      {home.officialSuppliers.length > 0 ? (
        <Section id="home-suppliers" title={t('home.officialSuppliers')}>
          <ul className="supplier-grid">
            {home.officialSuppliers.map((merchant) => (
              <li key={merchant.id} className="panel supplier">
                {merchant.logo ? <img src={merchant.logo} alt="" width="56" height="56" loading="lazy" /> : null}
                <div>
                  <p className="supplier__name">
                    {/* The supplier's goods: the catalogue filtered by seller. */}
                    <PageLink to={sellerPagePath(merchant.slug)}>{merchant.name}</PageLink>
                  </p>
                  <p className="supplier__meta">
                    {t('home.supplierCity', { city: merchant.city })}
                    {merchant.min_order > 0
                      ? ` · ${t('home.supplierMinOrder', { sum: formatPrice(merchant.min_order) })}`
                      : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  )
}

export function homeMeta({ matches }: PageMetaArgs<unknown>): MetaDescriptor[] {
  const origin = originFrom(matches)
  return seoMeta({ origin, path: '/' }, organizationLd(origin, textsFrom(matches).phoneHref))
}
