/**
 * The storefront's own shared cache of whole pages (decision 051): what a CDN in front of it would keep, kept in the
 * process for a few seconds, so that a public page many anonymous visitors ask for at once (a landing page of an
 * advertisement, a category a crawler walks) is rendered once per few seconds instead of once per visitor.
 *
 * A page is kept only when everything says it is the same for every visitor who may get it:
 * - the request: GET of a document (not single-fetch data), no Authorization, no cookie that makes a page the
 *   visitor's own (`hasPersonalCookie`), and a city known without a lookup (the default, or the visitor's
 *   `bh_location`, which is part of the key: a page is kept per city);
 * - the answer: 200, HTML, `Cache-Control: public` with a max-age (the page's own word, as for a CDN), no cookie but
 *   those alike for every such visitor (the product page's view), and built only from back-end answers the public
 *   cache gives every anonymous visitor alike;
 * - the catalogue's version the process knows (decision 050) is part of the key, so a change of an offer is never
 *   served from a page kept before it.
 * It is fresh for `min(max-age, PAGE_CACHE_MAX_MS)`, then served stale for as long again to everyone but the one
 * request that renders it afresh (stale-while-revalidate): at no moment do all visitors wait for a render. The page's
 * Content-Security-Policy goes with it (its nonce is the one in the kept HTML), as a CDN would keep it. Each page is compressed once, off the main thread, when it is kept.
 */
import { compressDocument, type DocumentEncoding } from './document-encoding.ts'

/** The longest a page is kept, whatever its max-age: a microcache, not a copy that lags behind the catalogue. */
export const PAGE_CACHE_MAX_MS = 2_000

/**
 * A page is kept only when it was rendered for someone else within this time too (as nginx's `proxy_cache_min_uses
 * 2`): a crawler walking thousands of pages once each costs no compression and pushes out nothing.
 */
export const PAGE_CACHE_SEEN_MS = 60_000

export interface StoredPage {
  status: number
  /** The answer's headers as they were sent (Content-Security-Policy included), lower-case names. */
  headers: [string, string][]
  body: Record<DocumentEncoding, Buffer>
  storedAt: number
  /** Whether the render read no viewing history: then it may go to a visitor with one too. */
  ignoresHistory: boolean
  /** Until then served as it is; after it, until `staleUntil`, while one request renders it again. */
  freshUntil: number
  staleUntil: number
}

export interface PageCacheOptions {
  /** Pages kept at most, and their bytes (all three encodings) at most; the least recently used go first. */
  maxEntries?: number
  maxBytes?: number
  now?: () => number
}

export interface PageCache {
  /** The page kept under `key`, fresh or stale; undefined when there is none or it is past its stale time. */
  get(key: string): { page: StoredPage; fresh: boolean } | undefined
  /** True for the one request that is to render a stale page again (and store or release it); false meanwhile. */
  claimRefresh(key: string): boolean
  /** The claimed render did not give a page to keep: the next request for it claims again. */
  release(key: string): void
  /**
   * Whether a page just rendered is worth keeping: rendered for someone else lately too, no fresh copy kept (a hard
   * reload renders it, and keeps nothing while one is fresh), and none being kept now. Records this render.
   */
  shouldStore(key: string): boolean
  /** Compresses the page and keeps it `lifeMs` fresh from when it was rendered, and as long again stale. */
  store(
    key: string,
    page: { status: number; headers: [string, string][]; body: Buffer; lifeMs: number; ignoresHistory: boolean },
  ): Promise<void>
  readonly size: number
}

const directive = (cacheControl: string, name: string): string | null | undefined => {
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [key, value] = part.trim().split('=')
    if (key === name) return value?.replace(/^"|"$/g, '') ?? null
  }
  return undefined
}

/**
 * How long a shared cache may keep an answer by its Cache-Control, capped at PAGE_CACHE_MAX_MS; 0 when it may not:
 * not `public`, or `private`, `no-store` or `no-cache`, or no positive `s-maxage` / `max-age`.
 */
export function sharedLifeMs(cacheControl: string | null): number {
  if (!cacheControl) return 0
  if (directive(cacheControl, 'public') === undefined) return 0
  for (const refusal of ['private', 'no-store', 'no-cache']) {
    if (directive(cacheControl, refusal) !== undefined) return 0
  }
  const seconds = Number(directive(cacheControl, 's-maxage') ?? directive(cacheControl, 'max-age') ?? 0)
  if (!Number.isFinite(seconds) || seconds <= 0) return 0
  return Math.min(seconds * 1000, PAGE_CACHE_MAX_MS)
}

/** A request's own `Cache-Control: no-cache` (a hard reload): the page is rendered again (kept only when none is fresh). */
export function wantsFreshPage(cacheControl: string | undefined): boolean {
  return cacheControl !== undefined && directive(cacheControl, 'no-cache') !== undefined
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 1_000
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const now = options.now ?? Date.now
  const pages = new Map<string, StoredPage>()
  const refreshing = new Set<string>()
  const storing = new Set<string>()
  /** When each page not kept was last rendered, oldest first; bounded as the pages are. */
  const seen = new Map<string, number>()
  let bytes = 0
  const sizeOf = (page: StoredPage) => page.body.identity.length + page.body.gzip.length + page.body.br.length

  const drop = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= sizeOf(page)
  }

  return {
    get(key) {
      const page = pages.get(key)
      if (!page) return undefined
      const at = now()
      if (page.staleUntil <= at) {
        drop(key)
        return undefined
      }
      // Most recently used last: the first key is the one to drop.
      pages.delete(key)
      pages.set(key, page)
      return { page, fresh: at < page.freshUntil }
    },
    claimRefresh(key) {
      if (refreshing.has(key)) return false
      refreshing.add(key)
      return true
    },
    release(key) {
      refreshing.delete(key)
    },
    shouldStore(key) {
      const at = now()
      const seenAt = seen.get(key)
      seen.delete(key)
      seen.set(key, at)
      if (seen.size > maxEntries * 10) seen.delete(seen.keys().next().value as string)
      if (seenAt === undefined || at - seenAt > PAGE_CACHE_SEEN_MS) return false
      const page = pages.get(key)
      return !(page && at < page.freshUntil) && !storing.has(key)
    },
    async store(key, { status, headers, body, lifeMs, ignoresHistory }) {
      const storedAt = now()
      storing.add(key)
      try {
        await keep(key, { status, headers, body, lifeMs, storedAt, ignoresHistory })
      } finally {
        storing.delete(key)
        refreshing.delete(key)
      }
    },
    get size() {
      return pages.size
    },
  }

  async function keep(
    key: string,
    {
      status,
      headers,
      body,
      lifeMs,
      storedAt,
      ignoresHistory,
    }: {
      status: number
      headers: [string, string][]
      body: Buffer
      lifeMs: number
      storedAt: number
      ignoresHistory: boolean
    },
  ) {
    // Compressed in the thread pool, at the levels that cost about what the on-the-fly compression of one answer does.
    const [gzipped, brotlied] = await Promise.all([compressDocument(body, 'gzip'), compressDocument(body, 'br', 5)])
    const page: StoredPage = {
      status,
      headers,
      body: { identity: body, gzip: gzipped, br: brotlied },
      storedAt,
      ignoresHistory,
      freshUntil: storedAt + lifeMs,
      staleUntil: storedAt + 2 * lifeMs,
    }
    if (page.freshUntil <= now() || sizeOf(page) > maxBytes) return
    drop(key)
    pages.set(key, page)
    bytes += sizeOf(page)
    while (pages.size > maxEntries || bytes > maxBytes) {
      const oldest = pages.keys().next().value as string
      drop(oldest)
    }
  }
}
