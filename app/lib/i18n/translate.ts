/**
 * The translate function every component uses, on the server and in the browser alike: the few i18next rules our
 * Russian texts need, in ~1 KB instead of i18next's ~15 KB on the first load (decision 038). Loaders keep
 * i18next itself (`context.t`, remix-i18next); `translate.test.ts` checks that both give the same text for every key.
 *
 * Rules, as i18next's with our settings: `ns:key` picks a namespace, otherwise the namespaces given are tried in
 * order; `a.b.c` walks nested objects; `count` picks a plural form by the Russian rules (`_zero` first for 0);
 * `{{name}}` takes `options.name` (not escaped: React escapes); a missing key gives `defaultValue` or the key — or
 * nothing while its namespace is still on its way to the browser.
 */
export interface TextTree {
  readonly [key: string]: string | TextTree
}

/** A namespace's texts, or undefined while the browser has not got them yet. */
export type TextLookup = (namespace: string) => TextTree | undefined

export type TranslateOptions = Readonly<Record<string, unknown>>

export type Translate = (key: string, options?: TranslateOptions) => string

const plurals = new Intl.PluralRules('ru')
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/** Resolved key paths per namespace object: the same keys are asked for on every card of every page. */
const resolved = new WeakMap<TextTree, Map<string, string | null>>()

function textAt(tree: TextTree, path: string): string | null {
  let known = resolved.get(tree)
  if (!known) {
    known = new Map()
    resolved.set(tree, known)
  }
  const cached = known.get(path)
  if (cached !== undefined) return cached
  let node: string | TextTree | undefined = tree
  for (const part of path.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined
    if (node === undefined) break
  }
  const text = typeof node === 'string' ? node : null
  known.set(path, text)
  return text
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options?.[name]
    if (value === undefined || value === null) return options && name in options ? '' : placeholder
    return String(value)
  })
}

function pluralKeys(key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key]
  const form = `${key}_${plurals.select(count)}`
  return count === 0 ? [`${key}_zero`, form, key] : [form, key]
}

/** A translate function over `namespaces` (the first is the default), reading texts through `lookup`. */
export function createTranslate(lookup: TextLookup, namespaces: readonly string[]): Translate {
  return (key, options) => {
    let scopes = namespaces
    let path = key
    const separator = key.indexOf(':')
    if (separator > 0) {
      scopes = [key.slice(0, separator)]
      path = key.slice(separator + 1)
    }
    const candidates = pluralKeys(path, options?.count)
    let waiting = false
    for (const namespace of scopes) {
      const tree = lookup(namespace)
      if (!tree) {
        waiting = true
        continue
      }
      for (const candidate of candidates) {
        const text = textAt(tree, candidate)
        if (text !== null) return interpolate(text, options)
      }
    }
    // A namespace still on its way to the browser: nothing rather than a key; the text follows in a moment.
    if (waiting) return ''
    const fallback = options?.defaultValue
    return typeof fallback === 'string' ? interpolate(fallback, options) : path
  }
}
