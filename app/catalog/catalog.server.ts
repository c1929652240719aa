/**
 * The listings' data (SPEC §2): the catalogue (a category or everything) and one brand's products, both with the
 * catalogue's filters, sorts and pages, read from the URL; the category or brand is one of the start-up data's.
 * Anonymous pages may be cached briefly (`publicCacheHeaders`).
 */
import { type AppLoadContext, data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { loadListing, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
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
async function listingPage(request: Request, api: ApiClient, scope: { category?: string; brands?: string[] }) {
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
  }
  return { query, errors, listing: { products, pagination }, facets: first.facets, suggestion: first.suggestion }
}

export async function loadCatalogPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = context.api
  const start = await loadStart(context)
  const categories = start.categories.map(({ id, parent_id, slug, name, product_count, description }) => ({
    id,
    parent_id,
    slug,
    name,
    product_count,
    description,
  }))
  const category = slug ? categories.find((c) => c.slug === slug) : null
  if (slug && !category) throw new Response('Not Found', { status: 404 })

  const { query, errors, listing, facets, suggestion } = await listingPage(request, api, { category: category?.slug })
  // During a search the tree counts the results (the back-end's count per category), not the whole catalogue.
  const found = facets.categories ? new Map(facets.categories.map((c) => [c.id, c.count])) : null

  const byId = new Map(categories.map((c) => [c.id, c]))
  const path: { slug: string; name: string }[] = []
  for (let current = category; current; current = byId.get(current.parent_id)) path.unshift(current)

  return data(
    {
      category: category ? { id: category.id, name: category.name, description: category.description } : null,
      path,
      tree: categories.map(({ description: _, ...rest }) =>
        found ? { ...rest, product_count: found.get(rest.id) ?? 0 } : rest,
      ),
      query,
      errors,
      listing,
      facets,
      suggestion,
    },
    { headers: publicCacheHeaders(request) },
  )
}

export async function loadBrandPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = context.api
  const brand = (await loadStart(context)).brandList.find((b) => b.slug === slug)
  if (!brand) throw new Response('Not Found', { status: 404 })
  const page = await listingPage(request, api, { brands: [brand.slug] })
  return data({ brand, ...page }, { headers: publicCacheHeaders(request) })
}

export type CatalogPageLoader = typeof loadCatalogPage
export type BrandPageLoader = typeof loadBrandPage
