/**
 * The browser's texts: the namespaces the page rendered come inline with the HTML (server-texts.server.ts), so
 * hydration waits for no request. The rest come in one chunk, fetched when a component first asks for a text the
 * page did not carry and, once the page is alive, ahead of need while the browser is idle.
 */
import { reloadForChunkError } from '../client/chunk-reload.ts'
import type { Texts } from './texts.tsx'
import type { TextTree } from './translate.ts'

export interface BrowserTexts extends Texts {
  /** Fetches the namespaces not here yet. */
  loadAll(): void
}

export function createBrowserTexts(inline: Readonly<Record<string, TextTree>>): BrowserTexts {
  const trees = new Map(Object.entries(inline))
  const listeners = new Set<() => void>()
  let version = 0
  let loading = false

  function loadAll() {
    if (loading) return
    loading = true
    void import('../i18n-resources.ts').then(
      ({ resources }) => {
        for (const [namespace, tree] of Object.entries(resources.ru))
          if (!trees.has(namespace)) trees.set(namespace, tree)
        version++
        for (const listener of listeners) listener()
      },
      (error: unknown) => {
        loading = false
        // A chunk gone with a new deployment reloads the page (at most once a minute).
        if (!reloadForChunkError(error)) console.error(error)
      },
    )
  }

  return {
    lookup(namespace) {
      const tree = trees.get(namespace)
      if (!tree) loadAll()
      return tree
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => version,
    loadAll,
  }
}

/** The texts the server put in the page, or none (a page from before this change, or a broken block). */
export function readInlineTexts(element: Element | null): Record<string, TextTree> {
  try {
    const parsed: unknown = JSON.parse(element?.textContent || '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, TextTree>) : {}
  } catch {
    return {}
  }
}
