/**
 * The product page's sections below the summary, each an anchor of the section bar: prices, description, specs,
 * documents, video (a <video> with its poster, only when the product has one), price dynamics (an SVG drawn on the
 * server), the brand; then the product's group.
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ProductCard, type ProductCardView } from '#app/ui/product-card.tsx'
import type { ProductDetail } from '#contract/products.ts'
import { OfferTable } from './offer-table.tsx'

/**
 * A titled section; `anchored` ones are targets of the section bar. Written out rather than the kit's TitledSection:
 * the product page's first load stays within its budget without the kit's module (decision 005).
 */
function ProductSection({
  id,
  title,
  anchored = true,
  children,
}: {
  id: string
  title: string
  anchored?: boolean
  children: ReactNode
}) {
  return (
    <section id={anchored ? id : undefined} className="product__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

/** The section bar's entries: the sections this product has. */
export function SectionNav({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['catalog', 'common'])
  const sections = [
    { id: 'prices', title: t('product.prices') },
    { id: 'description', title: t('product.description') },
    { id: 'specs', title: t('product.specs') },
    { id: 'licences', title: t('product.licences') },
    ...(product.video_url ? [{ id: 'video', title: t('product.video') }] : []),
    { id: 'price-dynamics', title: t('product.priceDynamics') },
    ...(product.brand ? [{ id: 'brand', title: t('product.aboutBrand') }] : []),
  ]
  return (
    <nav className="section-nav" aria-label={t('product.sections')}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function ProductSections({
  product,
  chart,
  group,
  videoFiles,
}: {
  product: ProductDetail
  /** The price chart's address (an SVG of its own), or null without a price history to draw. */
  chart: string | null
  group: ProductCardView[]
  /** The video's poster and captions, when the back-end serves it (null for a video kept elsewhere). */
  videoFiles: { poster: string; captions: string } | null
}) {
  const { t } = useTranslation(['catalog', 'common'])
  return (
    <>
      <ProductSection id="prices" title={t('product.prices')}>
        <OfferTable product={product} />
      </ProductSection>

      <ProductSection id="description" title={t('product.description')}>
        <p className="prose">{product.description ?? t('product.noDescription')}</p>
      </ProductSection>

      <ProductSection id="specs" title={t('product.specs')}>
        <dl className="specs">
          {product.specs.map((spec) => (
            <div key={spec.name}>
              <dt>{spec.name}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      </ProductSection>

      <ProductSection id="licences" title={t('product.licences')}>
        {product.licences.length === 0 ? (
          <p>{t('product.noLicences')}</p>
        ) : (
          <ul className="files">
            {product.licences.map((file) => (
              <li key={file.url}>
                <a href={file.url} download>
                  {file.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ProductSection>

      {product.video_url ? (
        <ProductSection id="video" title={t('product.video')}>
          {/* The browser's own player: plays without our JavaScript; the poster stands until it starts. */}
          <video
            className="product__video"
            controls
            preload="metadata"
            poster={videoFiles?.poster}
            width={640}
            height={360}
            aria-label={t('product.videoLabel', { name: product.name })}
          >
            <source src={product.video_url} type="video/mp4" />
            <track kind="captions" srcLang="ru" label={t('product.videoCaptions')} src={videoFiles?.captions} default />
          </video>
          <p>
            <a href={product.video_url} target="_blank" rel="noreferrer">
              {t('product.videoLink')}
            </a>
          </p>
        </ProductSection>
      ) : null}

      <ProductSection id="price-dynamics" title={t('product.priceDynamics')}>
        {chart ? (
          <>
            <p className="offer__muted">{t('product.priceDynamicsHint')}</p>
            {/* An SVG drawn on the server from numbers (app/product/price-chart.server.tsx). */}
            <div className="panel chart">
              <img src={chart} alt={t('product.priceDynamics')} width="640" height="280" loading="lazy" />
            </div>
          </>
        ) : (
          <p>{t('product.noPriceHistory')}</p>
        )}
      </ProductSection>

      {product.brand ? (
        <ProductSection id="brand" title={t('product.aboutBrand')}>
          <div className="brand-about">
            {product.brand.logo ? <img src={product.brand.logo} alt="" width="120" height="50" /> : null}
            <div>
              <p>
                <Link to={`/brands/${product.brand.slug}`}>{product.brand.name}</Link>
                {product.brand.country ? `, ${product.brand.country}` : ''}
              </p>
              {product.brand.description ? <p className="prose">{product.brand.description}</p> : null}
            </div>
          </div>
        </ProductSection>
      ) : null}

      {group.length > 0 ? (
        <ProductSection id="group" title={t('product.group')} anchored={false}>
          <ul className="scroll-row product-row">
            {group.map((card) => (
              <li key={card.id}>
                <ProductCard product={card} />
              </li>
            ))}
          </ul>
        </ProductSection>
      ) : null}
    </>
  )
}
