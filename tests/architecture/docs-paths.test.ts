import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The map and the decisions send a newcomer to files by their paths: each path they name must still lead to a file.
 * A moved module whose old path stays in the docs fails here.
 */
const ROOT = new URL('../../', import.meta.url).pathname
const PATH = /`((?:app|backend|contract|server|tests|scripts)\/[\w./()$[\]-]+\.(?:tsx?|css|json|mjs|js|sql))`/g

const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
]

describe('paths named in the docs', () => {
  it.each(documents)('%s names files that exist', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8')
    const missing = [...text.matchAll(PATH)]
      .map((match) => match[1] ?? '')
      .filter((path) => !existsSync(join(ROOT, path)))
    expect(missing).toEqual([])
  })
})
