/**
 * The product page's data (SPEC §2): the product by its slug, its group and category path, the address of the price
 * chart (drawn on the server, served as an SVG of its own by `loadPriceChart`), the structured data, and two streams
 * that never fail the page — delivery to the visitor's city and the recently viewed products. The visit itself goes
 * first in `bh_lastviews`.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { lastViewsCookie, withLastView } from '#app/lib/cookies.server.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { breadcrumbsLd } from '#app/lib/seo.ts'
import { toProductCardView } from '#app/ui/product-card.tsx'
import { loadRecentlyViewed, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
import { videoFilesOf } from '#contract/media.ts'
import { getDeliveryForMasterProductCall, getMasterProductBySlugCall } from '#contract/products.ts'
import { priceChartSvg } from './price-chart.server.tsx'
import { productLd } from './structured-data.server.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character marks a slug as impossible
const IMPOSSIBLE_SLUG = /[\u0000-\u001f\u007f-\u009f]/

function isPossibleSlug(slug: string): boolean {
  return slug.length <= 200 && !IMPOSSIBLE_SLUG.test(slug)
}

export async function loadProductPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (!slug) throw redirect('/')
  // No slug of ours holds a control character (a NUL the database would refuse) or is this long: no such product.
  if (!isPossibleSlug(slug)) throw new Response('Not Found', { status: 404 })
  const api = context.api
  const result = await api.call(getMasterProductBySlugCall, { params: { slug }, cache: 'short' })
  // A slug the back-end refuses (400) names no product either.
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 })
  if (!result.data) throw new Response(result.error, { status: 500 })
  const { product, group, category } = result.data

  // Delivery goes to the visitor's city (SPEC §1); the page streams first, the estimate follows and never fails it.
  const { location } = await context.visitor.location()
  const delivery = api
    .call(getDeliveryForMasterProductCall, {
      query: {
        master_product_id: product.id,
        city: location.city,
        ...(location.kladr_id ? { kladr_id: location.kladr_id } : {}),
      },
      cache: 'short',
    })
    .then((answer) => answer.data && { ...answer.data, delivery: sellersInOfferOrder(answer.data.delivery, product) })

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
      // The chart is a picture of its own (`loadPriceChart`): in the page it would come twice, drawn in the HTML and
      // again as a string in the data that hydrates it.
      chart: product.price_history.length >= 2 ? priceChartPath(product.slug) : null,
      // The poster and captions by the back-end's rule, worked out here so the browser never loads it (decision 005).
      videoFiles: product.video_url ? videoFilesOf(product.video_url) : null,
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
    {
      headers: {
        // Shared caches may keep an anonymous visitor's page (the view's cookie is then alike for all of them).
        ...publicCacheHeaders(request, { history: true }),
        'Set-Cookie': lastViewsCookie(withLastView(lastViews, product.id)),
      },
    },
  )
}

export type ProductPageLoader = typeof loadProductPage

/** Where a product's price chart is (app/routes/product.$slug.price-chart[.svg].tsx). */
export const priceChartPath = (slug: string) => `/product/${encodeURIComponent(slug)}/price-chart.svg`

/** A product's price-dynamics chart as an SVG file, drawn once per history (`priceChartSvg`); 404 without one. */
export async function loadPriceChart(context: AppLoadContext, slug: string | undefined): Promise<Response> {
  if (!slug || !isPossibleSlug(slug)) throw new Response('Not Found', { status: 404 })
  const result = await context.api.call(getMasterProductBySlugCall, { params: { slug }, cache: 'short' })
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 })
  if (!result.data) throw new Response(result.error, { status: 500 })
  const t = await context.t('catalog')
  const svg = priceChartSvg(result.data.product.price_history, t('product.priceDynamics'))
  if (!svg) throw new Response('Not Found', { status: 404 })
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>${svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}`,
    {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  )
}

/** Each seller's delivery in the order of the offers: the buy box's seller first, as the offers table lists them. */
function sellersInOfferOrder<T extends { merchant_id: number }>(
  entries: readonly T[],
  product: { offers: readonly { merchant: { id: number } }[] },
): T[] {
  const place = (entry: T) => product.offers.findIndex((offer) => offer.merchant.id === entry.merchant_id)
  return [...entries].sort((a, b) => place(a) - place(b))
}
