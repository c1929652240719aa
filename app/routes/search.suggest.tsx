/**
 * Suggestions for the header search as the visitor types (JavaScript only; without it the search form simply
 * opens the catalogue with the results). GET /search/suggest?search=…
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { cleanSearch } from '#app/catalog/catalog-query.ts'
import { getProductsCall } from '#contract/products.ts'

export const SUGGESTIONS = 6

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = cleanSearch(new URL(request.url).searchParams.get('search'))
  if (search.length < 2) return { search, suggestions: [] as { slug: string; name: string; brand: string | null }[] }
  const api = context.api
  const result = await api.callPublic(getProductsCall, { body: { search, per_page: SUGGESTIONS } })
  const suggestions = (result.data?.products ?? []).map((p) => ({
    slug: p.slug,
    name: p.name,
    brand: p.brand?.name ?? null,
  }))
  return { search, suggestions }
}
