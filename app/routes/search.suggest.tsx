/**
 * Suggestions for the header search as the visitor types (JavaScript only): GET /search/suggest?search=…
 * (app/shell/search-suggest.server.ts).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadSearchSuggestions } from '#app/shell/search-suggest.server.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSearchSuggestions(request, context)
