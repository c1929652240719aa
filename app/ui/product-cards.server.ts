/** Loads one page of a product list for the catalogue and brand pages, shaped for the browser. */

import type { ApiClient } from '#app/lib/api/client.server.ts'
import { hasPersonalCookie } from '#app/lib/cookies.server.ts'
import type { CallResponse } from '#contract/call.ts'
import {
  getProductsByIdsCall,
  getProductsCall,
  type Pagination,
  PRODUCTS_PER_PAGE,
  type ProductFilters,
} from '#contract/products.ts'
import { type ProductCardView, toProductCardView } from './product-card.tsx'

export async function loadListing(api: ApiClient, filters: ProductFilters) {
  const result = await api.call(getProductsCall, { body: filters, cache: 'short' })
  if (result.status === 404) throw new Response('Not Found', { status: 404 })
  if (!result.data && (result.status === 400 || result.status === 422)) {
    // The back-end refused the filters (a value our reading let through): the same URL always gets the same answer,
    // and that answer is a page that lists nothing, not a failure.
    console.warn(`catalogue: the back-end refused the filters (${result.status}): ${result.error}`)
    return nothingListed(filters)
  }
  if (!result.data) throw new Response(result.error, { status: 500 })
  const { products, pagination, facets, suggestion } = result.data
  return { listing: { products: products.map(toProductCardView), pagination }, facets, suggestion: suggestion ?? null }
}

type Facets = CallResponse<typeof getProductsCall>['facets']

function nothingListed(filters: ProductFilters) {
  const products: ProductCardView[] = []
  const facets: Facets = { brands: [], merchants: [], price: { min: null, max: null } }
  const pagination: Pagination = {
    current_page: 1,
    total: 0,
    per_page: filters.per_page ?? PRODUCTS_PER_PAGE,
    last_page: 1,
  }
  return { listing: { products, pagination }, facets, suggestion: null }
}

/**
 * Anonymous public pages (home, catalogue, brand, seller, product) may sit in a shared cache (a CDN, the storefront's
 * own page cache) for a minute; a browser must not show its own copy again, because a visitor comes back to these
 * pages after filling the cart, adding favourites or viewing products, and its copy from before would miss them (the
 * browser's cache ignores the cookies that changed). A page of a visitor with any state of their own that it shows
 * (`hasPersonalCookie`: signed in, a cart, favourites; the viewing history when `history`, the page showing the
 * recently viewed) is private. The city the header and the delivery estimates show comes from a cookie alike for
 * everyone in that city: the page varies by it.
 */
export function publicCacheHeaders(request: Request, shows: { history: boolean }): Record<string, string> {
  if (hasPersonalCookie(request.headers.get('Cookie'), shows)) return { 'Cache-Control': 'private, no-store' }
  return { 'Cache-Control': 'public, max-age=0, s-maxage=60', Vary: 'Cookie' }
}

/** Product cards for a list of ids, in that order (unknown ids left out); an empty list on any failure. */
export function loadCardsByIds(api: ApiClient, ids: number[]): Promise<ProductCardView[]> {
  if (ids.length === 0) return Promise.resolve([])
  return api
    .call(getProductsByIdsCall, { body: { ids: ids.slice(0, 100) }, cache: 'short' })
    .then((result) => (result.data?.products ?? []).map(toProductCardView))
    .catch(() => [])
}

/**
 * The visitor's recently viewed products as cards, newest first; never fails (an empty list instead), because
 * it is streamed after the page and is not worth an error. `except` leaves out the product being shown.
 */
export function loadRecentlyViewed(api: ApiClient, ids: number[], except?: number): Promise<ProductCardView[]> {
  return loadCardsByIds(
    api,
    ids.filter((id) => id !== except),
  )
}
