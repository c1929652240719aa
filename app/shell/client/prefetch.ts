/**
 * Idle prefetching of the code of the pages a visitor can see links to (SPEC §2): the route modules and their
 * imports, as `<link rel="modulepreload">`, so the next click needs no script round trip. Only code: loader data is
 * not fetched, which keeps the server free of requests nobody made. Loaded lazily by `useIdlePrefetch`, so none of
 * this weighs on the first load.
 */
import { matchRoutes } from 'react-router-dom'

interface ManifestRoute {
  module: string
  imports?: string[]
}

interface RemixGlobals {
  __remixManifest?: { routes: Record<string, ManifestRoute | undefined> }
  __remixRouter?: { routes: Parameters<typeof matchRoutes>[0] }
  __remixRouteModules?: Record<string, unknown>
}

/** Each module once per page life, whether we preloaded it or the page already had it. */
const preloaded = new Set<string>()

/** The path of a link worth prefetching: same origin, another page, opened here, not a download. */
export function prefetchablePath(
  link: { href: string; target?: string; hasDownload?: boolean },
  current: { origin: string; pathname: string },
): string | null {
  if (link.hasDownload || (link.target && link.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(link.href, current.origin)
  } catch {
    return null
  }
  if (url.origin !== current.origin || url.pathname === current.pathname) return null
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_ipx/')) return null
  return url.pathname
}

/** Whether a box overlaps the viewport (and is drawn at all). */
export function inViewport(
  rect: Pick<DOMRect, 'top' | 'left' | 'bottom' | 'right' | 'width' | 'height'>,
  width: number,
  height: number,
) {
  return (
    rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < height && rect.left < width
  )
}

/**
 * The module files a path needs that are not loaded yet: the matched routes' modules and their imports. A path
 * that only the catch-all matches (its own route not discovered yet, or a 404) gives nothing.
 */
export function modulesForPath(
  pathname: string,
  routes: Parameters<typeof matchRoutes>[0],
  manifest: Record<string, ManifestRoute | undefined>,
  loadedRouteIds: ReadonlySet<string>,
): string[] {
  const matches = matchRoutes(routes, pathname) ?? []
  const leaf = matches[matches.length - 1]
  if (!leaf || leaf.route.path?.includes('*')) return []
  const files: string[] = []
  for (const match of matches) {
    const id = match.route.id
    if (!id || loadedRouteIds.has(id)) continue
    const route = manifest[id]
    if (!route) continue
    files.push(route.module, ...(route.imports ?? []))
  }
  return [...new Set(files)]
}

/**
 * Adds modulepreload links for every visible internal link's page code. Answers the files it added, and how many
 * visible paths matched no route of their own yet (Remix discovers routes lazily; a later try may find them).
 */
export function prefetchVisibleLinks(win: Window & RemixGlobals = window): { added: string[]; pending: number } {
  const manifest = win.__remixManifest?.routes
  const routes = win.__remixRouter?.routes
  if (!manifest || !routes) return { added: [], pending: 0 }
  const doc = win.document
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    preloaded.add(new URL(link.href, win.location.origin).pathname)
  }
  const loaded = new Set(Object.keys(win.__remixRouteModules ?? {}))
  const paths = new Set<string>()
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const path = prefetchablePath(
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      win.location,
    )
    if (path && !paths.has(path) && inViewport(anchor.getBoundingClientRect(), win.innerWidth, win.innerHeight)) {
      paths.add(path)
    }
  }
  const added: string[] = []
  let pending = 0
  for (const path of paths) {
    const files = modulesForPath(path, routes, manifest, loaded)
    if (files.length === 0 && !matchesOwnRoute(path, routes)) pending++
    for (const file of files) {
      if (preloaded.has(file)) continue
      preloaded.add(file)
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = file
      doc.head.appendChild(link)
      added.push(file)
    }
  }
  return { added, pending }
}

function matchesOwnRoute(pathname: string, routes: Parameters<typeof matchRoutes>[0]) {
  const leaf = matchRoutes(routes, pathname)?.at(-1)
  return Boolean(leaf && !leaf.route.path?.includes('*'))
}
