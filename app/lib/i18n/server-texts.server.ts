/**
 * The texts of one server render: every namespace the browser may read, and a note of those the render read, so
 * that the page sends the browser exactly those (withPageTexts) and it hydrates without fetching any.
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

/**
 * The JSON of each set of namespaces, as bytes: the texts never change while the process runs, and a page reads one of
 * a handful of sets (its feature's and `common`), so each is serialised once rather than on every render (15 KB of
 * JSON on a catalogue page). Keyed by the names in the order read; bounded all the same.
 */
const payloads = new Map<string, Buffer>()
const MAX_PAYLOADS = 256

function payloadOf(read: ReadonlySet<string>): Buffer {
  const key = [...read].join(',')
  let payload = payloads.get(key)
  if (!payload) {
    const json = JSON.stringify(Object.fromEntries([...read].map((namespace) => [namespace, trees[namespace]])))
    // `<` escaped so no text can close the tag.
    payload = Buffer.from(json.replaceAll('<', '\\u003c'))
    if (payloads.size >= MAX_PAYLOADS) payloads.clear()
    payloads.set(key, payload)
  }
  return payload
}

/** A JSON data block of the namespaces read, for the browser entry. */
function pageTextsScript(texts: ServerTexts, nonce: string): Buffer[] {
  // A data block runs nothing, but carries the nonce like every inline script, so a policy audit sees no exception.
  return [
    Buffer.from(`<script type="application/json" id="${PAGE_TEXTS_ID}" nonce="${nonce}">`),
    payloadOf(texts.read),
    SCRIPT_END,
  ]
}

const BODY_END = Buffer.from('</body>')
const SCRIPT_END = Buffer.from('</script>')

/**
 * The whole rendered document with the page's texts just before `</body>` — read once the render (deferred
 * sections included) has read all it needs. A trailing element of `<body>` is one React's hydration leaves alone.
 * A document without `</body>` is answered as it was.
 */
export function withPageTexts(document: Buffer<ArrayBuffer>, texts: ServerTexts, nonce: string): Buffer<ArrayBuffer> {
  const at = document.lastIndexOf(BODY_END)
  if (at === -1) return document
  return Buffer.concat([document.subarray(0, at), ...pageTextsScript(texts, nonce), document.subarray(at)])
}
