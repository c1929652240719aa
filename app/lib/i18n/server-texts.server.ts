/**
 * The texts of one server render: every namespace the browser may read, and a note of those the render read, so
 * that the page sends the browser exactly those (pageTextsScript) and it hydrates without fetching any.
 */
import { resources } from '../i18n-resources.ts'
import { type Namespace, PAGE_TEXTS_ID, type Texts } from './texts.tsx'
import type { TextTree } from './translate.ts'

const trees: Readonly<Record<string, TextTree>> = resources.ru

export interface ServerTexts extends Texts {
  /** The namespaces read so far, in the order first read. */
  readonly read: ReadonlySet<string>
}

export function createServerTexts(): ServerTexts {
  const read = new Set<Namespace>()
  return {
    read,
    lookup(namespace) {
      const tree = trees[namespace]
      if (tree) read.add(namespace as Namespace)
      return tree
    },
    subscribe: () => () => {},
    version: () => 0,
  }
}

/** A JSON data block of the namespaces read, for the browser entry; `<` escaped so no text can close the tag. */
export function pageTextsScript(texts: ServerTexts, nonce: string): string {
  const payload = Object.fromEntries([...texts.read].map((namespace) => [namespace, trees[namespace]]))
  const json = JSON.stringify(payload).replaceAll('<', '\\u003c')
  // A data block runs nothing, but carries the nonce like every inline script, so a policy audit sees no exception.
  return `<script type="application/json" id="${PAGE_TEXTS_ID}" nonce="${nonce}">${json}</script>`
}

const BODY_END = Buffer.from('</body>')

/**
 * The whole rendered document with the page's texts just before `</body>` — read once the render (deferred
 * sections included) has read all it needs. A trailing element of `<body>` is one React's hydration leaves alone.
 * A document without `</body>` is answered as it was.
 */
export function withPageTexts(document: Buffer<ArrayBuffer>, texts: ServerTexts, nonce: string): Buffer<ArrayBuffer> {
  const at = document.lastIndexOf(BODY_END)
  if (at === -1) return document
  return Buffer.concat([document.subarray(0, at), Buffer.from(pageTextsScript(texts, nonce)), document.subarray(at)])
}
