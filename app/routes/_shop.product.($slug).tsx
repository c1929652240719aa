/**
 * The product page (SPEC §2): gallery, facts, every seller's offer, specs, documents, video, the price-dynamics
 * chart (an SVG drawn on the server), the brand, and delivery to the visitor's city streamed in when ready.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Await, Link, useLoaderData, useLocation } from '@remix-run/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { lastViewsCookie, withLastView } from '#app/lib/cookies.server.ts'
import { dialogHref, keepDataAcrossDialogs } from '#app/lib/dialog.ts'
import { formatPrice, formatWeight } from '#app/lib/format.ts'
import { site } from '#app/lib/meta-texts.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { breadcrumbsLd, originFrom, seoMeta } from '#app/lib/seo.ts'
import { priceChartSvg } from '#app/product/price-chart.server.tsx'
import { ProductGallery } from '#app/product/product-gallery.tsx'
import { productLd } from '#app/product/structured-data.server.ts'
import catalogStyles from '#app/styles/catalog.css?url'
import productStyles from '#app/styles/product.css?url'
import { AddToCartForm, isOrderable } from '#app/ui/add-to-cart.tsx'
import { ProductCard, toProductCardView } from '#app/ui/product-card.tsx'
import { loadRecentlyViewed } from '#app/ui/product-cards.server.ts'
import { RecentlyViewed } from '#app/ui/recently-viewed.tsx'
import { WishlistButton } from '#app/ui/wishlist-button.tsx'
import { getDeliveryForMasterProductCall, getMasterProductBySlugCall, type Offer } from '#contract/products.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: catalogStyles },
  { rel: 'stylesheet', href: productStyles },
]

// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character marks a slug as impossible
const IMPOSSIBLE_SLUG = /[\u0000-\u001f\u007f-\u009f]/

function isPossibleSlug(slug: string): boolean {
  return slug.length <= 200 && !IMPOSSIBLE_SLUG.test(slug)
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.slug) throw redirect('/')
  // No slug of ours holds a control character (a NUL the database would refuse) or is this long: no such product.
  if (!isPossibleSlug(params.slug)) throw new Response('Not Found', { status: 404 })
  const api = context.api
  const result = await api.callPublic(getMasterProductBySlugCall, { params: { slug: params.slug } })
  // A slug the back-end refuses (400) names no product either.
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 })
  if (!result.data) throw new Response(result.error, { status: 500 })
  const { product, group, category } = result.data

  // Delivery goes to the visitor's city (SPEC §1); the page streams first, the estimate follows and never fails it.
  const { location } = await context.visitor.location()
  const delivery = api
    .callPublic(getDeliveryForMasterProductCall, {
      query: {
        master_product_id: product.id,
        city: location.city,
        ...(location.kladr_id ? { kladr_id: location.kladr_id } : {}),
      },
    })
    .then((answer) => answer.data)

  // This visit goes first in the recently viewed list (SPEC §4); the list shown is the one before it.
  const { lastViews } = context.visitor
  const t = await context.t('catalog')
  const origin = siteOrigin(request)
  return data(
    {
      recentlyViewed: loadRecentlyViewed(api, lastViews, product.id),
      product,
      path: category.path,
      group: group.map(toProductCardView),
      chart: priceChartSvg(product.price_history, t('product.priceDynamics')),
      delivery,
      city: location.city,
      // Built here, not in `meta`, so that the browser never loads the code (first-load budget, decision 005).
      structured: [
        productLd(product, origin),
        breadcrumbsLd(origin, [
          { name: t('catalog.home'), path: '/' },
          { name: t('catalog.title'), path: '/catalog' },
          ...category.path.map((step) => ({ name: step.name, path: `/catalog/${step.slug}` })),
          { name: product.name, path: `/product/${product.slug}` },
        ]),
      ],
    },
    { headers: { 'Set-Cookie': lastViewsCookie(withLastView(lastViews, product.id)) } },
  )
}

export const shouldRevalidate = keepDataAcrossDialogs

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })

function OfferRow({
  offer,
  units,
  productId,
  productName,
}: {
  offer: Offer
  units: string
  productId: number
  productName: string
}) {
  const { t } = useTranslation(['catalog', 'common', 'cart'])
  const location = useLocation()
  return (
    <tr>
      <th scope="row">
        <span className="offer__seller">{offer.merchant.name}</span>
        {offer.merchant.is_official ? <span className="tag">{t('product.offers.official')}</span> : null}
        <span className="offer__muted">{t('product.offers.warehouse', { city: offer.warehouse_city })}</span>
      </th>
      <td>
        {offer.price === null ? (
          <>
            <span className="offer__price">{t('common:product.priceOnRequest')}</span>
            <Link
              to={dialogHref(location, 'price-request', { item: productId, offer: offer.merchant.id })}
              preventScrollReset
              rel="nofollow"
              className="offer__request"
              aria-label={t('common:forms.priceRequest.linkOffer', { merchant: offer.merchant.name })}
            >
              {t('common:forms.priceRequest.link')}
            </Link>
          </>
        ) : (
          <>
            <span className="offer__price">{formatPrice(offer.price)}</span>
            {offer.price_gross !== null ? (
              <span className="offer__muted">
                {t('product.offers.priceGross', { price: formatPrice(offer.price_gross) })}
              </span>
            ) : null}
            {offer.sale ? (
              <span className="tag tag--sale">{t('common:product.sale', { percent: offer.sale })}</span>
            ) : null}
            {offer.promotion_label ? <span className="tag">{offer.promotion_label}</span> : null}
          </>
        )}
      </td>
      <td>
        <span className={`availability availability--${offer.availability}`}>
          {t(`common:product.availability.${offer.availability}`)}
        </span>
      </td>
      <td>
        <ul className="offer__terms">
          <li>{t('product.offers.minOrder', { sum: formatPrice(offer.merchant.min_order) })}</li>
          {offer.min_order > 1 ? <li>{t('product.offers.minQuantity', { count: offer.min_order, units })}</li> : null}
          {offer.step > 1 ? <li>{t('product.offers.step', { count: offer.step })}</li> : null}
          {offer.cashback ? <li>{t('product.offers.cashback', { percent: offer.cashback })}</li> : null}
          {offer.free_delivery ? <li className="offer__free">{t('product.offers.freeDelivery')}</li> : null}
          <li className="offer__muted">
            {t('product.offers.updated', { date: dateFormat.format(new Date(offer.price_updated_at)) })}
          </li>
        </ul>
      </td>
      <td>
        {isOrderable(offer) ? (
          <AddToCartForm offerId={offer.id} name={productName} seller={offer.merchant.name} />
        ) : null}
      </td>
    </tr>
  )
}

export default function ProductPage() {
  const { t } = useTranslation(['catalog', 'common'])
  const { product, path, group, chart, delivery, recentlyViewed, city } = useLoaderData<typeof loader>()
  const location = useLocation()
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
    <div className="container product">
      <nav aria-label={t('product.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('catalog.home')}</Link>
          </li>
          <li>
            <Link to="/catalog">{t('catalog.title')}</Link>
          </li>
          {path.map((step) => (
            <li key={step.id}>
              <Link to={`/catalog/${step.slug}`}>{step.name}</Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className="product__top">
        <ProductGallery images={product.images} />
        <div className="product__summary">
          <h1>{product.name}</h1>
          <WishlistButton productId={product.id} name={product.name} variant="full" />
          <p className="product__contact">
            <Link to={dialogHref(location, 'price-request', { item: product.id })} preventScrollReset rel="nofollow">
              {t('common:forms.priceRequest.link')}
            </Link>
            <Link to={dialogHref(location, 'question', { item: product.id })} preventScrollReset rel="nofollow">
              {t('common:forms.question.link')}
            </Link>
          </p>
          <dl className="facts">
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
          {product.contains_precursor ? <p className="notice">{t('product.precursorNote')}</p> : null}
          <section className="delivery" aria-labelledby="delivery-title">
            <h2 id="delivery-title">{t('product.delivery.title', { city })}</h2>
            <Suspense fallback={<p className="offer__muted">{t('product.delivery.loading')}</p>}>
              <Await resolve={delivery} errorElement={<p>{t('product.delivery.failed')}</p>}>
                {(answer) =>
                  answer && answer.delivery.length > 0 ? (
                    <ul className="delivery__list">
                      {answer.delivery.map((entry) => {
                        const cheapest = [...entry.options].sort((a, b) => a.cost - b.cost)[0]
                        const seller = product.offers.find((o) => o.merchant.id === entry.merchant_id)?.merchant.name
                        if (!cheapest) return null
                        return (
                          <li key={entry.merchant_id}>
                            <span>{seller}</span>{' '}
                            <span className="delivery__from">
                              {t('product.delivery.from', { city: entry.from_city })}
                            </span>
                            {': '}
                            <strong>
                              {cheapest.cost === 0 ? t('product.delivery.free') : formatPrice(cheapest.cost)}
                            </strong>
                            {', '}
                            {cheapest.tariff_name.toLowerCase()},{' '}
                            {t('product.delivery.days', { min: cheapest.days_min, max: cheapest.days_max })}
                          </li>
                        )
                      })}
                    </ul>
                  ) : (
                    <p>{t('product.delivery.failed')}</p>
                  )
                }
              </Await>
            </Suspense>
          </section>
        </div>
      </div>

      <nav className="section-nav" aria-label={t('product.sections')}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="prices" className="product__section" aria-labelledby="prices-title">
        <h2 id="prices-title">{t('product.prices')}</h2>
        {product.offers.length === 0 ? (
          <p>{t('product.offers.none')}</p>
        ) : (
          <div className="table-scroll">
            <table className="offers">
              <thead>
                <tr>
                  <th scope="col">{t('product.offers.seller')}</th>
                  <th scope="col">{t('product.offers.price')}</th>
                  <th scope="col">{t('product.offers.availability')}</th>
                  <th scope="col">{t('product.offers.terms')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('product.offers.cart')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.offers.map((offer) => (
                  <OfferRow
                    key={offer.id}
                    offer={offer}
                    units={product.units}
                    productId={product.id}
                    productName={product.name}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section id="description" className="product__section" aria-labelledby="description-title">
        <h2 id="description-title">{t('product.description')}</h2>
        <p className="prose">{product.description ?? t('product.noDescription')}</p>
      </section>

      <section id="specs" className="product__section" aria-labelledby="specs-title">
        <h2 id="specs-title">{t('product.specs')}</h2>
        <dl className="specs">
          {product.specs.map((spec) => (
            <div key={spec.name}>
              <dt>{spec.name}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="licences" className="product__section" aria-labelledby="licences-title">
        <h2 id="licences-title">{t('product.licences')}</h2>
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
      </section>

      {product.video_url ? (
        <section id="video" className="product__section" aria-labelledby="video-title">
          <h2 id="video-title">{t('product.video')}</h2>
          <p>
            <a href={product.video_url} target="_blank" rel="noreferrer">
              {t('product.videoLink')}
            </a>
          </p>
        </section>
      ) : null}

      <section id="price-dynamics" className="product__section" aria-labelledby="price-dynamics-title">
        <h2 id="price-dynamics-title">{t('product.priceDynamics')}</h2>
        {chart ? (
          <>
            <p className="offer__muted">{t('product.priceDynamicsHint')}</p>
            {/* An SVG we drew on the server from numbers; no visitor text inside. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered chart */}
            <div className="chart" dangerouslySetInnerHTML={{ __html: chart }} />
          </>
        ) : (
          <p>{t('product.noPriceHistory')}</p>
        )}
      </section>

      {product.brand ? (
        <section id="brand" className="product__section" aria-labelledby="brand-title">
          <h2 id="brand-title">{t('product.aboutBrand')}</h2>
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
        </section>
      ) : null}

      {group.length > 0 ? (
        <section className="product__section" aria-labelledby="group-title">
          <h2 id="group-title">{t('product.group')}</h2>
          <ul className="scroll-row product-row">
            {group.map((card) => (
              <li key={card.id}>
                <ProductCard product={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RecentlyViewed products={recentlyViewed} />
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: site.title }]
  const { product } = data
  return seoMeta(
    {
      title: product.name,
      description: (product.description ?? product.name).slice(0, 200),
      origin: originFrom(matches),
      path: `/product/${product.slug}`,
      image: product.images[0]?.url,
      type: 'product',
    },
    ...data.structured,
  )
}
