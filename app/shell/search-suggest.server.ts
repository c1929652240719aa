/**
 * Suggestions for the header search as the visitor types (JavaScript only; without it the search form simply
 * opens the catalogue with the results): GET /search/suggest?search=…
 */
import type { AppLoadContext } from '@remix-run/node'
import { cleanSearch } from '#app/catalog/catalog-query.ts'
import { getProductsCall } from '#contract/products.ts'
import type { SearchSuggestions } from './search-suggestions.tsx'

/** How many products the list shows. */
const SUGGESTIONS = 6

export async function loadSearchSuggestions(request: Request, context: AppLoadContext): Promise<SearchSuggestions> {
  const search = cleanSearch(new URL(request.url).searchParams.get('search'))
  if (search.length < 2) return { search, suggestions: [] }
  const api = context.api
  const result = await api.call(getProductsCall, { body: { search, per_page: SUGGESTIONS }, cache: 'short' })
  const suggestions = (result.data?.products ?? []).map((p) => ({
    slug: p.slug,
    name: p.name,
    brand: p.brand?.name ?? null,
  }))
  return { search, suggestions }
}
