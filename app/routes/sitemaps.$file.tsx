/** The files of the sitemap index: pages.xml (home, static pages, catalogue, brands) and products-N.xml. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { urlSetXml, xmlHeaders } from '#app/lib/sitemap.server.ts'
import { getSitemapProductsCall } from '#contract/sitemap.ts'
import { startCall } from '#contract/start.ts'

const STATIC_PATHS = [
  '/',
  '/about',
  '/agreement',
  '/privacy-policy',
  '/contacts',
  '/catalog',
  '/brands',
  '/brands/cataloque',
]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const api = context.api
  if (params.file === 'pages.xml') {
    const start = await api.callPublic(startCall)
    if (!start.data) throw new Response(start.error, { status: 502 })
    const paths = [
      ...STATIC_PATHS,
      ...start.data.categories.map((c) => `/catalog/${c.slug}`),
      ...start.data.brandList.map((b) => `/brands/${b.slug}`),
    ]
    return new Response(urlSetXml(paths.map((path) => ({ loc: `${origin}${path}` }))), { headers: xmlHeaders })
  }
  const match = /^products-(\d{1,6})\.xml$/.exec(params.file ?? '')
  if (!match?.[1]) throw new Response('Not Found', { status: 404 })
  const result = await api.callPublic(getSitemapProductsCall, { query: { page: Number(match[1]) } })
  if (!result.data) throw new Response(result.error, { status: result.status === 400 ? 404 : 502 })
  if (result.data.products.length === 0) throw new Response('Not Found', { status: 404 })
  const entries = result.data.products.map((p) => ({ loc: `${origin}/product/${p.slug}`, lastmod: p.updated_at }))
  return new Response(urlSetXml(entries), { headers: xmlHeaders })
}
