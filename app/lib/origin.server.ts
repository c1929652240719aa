/** The site's public origin: PUBLIC_URL when set (behind a CDN or proxy), else the request's own. */
export function siteOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL
  if (configured) return new URL(configured).origin
  return new URL(request.url).origin
}
