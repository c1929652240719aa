/**
 * The product page (SPEC §2): the trail, gallery and summary (facts, the contact links, delivery to the visitor's
 * city), the section bar and the sections, and the recently viewed products.
 */
import type { MetaDescriptor, SerializeFrom } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { CatalogTrail } from '#app/catalog/catalog-trail.tsx'
import { dialogHref } from '#app/lib/dialog.ts'
import { formatWeight } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { site } from '#app/lib/meta-texts.ts'
import { originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import { RecentlyViewed } from '#app/ui/recently-viewed.tsx'
import { WishlistButton } from '#app/ui/wishlist-button.tsx'
import type { ProductDetail } from '#contract/products.ts'
import { BuyBox } from './buy-box.tsx'
import { DeliveryEstimate } from './delivery-estimate.tsx'
import type { ProductPageLoader } from './product.server.ts'
import { ProductGallery } from './product-gallery.tsx'
import { ProductSections, SectionNav } from './product-sections.tsx'

export function ProductPage() {
  const { t } = useTranslation(['catalog', 'common'])
  const { product, path, group, chart, videoFiles, delivery, recentlyViewed, city } = useLoaderData<ProductPageLoader>()
  return (
    <div className="container product">
      <CatalogTrail
        label={t('product.breadcrumbs')}
        crumbs={[
          { to: '/catalog', name: t('catalog.title') },
          ...path.map((step) => ({ to: `/catalog/${step.slug}`, name: step.name })),
        ]}
      />

      <div className="product__top">
        <ProductGallery images={product.images} />
        <div className="product__summary">
          <h1>{product.name}</h1>
          <BuyBox product={product}>
            <DeliveryEstimate product={product} city={city} delivery={delivery} />
          </BuyBox>
          <WishlistButton productId={product.id} name={product.name} />
          <ContactLinks productId={product.id} />
          <Facts product={product} />
          {product.contains_precursor ? <p className="notice">{t('product.precursorNote')}</p> : null}
        </div>
      </div>

      <SectionNav product={product} />
      <ProductSections product={product} chart={chart} group={group} videoFiles={videoFiles} />
      <RecentlyViewed products={recentlyViewed} />
    </div>
  )
}

/** «Запросить цену» and «Задать вопрос»: dialogs in the URL, pages without JavaScript. */
function ContactLinks({ productId }: { productId: number }) {
  const { t } = useTranslation(['catalog', 'common'])
  const location = useLocation()
  return (
    <p className="product__contact">
      <Link to={dialogHref(location, 'price-request', { item: productId })} preventScrollReset rel="nofollow">
        {t('common:forms.priceRequest.link')}
      </Link>
      <Link to={dialogHref(location, 'question', { item: productId })} preventScrollReset rel="nofollow">
        {t('common:forms.question.link')}
      </Link>
    </p>
  )
}

function Facts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['catalog', 'common'])
  return (
    <dl className="facts">
      {product.article ? (
        <div>
          <dt>{t('product.article')}</dt>
          <dd>{product.article}</dd>
        </div>
      ) : null}
      {product.brand ? (
        <div>
          <dt>{t('product.brand')}</dt>
          <dd>
            <Link to={`/brands/${product.brand.slug}`}>{product.brand.name}</Link>
          </dd>
        </div>
      ) : null}
      {product.country ? (
        <div>
          <dt>{t('product.country')}</dt>
          <dd>{product.country}</dd>
        </div>
      ) : null}
      {product.dimensions ? (
        <div>
          <dt>{t('product.dimensions')}</dt>
          <dd>{t('product.dimensionsValue', product.dimensions)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('product.weight')}</dt>
        <dd>{t('product.weightValue', { value: formatWeight(product.weight) })}</dd>
      </div>
    </dl>
  )
}

export function productMeta({ data: page, matches }: PageMetaArgs<SerializeFrom<ProductPageLoader>>): MetaDescriptor[] {
  if (!page) return [{ title: site.title }]
  const { product } = page
  return seoMeta(
    {
      title: product.name,
      description: (product.description ?? product.name).slice(0, 200),
      origin: originFrom(matches),
      path: `/product/${product.slug}`,
      image: product.images[0]?.url,
      type: 'product',
    },
    ...page.structured,
  )
}
