/**
 * The storefront's import graph, read from the sources: which file imports which, and which top-level folder of
 * `app/` (a feature, the kit, the context, `lib`) each belongs to. Used by the layout's checks (layout.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

const SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g
const ALIASES: Record<string, string> = { '#app/': 'app/', '#backend/': 'backend/', '#contract/': 'contract/' }

export function sourceFiles(folder: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const relative = `${dir}/${name}`
      if (statSync(path.join(ROOT, relative)).isDirectory()) walk(relative)
      else if (/\.(ts|tsx)$/.test(name)) out.push(relative)
    }
  }
  walk(folder)
  return out.sort()
}

/** The repository paths a file imports (packages left out; `?url` and the like dropped). */
export function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  const targets: string[] = []
  for (const [, spec = ''] of text.matchAll(SPECIFIER)) {
    const bare = spec.split('?')[0] ?? ''
    const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix))
    if (alias) targets.push(path.posix.normalize(`${ALIASES[alias]}${bare.slice(alias.length)}`))
    else if (bare.startsWith('.')) targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), bare)))
  }
  return targets
}

/** The folder of `app/` a file belongs to: `app/cart/checkout/x.ts` → `cart`; a file at the top → null. */
export function appFolderOf(file: string): string | null {
  const parts = file.split('/')
  return parts[0] === 'app' && parts.length > 2 ? (parts[1] ?? null) : null
}
