/**
 * Which client-side route changes count as a page view for analytics: every change of path or query, not the first
 * load (the counter counts that one itself) and not a jump within the page (only the hash changes).
 */
export interface PageHit {
  url: string
  referer: string
}

export function pageHit(previousHref: string | null, href: string): PageHit | null {
  if (previousHref === null || previousHref === href) return null
  const previous = new URL(previousHref)
  const next = new URL(href)
  if (previous.origin === next.origin && previous.pathname === next.pathname && previous.search === next.search) {
    return null
  }
  return { url: href, referer: previousHref }
}
