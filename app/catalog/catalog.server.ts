/**
 * The listings' data (SPEC §2): the catalogue (a category or everything) and one brand's products, both with the
 * catalogue's filters, sorts and pages, read from the URL; the category or brand is one of the start-up data's.
 * Anonymous pages may be cached briefly (`publicCacheHeaders`).
 */
import { type AppLoadContext, data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { loadListing, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
import { startCall } from '#contract/start.ts'
import { readCatalogQuery, toProductFilters } from './catalog-query.ts'

async function loadStart(api: ApiClient) {
  const start = await api.callPublic(startCall)
  if (!start.data) throw new Response(start.error, { status: 500 })
  return start.data
}

/** The page of products the URL asks for, within a category or a brand. */
async function listingPage(request: Request, api: ApiClient, scope: { category?: string; brands?: string[] }) {
  const query = readCatalogQuery(new URL(request.url).searchParams)
  const { filters, errors } = toProductFilters(query, scope)
  return { query, errors, ...(await loadListing(api, filters)) }
}

export async function loadCatalogPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = context.api
  const start = await loadStart(api)
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

  const { query, errors, listing, facets } = await listingPage(request, api, { category: category?.slug })

  const byId = new Map(categories.map((c) => [c.id, c]))
  const path: { slug: string; name: string }[] = []
  for (let current = category; current; current = byId.get(current.parent_id)) path.unshift(current)

  return data(
    {
      category: category ? { id: category.id, name: category.name, description: category.description } : null,
      path,
      tree: categories.map(({ description: _, ...rest }) => rest),
      query,
      errors,
      listing,
      facets,
    },
    { headers: publicCacheHeaders(request) },
  )
}

export async function loadBrandPage(request: Request, context: AppLoadContext, slug: string | undefined) {
  const api = context.api
  const brand = (await loadStart(api)).brandList.find((b) => b.slug === slug)
  if (!brand) throw new Response('Not Found', { status: 404 })
  const page = await listingPage(request, api, { brands: [brand.slug] })
  return data({ brand, ...page }, { headers: publicCacheHeaders(request) })
}

export type CatalogPageLoader = typeof loadCatalogPage
export type BrandPageLoader = typeof loadBrandPage
