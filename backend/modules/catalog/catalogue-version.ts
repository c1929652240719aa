/**
 * The catalogue's version as this back-end knows it (decision 050): the counter of `catalogue_version`, raised at the
 * commit of every transaction that changed an offer. Read at most once per `checkEveryMs`, and only when a request
 * asks; every caller in that time shares the read. When it moved, the process's catalogue caches are dropped before
 * anyone is answered from them, so no back-end serves a price older than the version it names for longer than that.
 */
import type { MiddlewareHandler } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { CATALOGUE_VERSION_HEADER } from '#contract/catalog.ts'
import { readCatalogueVersion } from './catalog.repository.ts'

/** How often the counter is read: half of the 2 s a change may take to reach a guest on any process. */
export const CATALOGUE_VERSION_CHECK_MS = 500

export interface CatalogueVersion {
  /** The version this process's caches answer for, read again first when the last read is older than allowed. */
  current(): Promise<number>
}

export function createCatalogueVersion(
  db: Database,
  options: { onChange: () => void; checkEveryMs?: number; now?: () => number },
): CatalogueVersion {
  const checkEveryMs = options.checkEveryMs ?? CATALOGUE_VERSION_CHECK_MS
  const now = options.now ?? Date.now
  let known = 0
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<number> | null = null

  async function read(): Promise<number> {
    const startedAt = now()
    try {
      const version = await readCatalogueVersion(db)
      if (version !== known) {
        known = version
        options.onChange()
      }
      readAt = startedAt
    } catch {
      // The database did not answer: the request that asked will meet the same failure on its own; the next asks again.
    }
    return known
  }

  return {
    current() {
      if (now() - readAt < checkEveryMs) return Promise.resolve(known)
      reading ??= read().finally(() => {
        reading = null
      })
      return reading
    },
  }
}

/**
 * Every answer names the version read before it was made (its header), so a storefront never keeps an answer as
 * newer than it is; the caches are dropped first when the version moved.
 */
export function announceCatalogueVersion(version: CatalogueVersion): MiddlewareHandler {
  return async (c, next) => {
    // Set through the context before the answer is made, so every answer carries it — errors too, and whatever a
    // later middleware does to the headers (a header set on `c.res` directly is lost when one sets another with
    // `c.header` afterwards, as the no-store of personal answers does).
    c.header(CATALOGUE_VERSION_HEADER, String(await version.current()))
    await next()
  }
}
