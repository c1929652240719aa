/**
 * The server's route matching as patched (patches/@remix-run+router+1.23.3.patch, decision 046): a route
 * tree's ranked branches and the paths matched in it are kept, so each caller must still get matches of its own, and
 * routes patched in (lazy discovery) must be found.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server loads the router's CommonJS build, the one the patch changes.
const router = createRequire(import.meta.url)('@remix-run/router') as typeof import('@remix-run/router')

const tree = () => [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'catalog', path: 'catalog/:slug?' },
      { id: 'product', path: 'product/:slug' },
    ],
  },
]

describe('route matching, kept per tree and path', () => {
  it('answers the same path alike each time, with matches the caller may change', () => {
    const routes = tree()
    const first = router.matchRoutes(routes, '/product/bint-7')
    expect(first?.map((match) => match.route.id)).toEqual(['root', 'product'])
    expect(first?.[1]?.params).toEqual({ slug: 'bint-7' })

    // A caller that changes what it got (React Router merges parents' params into its own copies) changes nothing
    // for the next caller.
    if (first?.[1]) (first[1].params as Record<string, string>).slug = 'changed'
    first?.pop()

    const second = router.matchRoutes(routes, '/product/bint-7')
    expect(second?.map((match) => match.route.id)).toEqual(['root', 'product'])
    expect(second?.[1]?.params).toEqual({ slug: 'bint-7' })
    expect(second?.[1]?.pathname).toBe('/product/bint-7')
    // As unpatched: one params object shared by the matches of a path.
    expect(second?.[0]?.params).toBe(second?.[1]?.params)
  })

  it('keeps each tree apart, and a path matching nothing stays unmatched', () => {
    const one = tree()
    const other = [{ id: 'only', path: '/product/:slug' }]
    expect(router.matchRoutes(one, '/product/a')?.map((match) => match.route.id)).toEqual(['root', 'product'])
    expect(router.matchRoutes(other, '/product/a')?.map((match) => match.route.id)).toEqual(['only'])
    expect(router.matchRoutes(one, '/nowhere/at/all')).toBeNull()
    expect(router.matchRoutes(one, '/nowhere/at/all')).toBeNull()
  })

  it('finds routes patched into a router after the path was matched', () => {
    const memory = router.createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }],
      history: router.createMemoryHistory(),
    })
    expect(router.matchRoutes(memory.routes, '/cart')).toBeNull()
    memory.patchRoutes('root', [{ id: 'cart', path: 'cart' }])
    expect(router.matchRoutes(memory.routes, '/cart')?.map((match) => match.route.id)).toEqual(['root', 'cart'])
    memory.dispose()
  })
})
