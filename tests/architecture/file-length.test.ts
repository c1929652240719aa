import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A module a newcomer can read whole: no TypeScript file of the storefront or the back-end is longer than this.
 * Data is exempt — the demo catalogue (`backend/db/seed/data/`) and the embedded directories (`*.data.ts`) are
 * tables, not logic — and so are generated files (the database migrations are SQL).
 */
const MAX_LINES = 350
const ROOT = new URL('../../', import.meta.url).pathname
const isData = (path: string) => path.includes('/db/seed/data/') || path.endsWith('.data.ts')

function* typescriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* typescriptFiles(path)
    else if (/\.tsx?$/.test(entry.name)) yield path
  }
}

describe('the length of a module', () => {
  it.each(['app', 'backend'])(`is at most ${MAX_LINES} lines under %s/`, (folder) => {
    const long = [...typescriptFiles(join(ROOT, folder))]
      .map((path) => relative(ROOT, path))
      .filter((path) => !isData(path))
      .map((path) => ({ path, lines: readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })
})
