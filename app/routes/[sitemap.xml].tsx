/** sitemap.xml: an index of the pages sitemap and one products sitemap per 10 000 products. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { sitemapIndexXml, xmlHeaders } from '#app/lib/sitemap.server.ts'
import { getSitemapProductsCall } from '#contract/sitemap.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const api = context.api
  const first = await api.call(getSitemapProductsCall, { query: { page: 1 }, cache: 'long' })
  if (!first.data) throw new Response(first.error, { status: 502 })
  const files = [{ loc: `${origin}/sitemaps/pages.xml` }]
  for (let page = 1; page <= first.data.pagination.last_page; page++) {
    files.push({ loc: `${origin}/sitemaps/products-${page}.xml` })
  }
  return new Response(sitemapIndexXml(files), { headers: xmlHeaders })
}
