/**
 * A storefront's cached catalogue answers and the catalogue's version (decision 050): a guest sees a price changed
 * through another back-end within 2 s, while a cached answer still costs no call to the back-end.
 */
import { describe, expect, it } from 'vitest'
import { createSwrCache } from '#app/lib/swr-cache.server.ts'
import { getHomeDataCall } from '#contract/home.ts'
import { changePrice, msUntil, twoBackends } from '#tests/support/two-backends.ts'
import { createCatalogueVersionTracker } from './catalogue-version.server.ts'
import { type ApiResult, type ApiTransport, CACHE_POLICIES, createApiClient } from './client.server.ts'

const backends = twoBackends()

/** A storefront process's client: its public cache and version, over a transport that counts the calls it makes. */
function storefront(transport: () => ApiTransport) {
  const calls: string[] = []
  const api = createApiClient({
    transport: {
      baseUrl: 'http://backend.internal',
      fetch: (request) => {
        calls.push(new URL(request.url).pathname)
        return transport().fetch(request)
      },
    },
    defaultError: 'Непредвиденная ошибка',
    log: () => {},
    publicCache: createSwrCache<ApiResult<unknown>>({ ...CACHE_POLICIES.short, maxEntries: 100 }),
    catalogueVersion: createCatalogueVersionTracker(),
  })
  return { api, calls }
}

const homeText = async (api: ReturnType<typeof storefront>['api']) =>
  JSON.stringify((await api.call(getHomeDataCall, { cache: 'short' })).data)

describe('a storefront with a warm cached catalogue answer', () => {
  it('sees a price changed through another back-end within 2 s', async () => {
    const { api, calls } = storefront(() => backends.second)
    const warm = await api.call(getHomeDataCall, { cache: 'short' })
    const product = warm.data?.master_products[0]
    expect(product).toBeDefined()
    const made = calls.length
    await homeText(api)
    expect(calls.length, 'a cached answer, the version heard just now: no call').toBe(made)

    await changePrice(backends.database, product?.id ?? 0, 23_456_789)
    const took = await msUntil(async () => (await homeText(api)).includes('234567.89'))
    expect(took).toBeLessThan(2_000)
    if (process.env.REPORT_STALE_WINDOW) console.info(`stale window in the storefront: ${took} ms`)
  })

  it('asks for the version alone at most twice a second while every answer comes from its cache', async () => {
    const { api, calls } = storefront(() => backends.second)
    await homeText(api)
    calls.length = 0
    const started = Date.now()
    while (Date.now() - started < 1_200) {
      await homeText(api)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(calls.every((path) => path === '/api/catalogue/version')).toBe(true)
    expect(calls.length).toBeLessThanOrEqual(3)
  })
})

describe('a cached answer', () => {
  it('is not kept under a version its back-end had not read yet (one back-end lagging behind another)', async () => {
    const tracker = createCatalogueVersionTracker()
    tracker.heard(5)
    let served = 0
    const api = createApiClient({
      transport: {
        baseUrl: 'http://backend.internal',
        fetch: async (request) => {
          served += 1
          const lagging = await backends.second.fetch(request)
          const answer = new Response(lagging.body, lagging)
          answer.headers.set('X-Catalogue-Version', '4')
          return answer
        },
      },
      defaultError: 'Непредвиденная ошибка',
      log: () => {},
      publicCache: createSwrCache<ApiResult<unknown>>({ ...CACHE_POLICIES.short, maxEntries: 100 }),
      catalogueVersion: tracker,
    })
    await api.call(getHomeDataCall, { cache: 'short' })
    await api.call(getHomeDataCall, { cache: 'short' })
    expect(served).toBe(2)
    expect(tracker.known).toBe(5)
  })
})

describe('the catalogue version tracker', () => {
  it('trusts what it heard for half a second, then asks once for every caller', async () => {
    let clock = 0
    const tracker = createCatalogueVersionTracker({ now: () => clock })
    let asked = 0
    const ask = async () => {
      asked += 1
      return 7
    }
    expect(await Promise.all([tracker.confirmed(ask), tracker.confirmed(ask)])).toEqual([7, 7])
    expect(asked).toBe(1)
    clock = 499
    tracker.heard(8)
    clock = 900
    expect(await tracker.confirmed(ask)).toBe(8)
    expect(asked).toBe(1)
  })

  it('keeps the newest version when a back-end that lags behind answers with an older one', () => {
    const tracker = createCatalogueVersionTracker()
    tracker.heard(5)
    tracker.heard(4)
    expect(tracker.known).toBe(5)
  })
})
