/**
 * The storefront's layout (docs/architecture.md, decision 027): features depend on the kit (`app/ui`), the request
 * context (`app/context`) and `app/lib`, never on each other in a circle; `app/lib` and the kit depend on no
 * feature; routes are adapters that nothing else imports; only the context factory builds an API client.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appFolderOf, importsOf, ROOT, sourceFiles } from './imports.ts'

/** Folders of `app/` that are not features: the shared layers every feature may use. */
const SHARED = new Set(['lib', 'ui', 'context', 'locales', 'styles', 'routes'])

const appFiles = sourceFiles('app')

/** Feature → the features it imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of appFiles) {
    const from = appFolderOf(file)
    if (!from || SHARED.has(from) || file.includes('.test.')) continue
    for (const target of importsOf(file)) {
      const to = appFolderOf(target)
      if (!to || to === from || SHARED.has(to)) continue
      graph.set(from, (graph.get(from) ?? new Set()).add(to))
    }
  }
  return graph
}

function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = []
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next)
      if (at >= 0) found.push([...trail.slice(at), next])
      else visit(next, [...trail, next])
    }
  }
  for (const start of graph.keys()) visit(start, [start])
  return found
}

describe('the storefront by feature', () => {
  it('has no import circle among its features', () => {
    expect(cycles(featureGraph())).toEqual([])
  })

  it('keeps app/lib, the kit and the request context free of any feature', () => {
    const wrong = appFiles.flatMap((file) => {
      const from = appFolderOf(file)
      if ((from !== 'lib' && from !== 'ui' && from !== 'context') || file.includes('.test.')) return []
      return importsOf(file)
        .filter((target) => {
          const to = appFolderOf(target)
          return to !== null && !SHARED.has(to)
        })
        .map((target) => `${file} → ${target}`)
    })
    expect(wrong).toEqual([])
  })

  it('imports nothing from a route module outside app/routes', () => {
    // A route maps a URL to a feature; what a feature or the kit needs lives there, never in a route. A test may
    // still load the route it tests.
    const wrong = appFiles.flatMap((file) => {
      if (appFolderOf(file) === 'routes' || file.includes('.test.')) return []
      return importsOf(file)
        .filter((target) => appFolderOf(target) === 'routes')
        .map((target) => `${file} → ${target}`)
    })
    expect(wrong).toEqual([])
  })

  it('builds the API client only in the request context factory', () => {
    const builders = appFiles.filter(
      (file) =>
        !file.includes('.test.') &&
        /\bcreateApiClient\(|\bgetApi\(/.test(readFileSync(path.join(ROOT, file), 'utf8')) &&
        file !== 'app/lib/api/client.server.ts',
    )
    expect(builders).toEqual(['app/context/request-context.server.ts'])
  })
})
