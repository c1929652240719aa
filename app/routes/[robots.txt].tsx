/** robots.txt: account, cart and payment pages stay out of search engines; the sitemap is announced with our origin. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { siteOrigin } from '#app/lib/origin.server.ts'

export function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account/',
    'Disallow: /cart/',
    'Disallow: /pay/',
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
