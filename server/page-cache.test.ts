import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, PAGE_CACHE_MAX_MS, PAGE_CACHE_SEEN_MS, sharedLifeMs, wantsFreshPage } from './page-cache.ts'

const page = (body: string, lifeMs = 1_000) => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  body: Buffer.from(body),
  lifeMs,
  ignoresHistory: true,
})

describe('sharedLifeMs', () => {
  it('keeps what a shared cache may keep, at most PAGE_CACHE_MAX_MS', () => {
    expect(sharedLifeMs('public, max-age=60, stale-while-revalidate=600')).toBe(PAGE_CACHE_MAX_MS)
    expect(sharedLifeMs('public, max-age=1')).toBe(1_000)
    expect(sharedLifeMs('public, max-age=600, s-maxage=1')).toBe(1_000)
  })

  it('keeps nothing private, uncacheable or without a lifetime', () => {
    for (const value of [
      null,
      '',
      'private, no-store',
      'max-age=60',
      'public',
      'public, max-age=0',
      'public, no-cache, max-age=60',
      'public, private, max-age=60',
      'public, max-age=abc',
    ]) {
      expect(sharedLifeMs(value), String(value)).toBe(0)
    }
  })
})

describe('request headers', () => {
  it('a hard reload asks for a fresh page; a plain reload does not', () => {
    expect(wantsFreshPage('no-cache')).toBe(true)
    expect(wantsFreshPage('max-age=0')).toBe(false)
    expect(wantsFreshPage(undefined)).toBe(false)
  })
})

describe('createPageCache', () => {
  it('serves a page fresh, then stale for as long again, then not at all', async () => {
    let now = 0
    const cache = createPageCache({ now: () => now })
    await cache.store('k', page('<p>страница</p>'))
    const kept = cache.get('k')
    expect(kept?.fresh).toBe(true)
    expect(gunzipSync(kept?.page.body.gzip ?? Buffer.alloc(0)).toString()).toBe('<p>страница</p>')
    expect(brotliDecompressSync(kept?.page.body.br ?? Buffer.alloc(0)).toString()).toBe('<p>страница</p>')
    now = 1_000
    expect(cache.get('k')?.fresh).toBe(false)
    now = 2_000
    expect(cache.get('k')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('lets one request render a stale page again, the others meanwhile get the stale one', async () => {
    let now = 0
    const cache = createPageCache({ now: () => now })
    await cache.store('k', page('старая'))
    now = 1_500
    expect(cache.claimRefresh('k')).toBe(true)
    expect(cache.claimRefresh('k')).toBe(false)
    await cache.store('k', page('новая'))
    expect(cache.get('k')?.page.body.identity.toString()).toBe('новая')
    expect(cache.get('k')?.fresh).toBe(true)
    // A render that gave nothing to keep lets the next request try.
    expect(cache.claimRefresh('k')).toBe(true)
    cache.release('k')
    expect(cache.claimRefresh('k')).toBe(true)
  })

  it('keeps a page rendered twice within a minute, not one rendered once, nor over a fresh one', async () => {
    let now = 0
    const cache = createPageCache({ now: () => now })
    expect(cache.shouldStore('k')).toBe(false)
    now = PAGE_CACHE_SEEN_MS + 1
    expect(cache.shouldStore('k')).toBe(false)
    now += 1_000
    expect(cache.shouldStore('k')).toBe(true)
    await cache.store('k', page('страница'))
    // A hard reload while the kept page is fresh keeps nothing new.
    expect(cache.shouldStore('k')).toBe(false)
    now += 1_500
    expect(cache.shouldStore('k')).toBe(true)
  })

  it('drops the least recently used pages beyond its bounds', async () => {
    const cache = createPageCache({ maxEntries: 2 })
    await cache.store('a', page('a'))
    await cache.store('b', page('b'))
    cache.get('a')
    await cache.store('c', page('c'))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()

    const small = createPageCache({ maxBytes: 200 })
    await small.store('big', page('x'.repeat(500)))
    expect(small.size).toBe(0)
  })
})
