/**
 * How components get their texts: `const { t } = useTranslation('catalog')`, as with react-i18next, over the
 * request's texts on the server (server-texts.server.ts) and the page's texts in the browser (browser-texts.ts).
 * Decision 038.
 */
import type { TFunction } from 'i18next'
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import type { resources } from '../i18n-resources.ts'
import { createTranslate, type TextLookup } from './translate.ts'

/** The namespaces components may read: those the browser can get. */
export type Namespace = keyof (typeof resources)['ru']

export interface Texts {
  lookup: TextLookup
  /** Called when texts arrive that a rendered component may have missed (browser only). */
  subscribe(listener: () => void): () => void
  /** Grows each time texts arrive. */
  version(): number
}

/** The id of the JSON block that carries a page's texts to the browser. */
export const PAGE_TEXTS_ID = 'page-texts'

const TextsContext = createContext<Texts | null>(null)

export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return createElement(TextsContext.Provider, { value: texts }, children)
}

const firstVersion = () => 0

export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(
  namespaces?: N,
): { t: TFunction<N extends readonly Namespace[] ? N : N extends Namespace ? N : never> } {
  const texts = useContext(TextsContext)
  if (!texts) throw new Error('useTranslation needs a TextsProvider above it')
  const version = useSyncExternalStore(texts.subscribe, texts.version, firstVersion)
  const list = namespaces === undefined ? 'common' : typeof namespaces === 'string' ? namespaces : namespaces.join()
  // A new function when texts arrive, so that memoised children that take `t` render again with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is that signal
  const t = useMemo(() => createTranslate(texts.lookup, list.split(',')), [texts, list, version])
  return { t: t as never }
}
