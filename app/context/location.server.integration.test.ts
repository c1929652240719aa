/**
 * First visit: the storefront asks the real back-end where the visitor is, and the back-end asks DaData (a fake on
 * loopback speaking DaData's JSON). The decision is written to `bh_location` once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { createLocationProvider } from '#backend/providers.ts'
import { DEFAULT_LOCATION } from '#contract/location.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type FakeDadata, startFakeDadata } from '#tests/support/fakes/fake-dadata.ts'
import { inProcess, requestContextFor } from '#tests/support/request-context.ts'
import { locationCookie } from './location.server.ts'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const VISITOR_IP = '46.226.227.20'

let database: TestDatabase
let dadata: FakeDadata
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  dadata = await startFakeDadata()
  database = await createTestDatabase()
  const log = () => {}
  const settings = { DADATA_API_KEY: 'test-key', DADATA_URL: dadata.url, DADATA_TIMEOUT_MS: 3000 }
  app = createApp({ db: database.db, catalogCacheMs: 0, log, location: createLocationProvider(settings, log) })
})

afterAll(async () => {
  await dadata.close()
  await database.dispose()
})

beforeEach(() => {
  dadata.requests.length = 0
  dadata.behaviour = 'answer'
  dadata.location = {
    value: 'г Краснодар',
    data: {
      city: 'Краснодар',
      city_kladr_id: '2300000100000',
      city_fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f',
      kladr_id: '2300000100000',
      fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f',
      settlement: null,
    },
  }
})

function visit(headers: Record<string, string>, ip = VISITOR_IP) {
  const request = new Request('http://shop.test/', { headers: { 'User-Agent': CHROME, ...headers } })
  return requestContextFor(request, inProcess(app), ip).visitor.location()
}

describe('the visitor city on a first visit', () => {
  it('is detected by the visitor IP and written to bh_location', async () => {
    const visitor = await visit({})
    expect(visitor.location).toEqual({
      city: 'Краснодар',
      kladr_id: '2300000100000',
      fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f',
    })
    expect(visitor.isDefault).toBe(false)
    expect(visitor.setCookie).toMatch(/^bh_location=/)
    expect(dadata.requests.map((r) => [r.path, r.query.get('ip')])).toEqual([['/iplocate/address', VISITOR_IP]])
  })

  it('is Moscow, with no cookie, when the address cannot be placed or DaData fails; not asked again for an hour', async () => {
    dadata.location = null
    expect(await visit({}, '46.226.227.21')).toEqual({ location: DEFAULT_LOCATION, isDefault: true, setCookie: null })
    expect(await visit({}, '46.226.227.21')).toEqual({ location: DEFAULT_LOCATION, isDefault: true, setCookie: null })
    expect(dadata.requests).toHaveLength(1)
    dadata.behaviour = 'fail'
    const failed = await visit({}, '46.226.227.22')
    expect(failed).toEqual({ location: DEFAULT_LOCATION, isDefault: true, setCookie: null })
  })

  it('is not asked again once the cookie holds a city, nor for crawlers', async () => {
    const chosen = { city: 'Омск', kladr_id: '5500000100000', fias_id: null }
    const returning = await visit({ Cookie: locationCookie(chosen).split(';')[0] ?? '' })
    expect(returning).toEqual({ location: chosen, isDefault: false, setCookie: null })
    const crawler = await visit({ 'User-Agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' })
    expect(crawler).toEqual({ location: DEFAULT_LOCATION, isDefault: true, setCookie: null })
    expect(dadata.requests).toHaveLength(0)
  })
})
