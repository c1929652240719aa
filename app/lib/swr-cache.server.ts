/**
 * A small in-process cache with stale-while-revalidate, for data every anonymous visitor sees alike (catalogue,
 * product pages, start-up data). A fresh entry is served as is; a stale one is served at once while one
 * background load refreshes it; past its stale life it is loaded again before answering. Failures are never kept.
 * Bounded: the least recently used entries go first. Each `get` may give its own life (the API client's named
 * cache policies); the options' is the default.
 */
export interface SwrLife {
  /** How long a value is served as is. */
  freshMs: number
  /** How long after that it is still served at once, while one load refreshes it. */
  staleMs: number
}

export interface SwrOptions extends SwrLife {
  maxEntries: number
  now?: () => number
}

interface Entry<T> {
  value: T
  storedAt: number
  life: SwrLife
  refreshing?: Promise<void>
}

export function createSwrCache<T>(options: SwrOptions) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry<T>>()
  const loading = new Map<string, Promise<T>>()

  const store = (key: string, value: T, life: SwrLife) => {
    entries.delete(key)
    entries.set(key, { value, storedAt: now(), life })
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  /** Loads once for all concurrent askers of one key; keeps the value only when `keep` says so. */
  const load = (key: string, loader: () => Promise<T>, keep: (value: T) => boolean, life: SwrLife): Promise<T> => {
    const pending = loading.get(key)
    if (pending) return pending
    const promise = loader()
      .then((value) => {
        if (keep(value)) store(key, value, life)
        return value
      })
      .finally(() => loading.delete(key))
    loading.set(key, promise)
    return promise
  }

  return {
    async get(
      key: string,
      loader: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
      life: SwrLife = options,
    ): Promise<T> {
      const entry = entries.get(key)
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY
      if (entry && age <= entry.life.freshMs) {
        // Most recently used goes to the end.
        entries.delete(key)
        entries.set(key, entry)
        return entry.value
      }
      if (entry && age <= entry.life.freshMs + entry.life.staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = load(key, loader, keep, life)
            .then(() => undefined)
            .catch(() => undefined)
            .finally(() => {
              entry.refreshing = undefined
            })
        }
        return entry.value
      }
      return load(key, loader, keep, life)
    },
    get size() {
      return entries.size
    },
  }
}
