/**
 * The listings' data (SPEC §2): the catalogue (a category or everything), one brand's products and one seller's
 * offers (decision 044), all with the catalogue's filters, sorts and pages, read from the URL; the category or brand
 * is one of the start-up data's, the seller is asked of the back-end by its slug (approved sellers only).
 * Anonymous pages may be cached briefly (`publicCacheHeaders`).
 */
import { type AppLoadContext, data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { loadListing, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
import { getSellerBySlugCall } from '#contract/sellers.ts'
import { listingCalls, PAGE_SIZE, readCatalogQuery, toProductFilters } from './catalog-query.ts'

/** The start-up data, shared with the root's loader (one call per request). */
async function loadStart(context: AppLoadContext) {
  const start = await context.startup()
  if (!start.data) throw new Response(start.error, { status: 500 })
  return start.data
}

/**
 * The products the URL asks for, within a category or a brand: from its page on, as many as it shows (`shown`, one
 * page unless «Показать ещё» made it more), in as few listing calls as the contract's page sizes allow.
 */
async function listingPage(
  request: Request,
  api: ApiClient,
  scope: { category?: string; brands?: string[]; merchants?: number[] },
) {
  const query = readCatalogQuery(new URL(request.url).searchParams)
  const { filters, errors } = toProductFilters(query, scope)
  const answers = await Promise.all(
    listingCalls(query.page, query.shown).map((call) => loadListing(api, { ...filters, ...call })),
  )
  const [first] = answers
  if (!first) throw new Error('a listing page makes at least one call')
  const seen = new Set<number>()
  const products = answers
    .flatMap((answer) => answer.listing.products)
    .filter((product) => !seen.has(product.id) && seen.add(product.id))
  const { total } = first.listing.pagination
  const pagination = {
    current_page: query.page,
    per_page: PAGE_SIZE,
    total,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    // More than `total` match: a search counts only so many (decision 042).
    ...(first.listing.pagination.capped && { capped: true }),
  }
  const { brands, merchants, price, categories } = first.facets
  // The filters draw brands, sellers and the price range; the counts per category are for the tree (`found`).
  const facets = { brands, merchants, price }
  // During a search the tree counts the results (the back-end's count per category), not the whole catalogue; a
  // count is null when the search matched more than it counts.
  const found = categories ? new Map(categories.map((c) => [c.id, c.count])) : null
  return { query, errors, listing: { products, pagination }, facets, found, suggestion: first.suggestion }
}

export async function loadCatalogPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = context.api
  const { categories } = await loadStart(context)
  const category = slug ? categories.find((c) => c.slug === slug) : null
  if (slug && !category) throw new Response('Not Found', { status: 404 })

  const { query, errors, listing, facets, found, suggestion } = await listingPage(request, api, {
    category: category?.slug,
  })

  const byId = new Map(categories.map((c) => [c.id, c]))
  const path: typeof categories = []
  for (let current = category; current; current = byId.get(current.parent_id)) path.unshift(current)

  return data(
    {
      category: category ? { id: category.id, name: category.name, description: category.description } : null,
      path: path.map(({ slug, name }) => ({ slug, name })),
      tree: shownTree(categories, new Set(path.map((step) => step.id)), found),
      query,
      errors,
      listing,
      facets,
      suggestion,
    },
    { headers: publicCacheHeaders(request, { history: false }) },
  )
}

/**
 * The part of the category tree the page draws (app/catalog/category-tree.tsx): the top level and the children of
 * each category on the open branch — not the whole tree, which would only weigh down the page's data. During a search
 * the counts are the results' (`found`; null: some, uncounted), and a category without results is left out unless it
 * is on the branch.
 */
export function shownTree(
  categories: { id: number; parent_id: number; slug: string; name: string; product_count: number }[],
  open: Set<number>,
  found: Map<number, number | null> | null,
) {
  const shown = []
  for (const { id, parent_id, slug, name, product_count } of categories) {
    if (parent_id !== 0 && !open.has(parent_id)) continue
    const count = found ? (found.has(id) ? (found.get(id) ?? null) : 0) : product_count
    if (found && count === 0 && !open.has(id)) continue
    shown.push({ id, parent_id, slug, name, product_count: count })
  }
  return shown
}

export async function loadBrandPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = context.api
  const brand = (await loadStart(context)).brandList.find((b) => b.slug === slug)
  if (!brand) throw new Response('Not Found', { status: 404 })
  const { found: _, facets, ...page } = await listingPage(request, api, { brands: [brand.slug] })
  // The brand is fixed: its page draws no brand filter.
  return data(
    { brand, ...page, facets: { ...facets, brands: [] } },
    { headers: publicCacheHeaders(request, { history: false }) },
  )
}

/** No slug of ours is this long or holds a control character: such a seller does not exist. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character marks a slug as impossible
const IMPOSSIBLE_SLUG = /[\u0000-\u001f\u007f-\u009f]/

/** A seller's page: an approved seller by its slug (anyone else: the 404 page) and its offers as a listing. */
export async function loadSellerPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (!slug || slug.length > 200 || IMPOSSIBLE_SLUG.test(slug)) throw new Response('Not Found', { status: 404 })
  const api = context.api
  // Not cached: one row by a unique index, and a seller blocked or a logo changed must show at once (a replaced
  // logo's old file answers 404).
  const answer = await api.call(getSellerBySlugCall, { params: { slug } })
  if (answer.status === 404 || answer.status === 400) throw new Response('Not Found', { status: 404 })
  if (!answer.data) throw new Response(answer.error, { status: 500 })
  const { merchant } = answer.data
  const { found: _, facets, ...page } = await listingPage(request, api, { merchants: [merchant.id] })
  // The seller is fixed: its page draws no seller filter.
  return data(
    { merchant, ...page, facets: { ...facets, merchants: [] } },
    { headers: publicCacheHeaders(request, { history: false }) },
  )
}

export type CatalogPageLoader = typeof loadCatalogPage
export type BrandPageLoader = typeof loadBrandPage
export type SellerPageLoader = typeof loadSellerPage
