/** Home (SPEC §2): top categories, brands and popular products. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'
import { formatPrice } from '#app/lib/format.ts'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { organizationLd, originFrom, seoMeta } from '#app/lib/seo.ts'
import { useShell } from '#app/root.tsx'
import { ProductCard, toProductCardView } from '#app/ui/product-card.tsx'
import { loadRecentlyViewed } from '#app/ui/product-cards.server.ts'
import { RecentlyViewed } from '#app/ui/recently-viewed.tsx'
import { Slider } from '#app/ui/slider.tsx'
import { getHomeDataCall } from '#contract/home.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const api = context.api
  const home = await api.callPublic(getHomeDataCall)
  if (!home.data) throw new Response(home.error, { status: 500 })
  return {
    recentlyViewed: loadRecentlyViewed(api, context.visitor.lastViews),
    categories: home.data.categories.map(({ id, slug, name, product_count }) => ({ id, slug, name, product_count })),
    brands: home.data.brands.map(({ id, slug, name, logo }) => ({ id, slug, name, logo })),
    products: home.data.master_products.map(toProductCardView),
    specialOffers: home.data.special_offers.map(toProductCardView),
    officialSuppliers: home.data.merchants
      .filter((m) => m.is_official)
      .map(({ id, name, city, logo, min_order }) => ({ id, name, city, logo, min_order })),
  }
}

export const shouldRevalidate = keepDataAcrossDialogs

export default function Home() {
  const { t } = useTranslation()
  const shell = useShell()
  const home = useLoaderData<typeof loader>()
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

      <section className="section" aria-labelledby="home-categories">
        <div className="section__head">
          <h2 id="home-categories">{t('home.topCategories')}</h2>
          <Link to="/catalog">{t('home.catalog')}</Link>
        </div>
        <ul className="category-grid">
          {home.categories.map((category) => (
            <li key={category.id}>
              <Link to={`/catalog/${category.slug}`} className="category-tile">
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__count">{t('plurals.products', { count: category.product_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="home-brands">
        <div className="section__head">
          <h2 id="home-brands">{t('home.brands')}</h2>
          <Link to="/brands">{t('home.allBrands')}</Link>
        </div>
        <Slider
          className="brand-row"
          items={home.brands.map((brand) => ({
            key: brand.id,
            node: (
              <Link to={`/brands/${brand.slug}`} className="brand-tile">
                {brand.logo ? (
                  <img src={brand.logo} alt="" width="120" height="50" loading="lazy" decoding="async" />
                ) : null}
                <span>{brand.name}</span>
              </Link>
            ),
          }))}
        />
      </section>

      {home.specialOffers.length > 0 ? (
        <section className="section" aria-labelledby="home-offers">
          <div className="section__head">
            <h2 id="home-offers">{t('home.specialOffers')}</h2>
          </div>
          <Slider
            className="product-slider"
            items={home.specialOffers.map((product) => ({ key: product.id, node: <ProductCard product={product} /> }))}
          />
        </section>
      ) : null}

      <section className="section" aria-labelledby="home-popular">
        <div className="section__head">
          <h2 id="home-popular">{t('home.popular')}</h2>
        </div>
        <ul className="product-grid">
          {home.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <RecentlyViewed products={home.recentlyViewed} />

      {home.officialSuppliers.length > 0 ? (
        <section className="section" aria-labelledby="home-suppliers">
          <div className="section__head">
            <h2 id="home-suppliers">{t('home.officialSuppliers')}</h2>
          </div>
          <ul className="supplier-grid">
            {home.officialSuppliers.map((merchant) => (
              <li key={merchant.id} className="supplier">
                {merchant.logo ? <img src={merchant.logo} alt="" width="56" height="56" loading="lazy" /> : null}
                <div>
                  <p className="supplier__name">{merchant.name}</p>
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
        </section>
      ) : null}
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const origin = originFrom(matches)
  return seoMeta({ origin, path: '/' }, organizationLd(origin, textsFrom(matches).phoneHref))
}
