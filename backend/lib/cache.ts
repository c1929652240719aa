/**
 * A small time-based cache for data every page asks for (the catalogue summary). Per service instance, never
 * global: state that matters lives in the database, this only saves repeated work for a few seconds.
 */
export function createTtlCache(ttlMs: number) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value as Promise<T>
      const value = load()
      entries.set(key, { expires: now + ttlMs, value })
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key))
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
