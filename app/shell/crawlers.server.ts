/**
 * What search engines read: robots.txt (account, cart, payment and seller cabinet pages stay out; the sitemap is
 * announced with our origin) and the files of the sitemap index — pages.xml (home, static pages, catalogue, brands)
 * and products-N.xml.
 */
import type { AppLoadContext } from '@remix-run/node'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { urlSetXml, xmlHeaders } from '#app/lib/sitemap.server.ts'
import { getSitemapProductsCall } from '#contract/sitemap.ts'

export function robotsTxt(request: Request): Response {
  const origin = siteOrigin(request)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account/',
    'Disallow: /cart/',
    'Disallow: /pay/',
    // The seller cabinet (not /sellers/, the sellers' public pages).
    'Disallow: /seller/',
    'Disallow: /api/',
    'Disallow: /*?*dialog=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

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

export async function sitemapFile(request: Request, context: AppLoadContext, file: string | undefined) {
  const origin = siteOrigin(request)
  const api = context.api
  if (file === 'pages.xml') {
    const start = await context.startup()
    if (!start.data) throw new Response(start.error, { status: 502 })
    const paths = [
      ...STATIC_PATHS,
      ...start.data.categories.map((c) => `/catalog/${c.slug}`),
      ...start.data.brandList.map((b) => `/brands/${b.slug}`),
    ]
    return new Response(urlSetXml(paths.map((path) => ({ loc: `${origin}${path}` }))), { headers: xmlHeaders })
  }
  const match = /^products-(\d{1,6})\.xml$/.exec(file ?? '')
  if (!match?.[1]) throw new Response('Not Found', { status: 404 })
  const result = await api.call(getSitemapProductsCall, { query: { page: Number(match[1]) }, cache: 'long' })
  if (!result.data) throw new Response(result.error, { status: result.status === 400 ? 404 : 502 })
  if (result.data.products.length === 0) throw new Response('Not Found', { status: 404 })
  const entries = result.data.products.map((p) => ({ loc: `${origin}/product/${p.slug}`, lastmod: p.updated_at }))
  return new Response(urlSetXml(entries), { headers: xmlHeaders })
}
