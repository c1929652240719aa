/**
 * The CDEK adapter against a fake CDEK API v2 on loopback: the token (form-encoded client credentials, cached until
 * shortly before it expires, renewed after a 401), city codes, the calculator's request and its mapping, and the
 * fallback to the embedded tariffs whenever CDEK cannot price a parcel. Then the whole app with DELIVERY_PROVIDER=cdek.
 */
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { readBackendConfig } from '#backend/config.ts'
import { offers } from '#backend/db/schema.ts'
import { type City, findCityByName } from '#backend/modules/location/cities.ts'
import { createDeliveryProvider } from '#backend/providers.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import { signedInUser } from '#tests/support/api.ts'
import { createTestDatabase } from '#tests/support/database.ts'
import { FAKE_CDEK_TARIFFS, type FakeCdek, startFakeCdek } from '#tests/support/fakes/fake-cdek.ts'
import { createCdekDeliveryProvider } from './cdek-delivery.ts'
import type { Parcel } from './delivery.provider.ts'
import { quoteByTariff } from './delivery.tariffs.ts'
import { tariffDeliveryProvider } from './tariff-delivery.ts'

let cdek: FakeCdek
const logged: string[] = []
let clock = 0

beforeAll(async () => {
  cdek = await startFakeCdek()
})
afterAll(() => cdek.close())
beforeEach(() => {
  cdek.requests.length = 0
  cdek.behaviour = 'answer'
  cdek.tokenLifetime = 3599
  cdek.tariffs = [...FAKE_CDEK_TARIFFS]
  cdek.revokeTokens()
  logged.length = 0
  clock = 1_000_000
})

const city = (name: string): City => {
  const found = findCityByName(name)
  if (!found) throw new Error(`${name} is not in the directory`)
  return found
}
const moscow = city('Москва')
const petersburg = city('Санкт-Петербург')
const novosibirsk = city('Новосибирск')
const kazan = city('Казань')

const parcel: Parcel = { weightG: 2300.4, lengthCm: 30, widthCm: 20.2, heightCm: 10 }

const provider = (overrides: { clientSecret?: string; timeoutMs?: number } = {}) =>
  createCdekDeliveryProvider({
    clientId: cdek.clientId,
    clientSecret: overrides.clientSecret ?? cdek.clientSecret,
    url: cdek.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
    fallback: tariffDeliveryProvider,
    log: (message) => logged.push(message),
    now: () => clock,
  })

const paths = () => cdek.requests.map((r) => `${r.method} ${r.path}`)
const tokenRequests = () => cdek.requests.filter((r) => r.path === '/v2/oauth/token').length

describe('the CDEK token', () => {
  it('is asked with form-encoded client credentials and sent as a bearer token', async () => {
    await provider().quote(moscow, petersburg, parcel)
    const [token, ...rest] = cdek.requests
    expect(token?.method).toBe('POST')
    expect(token?.path).toBe('/v2/oauth/token')
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = token?.body as URLSearchParams
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'test-account',
      client_secret: 'test-secure-password',
    })
    expect(rest.length).toBeGreaterThan(0)
    for (const request of rest) expect(request.headers.authorization).toMatch(/^Bearer eyJ/)
  })

  it('is reused until shortly before it expires, then renewed', async () => {
    const cdekProvider = provider()
    await cdekProvider.quote(moscow, petersburg, parcel)
    await cdekProvider.quote(petersburg, moscow, parcel)
    expect(tokenRequests()).toBe(1)
    clock += 3599_000 - 120_000
    await cdekProvider.quote(moscow, petersburg, parcel)
    expect(tokenRequests()).toBe(1)
    clock += 90_000 // within the last minute of its life
    await cdekProvider.quote(moscow, petersburg, parcel)
    expect(tokenRequests()).toBe(2)
    expect(logged).toEqual([])
  })

  it('is asked once for quotes made at the same time', async () => {
    const cdekProvider = provider()
    await Promise.all([
      cdekProvider.quote(moscow, petersburg, parcel),
      cdekProvider.quote(moscow, novosibirsk, parcel),
      cdekProvider.quote(petersburg, novosibirsk, parcel),
    ])
    expect(tokenRequests()).toBe(1)
    expect(logged).toEqual([])
  })

  it('is renewed once when CDEK revokes it early', async () => {
    const cdekProvider = provider()
    await cdekProvider.quote(moscow, petersburg, parcel)
    cdek.revokeTokens()
    const options = await cdekProvider.quote(moscow, petersburg, { ...parcel, weightG: 5000 })
    expect(options.every((o) => o.code.startsWith('cdek:'))).toBe(true)
    expect(tokenRequests()).toBe(2)
    expect(logged).toEqual([])
  })
})

describe('the CDEK calculator', () => {
  it('asks the tariff list between the cities’ CDEK codes with the parcel in grams and centimetres', async () => {
    await provider().quote(moscow, petersburg, parcel)
    const cities = cdek.requests.filter((r) => r.path === '/v2/location/cities')
    expect(cities.map((r) => r.query.get('kladr_code')).sort()).toEqual(['7700000000000', '7800000000000'])
    expect(cities.every((r) => r.query.get('country_codes') === 'RU')).toBe(true)
    const calculation = cdek.requests.find((r) => r.path === '/v2/calculator/tarifflist')
    expect(calculation?.method).toBe('POST')
    expect(calculation?.headers['content-type']).toContain('application/json')
    expect(calculation?.body).toEqual({
      type: 1,
      currency: 1,
      lang: 'rus',
      from_location: { code: 44 },
      to_location: { code: 137 },
      packages: [{ weight: 2301, length: 30, width: 21, height: 10 }],
    })
  })

  it('answers door tariffs as courier and pickup-point tariffs as pickup, with CDEK’s names, sums and days', async () => {
    const options = await provider().quote(moscow, petersburg, parcel)
    // The fake bills 3 kg (2.3 kg, started kilograms), +150 ₽ between cities; the parcel locker tariff is left out.
    expect(options).toEqual([
      { code: 'cdek:137', type: 'courier', tariff_name: 'Посылка склад-дверь', cost: 670, days_min: 2, days_max: 4 },
      { code: 'cdek:139', type: 'courier', tariff_name: 'Посылка дверь-дверь', cost: 835, days_min: 1, days_max: 3 },
      { code: 'cdek:136', type: 'pickup', tariff_name: 'Посылка склад-склад', cost: 490, days_min: 2, days_max: 5 },
    ])
    expect(logged).toEqual([])
  })

  it('charges more for a heavier parcel', async () => {
    const cdekProvider = provider()
    const light = await cdekProvider.quote(moscow, novosibirsk, parcel)
    const heavy = await cdekProvider.quote(moscow, novosibirsk, { ...parcel, weightG: 12_000 })
    for (const option of light) {
      expect(heavy.find((o) => o.code === option.code)?.cost).toBeGreaterThan(option.cost)
    }
  })

  it('asks CDEK for a city’s code once', async () => {
    const cdekProvider = provider()
    await cdekProvider.quote(moscow, petersburg, parcel)
    await cdekProvider.quote(petersburg, moscow, { ...parcel, weightG: 900 })
    expect(cdek.requests.filter((r) => r.path === '/v2/location/cities')).toHaveLength(2)
  })

  it('finds a city by its name when CDEK does not know its KLADR code', async () => {
    const known = cdek.cities
    cdek.cities = known.map((c) => (c.code === 270 ? { ...c, kladr_code: '5400000100099' } : c))
    try {
      const options = await provider().quote(moscow, novosibirsk, parcel)
      expect(options[0]?.code).toMatch(/^cdek:/)
      const byName = cdek.requests.find((r) => r.path === '/v2/location/cities' && r.query.has('city'))
      expect(byName?.query.get('city')).toBe('Новосибирск')
      const calculation = cdek.requests.find((r) => r.path === '/v2/calculator/tarifflist')
      expect((calculation?.body as { to_location?: unknown } | undefined)?.to_location).toEqual({ code: 270 })
    } finally {
      cdek.cities = known
    }
  })
})

describe('when CDEK cannot price the parcel, the embedded tariffs answer, and the reason is logged', () => {
  const tariffs = (from: City, to: City) => quoteByTariff(from, to, parcel)

  it('a city CDEK does not know', async () => {
    expect(await provider().quote(moscow, kazan, parcel)).toEqual(tariffs(moscow, kazan))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('Москва → Казань')
    expect(paths()).not.toContain('POST /v2/calculator/tarifflist')
  })

  it('CDEK failing', async () => {
    cdek.behaviour = 'fail'
    expect(await provider().quote(moscow, petersburg, parcel)).toEqual(tariffs(moscow, petersburg))
    expect(logged).toHaveLength(1)
  })

  it('CDEK not answering in time', async () => {
    cdek.behaviour = 'hang'
    expect(await provider({ timeoutMs: 200 }).quote(moscow, petersburg, parcel)).toEqual(tariffs(moscow, petersburg))
    expect(logged).toHaveLength(1)
  })

  it('wrong credentials', async () => {
    expect(await provider({ clientSecret: 'wrong' }).quote(moscow, petersburg, parcel)).toEqual(
      tariffs(moscow, petersburg),
    )
    expect(paths()).toEqual(['POST /v2/oauth/token'])
    expect(logged).toHaveLength(1)
  })

  it('an answer not in CDEK’s shape', async () => {
    const cdekProvider = provider()
    await cdekProvider.quote(moscow, petersburg, parcel)
    cdek.behaviour = 'nonsense'
    expect(await cdekProvider.quote(moscow, petersburg, parcel)).toEqual(tariffs(moscow, petersburg))
    expect(logged).toHaveLength(1)
  })

  it('no door or pickup tariff for the parcel (too heavy for every tariff)', async () => {
    const heavy = { ...parcel, weightG: 250_000 }
    const options = await provider().quote(moscow, petersburg, heavy)
    expect(options).toEqual(quoteByTariff(moscow, petersburg, heavy))
    expect(options.map((o) => o.code)).toEqual(['tariff:freight-door', 'tariff:freight-terminal'])
    expect(logged).toHaveLength(1)
  })

  it('a failed token request is not kept: the next quote asks again and gets CDEK’s prices', async () => {
    const cdekProvider = provider()
    cdek.behaviour = 'fail'
    await cdekProvider.quote(moscow, petersburg, parcel)
    cdek.behaviour = 'answer'
    const options = await cdekProvider.quote(moscow, petersburg, parcel)
    expect(options.every((o) => o.code.startsWith('cdek:'))).toBe(true)
  })
})

describe('DELIVERY_PROVIDER', () => {
  it('defaults to the embedded tariffs; cdek needs its credentials at start', () => {
    const settings = readBackendConfig({})
    expect(settings.DELIVERY_PROVIDER).toBe('tariffs')
    expect(settings.CDEK_API_URL).toBe('https://api.cdek.ru')
    expect(createDeliveryProvider(settings, () => {})).toBe(tariffDeliveryProvider)
    expect(() => readBackendConfig({ DELIVERY_PROVIDER: 'cdek' })).toThrow(
      /DELIVERY_PROVIDER=cdek needs CDEK_CLIENT_ID and CDEK_CLIENT_SECRET/,
    )
    expect(() => readBackendConfig({ DELIVERY_PROVIDER: 'cdek', CDEK_CLIENT_ID: 'x', CDEK_CLIENT_SECRET: '' })).toThrow(
      /CDEK_CLIENT_SECRET/,
    )
    expect(() => readBackendConfig({ DELIVERY_PROVIDER: 'pony-express' })).toThrow(/DELIVERY_PROVIDER/)
    expect(() =>
      readBackendConfig({
        DELIVERY_PROVIDER: 'cdek',
        CDEK_CLIENT_ID: 'x',
        CDEK_CLIENT_SECRET: 'y',
        CDEK_TIMEOUT_MS: '0',
      }),
    ).toThrow(/CDEK_TIMEOUT_MS/)
  })

  it('cdek prices carts through CDEK, each seller from one source only', async () => {
    const settings = readBackendConfig({
      DELIVERY_PROVIDER: 'cdek',
      CDEK_CLIENT_ID: cdek.clientId,
      CDEK_CLIENT_SECRET: cdek.clientSecret,
      CDEK_API_URL: cdek.url,
      CDEK_TIMEOUT_MS: '2000',
    })
    const database = await createTestDatabase({ seedProducts: 60 })
    try {
      const app = createApp({
        db: database.db,
        log: (message) => logged.push(message),
        delivery: createDeliveryProvider(settings, (message) => logged.push(message)),
      })
      const buyer = await signedInUser(app, database.db, 'cdek-buyer@clinic.test')
      // A seller in a city the fake CDEK knows, and one in a city it does not.
      const [known] = await database.db
        .select({ id: offers.id, merchantId: offers.merchantId })
        .from(offers)
        .where(
          sql`${offers.warehouseCity} in ('Москва', 'Санкт-Петербург', 'Новосибирск') and not ${offers.freeDelivery}`,
        )
        .orderBy(asc(offers.id))
        .limit(1)
      const [unknown] = await database.db
        .select({ id: offers.id, merchantId: offers.merchantId })
        .from(offers)
        .where(sql`${offers.warehouseCity} not in ('Москва', 'Санкт-Петербург', 'Новосибирск')`)
        .orderBy(asc(offers.id))
        .limit(1)
      if (!known || !unknown) throw new Error('the demo catalogue lacks such sellers')
      const response = await buyer.call('POST', getCalculationForMerchantCall.path, {
        carts: [
          { merchant_id: known.merchantId, products: [{ product_id: known.id, quantity: 2 }] },
          { merchant_id: unknown.merchantId, products: [{ product_id: unknown.id, quantity: 1 }] },
        ],
        kladr_id: '7800000000000',
      })
      expect(response.status, await response.clone().text()).toBe(200)
      const body = getCalculationForMerchantCall.response.parse(await response.json())
      const [byCdek, byTariffs] = body.merchants
      expect(byCdek?.options.length).toBeGreaterThan(0)
      expect(byCdek?.options.every((o) => o.code.startsWith('cdek:'))).toBe(true)
      expect(byTariffs?.options.length).toBeGreaterThan(0)
      expect(byTariffs?.options.every((o) => o.code.startsWith('tariff:'))).toBe(true)
      expect(logged.filter((m) => m.includes('quoting the embedded tariffs'))).toHaveLength(1)
    } finally {
      await database.dispose()
    }
  })
})
