/** The home page's data (SPEC §2): top categories, brands, popular products, special offers, official suppliers. */
import { type AppLoadContext, data } from '@remix-run/node'
import { toProductCardView } from '#app/ui/product-card.tsx'
import { loadRecentlyViewed, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
import { getHomeDataCall } from '#contract/home.ts'

/** Anonymous visitors' home pages may be kept briefly by a shared cache (not by the browser). */
export async function loadHomePage(request: Request, context: AppLoadContext) {
  const api = context.api
  const home = await api.call(getHomeDataCall, { cache: 'short' })
  if (!home.data) throw new Response(home.error, { status: 500 })
  const page = {
    recentlyViewed: loadRecentlyViewed(api, context.visitor.lastViews),
    categories: home.data.categories.map(({ id, slug, name, product_count }) => ({ id, slug, name, product_count })),
    brands: home.data.brands.map(({ id, slug, name, logo }) => ({ id, slug, name, logo })),
    products: home.data.master_products.map(toProductCardView),
    specialOffers: home.data.special_offers.map(toProductCardView),
    officialSuppliers: home.data.merchants
      .filter((m) => m.is_official)
      .map(({ id, slug, name, city, logo, min_order }) => ({ id, slug, name, city, logo, min_order })),
  }
  return data(page, { headers: publicCacheHeaders(request, { history: true }) })
}
