import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocationProvider } from '#backend/providers.ts'
import { addressSuggestionSchema, detectAddressByIpCall, locationSchema } from '#contract/location.ts'
import { type FakeDadata, onlySuggestAddressBody, startFakeDadata } from '#tests/support/fakes/fake-dadata.ts'
import { createDadataLocationProvider } from './dadata-location.ts'
import { embeddedLocationProvider } from './embedded-location.ts'
import { locationRoutes } from './location.routes.ts'
import { NOVOSIBIRSK_SUGGESTION } from './location.test-data.ts'

let dadata: FakeDadata
const logged: string[] = []
const log = (message: string) => {
  logged.push(message)
}

beforeAll(async () => {
  dadata = await startFakeDadata()
})
afterAll(() => dadata.close())
beforeEach(() => {
  dadata.reset()
  logged.length = 0
})

/** A hanging DaData is given up on after `timeoutMs`; an answering one is waited for as long as a loaded machine needs. */
const provider = (timeoutMs = 5_000) =>
  createDadataLocationProvider({
    apiKey: 'test-key',
    url: dadata.url,
    timeoutMs,
    fallback: embeddedLocationProvider,
    log,
  })

// DaData's `data` for a city and for a village outside any city (abridged: DaData sends many more fields).
const novosibirsk = {
  value: 'г Новосибирск',
  data: {
    region_with_type: 'Новосибирская обл',
    city: 'Новосибирск',
    city_kladr_id: '5400000100000',
    city_fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
    settlement: null,
    settlement_kladr_id: null,
    settlement_fias_id: null,
    fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
    kladr_id: '5400000100000',
    street_kladr_id: null,
    fias_level: '4',
  },
}
const village = {
  value: 'Новосибирская обл, Колыванский р-н, село Новотырышкино',
  data: {
    region_with_type: 'Новосибирская обл',
    area_with_type: 'Колыванский р-н',
    city: null,
    city_kladr_id: null,
    city_fias_id: null,
    settlement: 'Новотырышкино',
    settlement_kladr_id: '5401300003400',
    settlement_fias_id: '11111111-2222-4333-8444-555555555555',
    fias_id: '11111111-2222-4333-8444-555555555555',
    kladr_id: '5401300003400',
    street_kladr_id: null,
  },
}

describe('DaData suggest/address', () => {
  it('asks for settlements from city to settlement level with the key, in Russian', async () => {
    dadata.suggestions = [novosibirsk]
    await provider().suggestCities('Новос', 7)
    expect(onlySuggestAddressBody(dadata)).toEqual({
      query: 'Новос',
      count: 7,
      language: 'ru',
      from_bound: { value: 'city' },
      to_bound: { value: 'settlement' },
    })
  })

  it('maps DaData’s suggestions to ours, a village by its settlement fields', async () => {
    dadata.suggestions = [novosibirsk, village]
    const suggestions = await provider().suggestCities('Ново', 10)
    expect(suggestions).toEqual([
      NOVOSIBIRSK_SUGGESTION,
      {
        value: 'Новосибирская обл, Колыванский р-н, село Новотырышкино',
        city: 'Новотырышкино',
        city_kladr_id: '5401300003400',
        city_fias_id: '11111111-2222-4333-8444-555555555555',
        region_with_type: 'Новосибирская обл',
        fias_id: '11111111-2222-4333-8444-555555555555',
        kladr_id: '5401300003400',
        street_kladr_id: null,
      },
    ])
    for (const s of suggestions) addressSuggestionSchema.parse(s)
  })

  it('turns malformed ids into null and drops suggestions without a settlement', async () => {
    dadata.suggestions = [
      { value: 'Новосибирская обл', data: { region_with_type: 'Новосибирская обл', city: null, settlement: null } },
      { ...novosibirsk, data: { ...novosibirsk.data, kladr_id: '54', fias_id: 'not-a-uuid' } },
    ]
    const suggestions = await provider().suggestCities('Ново', 10)
    expect(suggestions).toHaveLength(1)
    expect(suggestions[0]).toMatchObject({ city: 'Новосибирск', kladr_id: null, fias_id: null })
  })

  it('falls back to the embedded directory when DaData answers 500, and logs it', async () => {
    dadata.behaviour = 'fail'
    const suggestions = await provider().suggestCities('новгород', 5)
    expect(suggestions.map((s) => s.city)).toEqual(['Нижний Новгород', 'Великий Новгород'])
    expect(dadata.requests).toHaveLength(1)
    expect(logged).toEqual([expect.stringContaining('suggest/address failed')])
  })

  it('falls back to the embedded directory when DaData does not answer in time', async () => {
    dadata.behaviour = 'hang'
    const started = Date.now()
    const suggestions = await provider(300).suggestCities('Екб', 5)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(suggestions.map((s) => s.city)).toEqual(['Екатеринбург'])
    expect(logged).toHaveLength(1)
  })

  it('falls back when DaData answers something that is not its JSON', async () => {
    const broken = createDadataLocationProvider({
      apiKey: 'wrong-key',
      url: dadata.url,
      timeoutMs: 300,
      fallback: embeddedLocationProvider,
      log,
    })
    expect((await broken.suggestCities('Тула', 3)).map((s) => s.city)).toEqual(['Тула'])
    expect(logged).toHaveLength(1)
  })
})

describe('DaData iplocate/address', () => {
  it('asks about the address with the key and answers the city', async () => {
    dadata.location = novosibirsk
    const location = await provider().locateIp('46.226.227.20')
    expect(location).toEqual({
      city: 'Новосибирск',
      fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
      kladr_id: '5400000100000',
    })
    locationSchema.parse(location)
    const [request] = dadata.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/iplocate/address')
    expect(request?.query.get('ip')).toBe('46.226.227.20')
    expect(request?.headers.authorization).toBe('Token test-key')
  })

  it('answers null when DaData cannot place the address', async () => {
    dadata.location = null
    expect(await provider().locateIp('46.226.227.20')).toBeNull()
    expect(logged).toEqual([])
  })

  it('answers null, logged, when DaData fails or hangs', async () => {
    dadata.behaviour = 'fail'
    expect(await provider().locateIp('46.226.227.20')).toBeNull()
    dadata.behaviour = 'hang'
    expect(await provider(300).locateIp('46.226.227.20')).toBeNull()
    expect(logged).toHaveLength(2)
  })
})

describe('the provider chosen by settings', () => {
  it('is the embedded directory without a key and DaData with one', async () => {
    const settings = { DADATA_URL: dadata.url, DADATA_TIMEOUT_MS: 300 }
    expect(createLocationProvider({ ...settings, DADATA_API_KEY: undefined }, log)).toBe(embeddedLocationProvider)
    dadata.suggestions = [village]
    const chosen = createLocationProvider({ ...settings, DADATA_API_KEY: 'test-key' }, log)
    expect((await chosen.suggestCities('Новоты', 5)).map((s) => s.city)).toEqual(['Новотырышкино'])
  })
})

describe(`${detectAddressByIpCall.method} ${detectAddressByIpCall.path} with DaData`, () => {
  const app = () => locationRoutes(provider())
  const detect = async (query: string, headers: Record<string, string> = {}) => {
    const response = await app().fetch(
      new Request(`http://backend.test${detectAddressByIpCall.path}${query}`, { headers }),
    )
    expect(response.status).toBe(200)
    return detectAddressByIpCall.response.parse(await response.json())
  }

  it('locates the `ip` parameter', async () => {
    dadata.location = novosibirsk
    expect((await detect('?ip=46.226.227.20')).data?.city).toBe('Новосибирск')
    expect(dadata.requests[0]?.query.get('ip')).toBe('46.226.227.20')
  })

  it('takes the caller’s address from X-Real-IP, else the first X-Forwarded-For entry', async () => {
    dadata.location = novosibirsk
    await detect('', { 'X-Real-IP': '46.226.227.20', 'X-Forwarded-For': '95.165.0.1' })
    await detect('', { 'X-Forwarded-For': '95.165.0.1, 10.0.0.2' })
    expect(dadata.requests.map((r) => r.query.get('ip'))).toEqual(['46.226.227.20', '95.165.0.1'])
  })

  it('asks nobody about private, loopback or missing addresses', async () => {
    for (const query of ['?ip=127.0.0.1', '?ip=192.168.0.10', '?ip=::1', '?ip=garbage', '']) {
      expect((await detect(query)).data, query).toBeNull()
    }
    expect((await detect('', { 'X-Real-IP': '10.0.0.5' })).data).toBeNull()
    expect(dadata.requests).toEqual([])
  })
})
