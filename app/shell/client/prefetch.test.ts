import { describe, expect, it } from 'vitest'
import { mayPrefetch } from './network.ts'
import { inViewport, modulesForPath, prefetchablePath } from './prefetch.ts'

const current = { origin: 'https://medmarket.example', pathname: '/' }

describe('mayPrefetch', () => {
  it('prefetches on an ordinary connection, and when the browser says nothing about it', () => {
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true)
    expect(mayPrefetch({ onLine: true })).toBe(true)
    expect(mayPrefetch({})).toBe(true)
  })

  it('skips offline, 2G, slow 2G and data saver', () => {
    expect(mayPrefetch({ onLine: false })).toBe(false)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false)
  })
})

describe('prefetchablePath', () => {
  it('takes links to other pages of this site', () => {
    expect(prefetchablePath({ href: 'https://medmarket.example/catalog?sort=price' }, current)).toBe('/catalog')
  })

  it('leaves other sites, this page, new windows, downloads and the API alone', () => {
    expect(prefetchablePath({ href: 'https://yandex.ru/' }, current)).toBeNull()
    expect(prefetchablePath({ href: 'https://medmarket.example/#main' }, current)).toBeNull()
    expect(prefetchablePath({ href: 'https://medmarket.example/about', target: '_blank' }, current)).toBeNull()
    expect(prefetchablePath({ href: 'https://medmarket.example/price.pdf', hasDownload: true }, current)).toBeNull()
    expect(prefetchablePath({ href: 'https://medmarket.example/api/media/1.pdf' }, current)).toBeNull()
    expect(prefetchablePath({ href: 'tel:+78005553535' }, current)).toBeNull()
  })
})

describe('inViewport', () => {
  const box = (top: number, height = 20) => ({ top, bottom: top + height, left: 10, right: 110, width: 100, height })
  it('counts boxes that overlap the viewport and have a size', () => {
    expect(inViewport(box(100), 1280, 720)).toBe(true)
    expect(inViewport(box(-10), 1280, 720)).toBe(true)
    expect(inViewport(box(900), 1280, 720)).toBe(false)
    expect(inViewport(box(-50), 1280, 720)).toBe(false)
    expect(inViewport(box(100, 0), 1280, 720)).toBe(false)
  })
})

describe('modulesForPath', () => {
  const routes = [
    {
      id: 'root',
      path: '',
      children: [
        {
          id: 'routes/_shop',
          children: [
            { id: 'routes/_shop.about', path: 'about' },
            { id: 'routes/_shop.catalog.($slug)', path: 'catalog/:slug?' },
            { id: 'routes/_shop.$', path: '*' },
          ],
        },
      ],
    },
  ]
  const manifest = {
    root: { module: '/assets/root.js', imports: ['/assets/shared.js'] },
    'routes/_shop': { module: '/assets/shop.js', imports: ['/assets/shared.js'] },
    'routes/_shop.about': { module: '/assets/about.js', imports: ['/assets/static-page.js', '/assets/shared.js'] },
    'routes/_shop.catalog.($slug)': { module: '/assets/catalog.js', imports: [] },
    'routes/_shop.$': { module: '/assets/404.js', imports: [] },
  }
  const loaded = new Set(['root', 'routes/_shop'])

  it('lists the modules of the routes a path matches that are not loaded yet, each once', () => {
    expect(modulesForPath('/about', routes, manifest, loaded)).toEqual([
      '/assets/about.js',
      '/assets/static-page.js',
      '/assets/shared.js',
    ])
    expect(modulesForPath('/catalog/bandages', routes, manifest, loaded)).toEqual(['/assets/catalog.js'])
  })

  it('gives nothing for a path only the catch-all matches', () => {
    expect(modulesForPath('/no-such-page', routes, manifest, loaded)).toEqual([])
  })
})
