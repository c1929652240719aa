/**
 * A fake CDEK API v2 on loopback for the adapter's tests. It speaks CDEK's formats: `POST /v2/oauth/token` takes
 * x-www-form-urlencoded client credentials and answers `{access_token, token_type, expires_in, scope, jti}` (401
 * `invalid_client` for wrong ones); `GET /v2/location/cities` filters its cities by `code`, `kladr_code`,
 * `fias_guid`, `postal_code` or `city` and answers an array; `POST /v2/calculator/tarifflist` prices the packages by
 * its tariffs and answers `{tariff_codes: [...]}`, or 400 `{errors: [...]}` for a location it does not know. Every
 * call but the token needs a live bearer token (401 otherwise). It records every request and can be told to fail,
 * to hang or to answer nonsense.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedCdekRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** JSON bodies parsed; form bodies as URLSearchParams. */
  body: unknown
}

export type FakeCdekBehaviour = 'answer' | 'fail' | 'hang' | 'nonsense'

/** A city as `/v2/location/cities` answers it (abridged: CDEK sends a few more fields). */
export interface FakeCdekCity {
  code: number
  city: string
  fias_guid: string
  kladr_code: string
  country_code: 'RU'
  country: 'Россия'
  region: string
  region_code: number
  longitude: number
  latitude: number
  postal_codes?: string[]
}

/** A tariff the fake prices: a fee plus a rate per started kilogram of billable weight, up to its weight limit. */
export interface FakeCdekTariff {
  tariff_code: number
  tariff_name: string
  tariff_description?: string
  delivery_mode: number
  base: number
  perKg: number
  period_min: number
  period_max: number
  maxWeightKg: number
}

export interface FakeCdek {
  /** Base URL as CDEK_API_URL takes it. */
  url: string
  clientId: string
  clientSecret: string
  requests: RecordedCdekRequest[]
  behaviour: FakeCdekBehaviour
  /** Seconds each new token lives (CDEK: 3599). */
  tokenLifetime: number
  cities: FakeCdekCity[]
  tariffs: FakeCdekTariff[]
  /** Forgets every token issued so far, as CDEK does when it revokes them. */
  revokeTokens(): void
  close(): Promise<void>
}

/** Tariffs like CDEK's parcel tariffs for an online store (prices are the fake's own). */
export const FAKE_CDEK_TARIFFS: FakeCdekTariff[] = [
  {
    tariff_code: 137,
    tariff_name: 'Посылка склад-дверь',
    delivery_mode: 3,
    base: 400,
    perKg: 40,
    period_min: 2,
    period_max: 4,
    maxWeightKg: 30,
  },
  {
    tariff_code: 136,
    tariff_name: 'Посылка склад-склад',
    delivery_mode: 4,
    base: 250,
    perKg: 30,
    period_min: 2,
    period_max: 5,
    maxWeightKg: 30,
  },
  {
    tariff_code: 368,
    tariff_name: 'Посылка склад-постамат',
    delivery_mode: 7,
    base: 200,
    perKg: 30,
    period_min: 2,
    period_max: 5,
    maxWeightKg: 20,
  },
  {
    tariff_code: 139,
    tariff_name: 'Посылка дверь-дверь',
    delivery_mode: 1,
    base: 550,
    perKg: 45,
    period_min: 1,
    period_max: 3,
    maxWeightKg: 30,
  },
]

/** Cities of the demo sellers and buyers, with CDEK's codes. */
export const FAKE_CDEK_CITIES: FakeCdekCity[] = [
  {
    code: 44,
    city: 'Москва',
    fias_guid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    kladr_code: '7700000000000',
    country_code: 'RU',
    country: 'Россия',
    region: 'Москва',
    region_code: 81,
    longitude: 37.6156,
    latitude: 55.7522,
  },
  {
    code: 137,
    city: 'Санкт-Петербург',
    fias_guid: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
    kladr_code: '7800000000000',
    country_code: 'RU',
    country: 'Россия',
    region: 'Санкт-Петербург',
    region_code: 82,
    longitude: 30.3141,
    latitude: 59.9386,
  },
  {
    code: 270,
    city: 'Новосибирск',
    fias_guid: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
    kladr_code: '5400000100000',
    country_code: 'RU',
    country: 'Россия',
    region: 'Новосибирская область',
    region_code: 23,
    longitude: 82.9346,
    latitude: 55.0415,
  },
]

const VOLUMETRIC_DIVISOR = 5000

interface TariffListBody {
  from_location?: { code?: number }
  to_location?: { code?: number }
  packages?: { weight?: unknown; length?: unknown; width?: unknown; height?: unknown }[]
}

export async function startFakeCdek(): Promise<FakeCdek> {
  const tokens = new Map<string, number>()
  const fake: Omit<FakeCdek, 'url' | 'close'> = {
    clientId: 'test-account',
    clientSecret: 'test-secure-password',
    requests: [],
    behaviour: 'answer',
    tokenLifetime: 3599,
    cities: [...FAKE_CDEK_CITIES],
    tariffs: [...FAKE_CDEK_TARIFFS],
    revokeTokens: () => tokens.clear(),
  }
  const hanging = new Set<() => void>()

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.cdek')
      const text = Buffer.concat(chunks).toString('utf8')
      const isForm = String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      let body: unknown
      try {
        body = !text ? undefined : isForm ? new URLSearchParams(text) : JSON.parse(text)
      } catch {
        body = text
      }
      fake.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      })
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' })
        response.end(JSON.stringify(answer))
      }
      if (fake.behaviour === 'hang') {
        hanging.add(() => response.destroy())
        return
      }
      if (fake.behaviour === 'fail') {
        return send(500, { errors: [{ code: 'v2_internal_error', message: 'Internal server error' }] })
      }

      if (request.method === 'POST' && url.pathname === '/v2/oauth/token') {
        const form = body instanceof URLSearchParams ? body : new URLSearchParams()
        // CDEK also reads the credentials from the query string; the adapter sends them in the body.
        const field = (name: string) => form.get(name) ?? url.searchParams.get(name)
        if (field('grant_type') !== 'client_credentials') {
          return send(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' })
        }
        if (field('client_id') !== fake.clientId || field('client_secret') !== fake.clientSecret) {
          return send(401, { error: 'invalid_client', error_description: 'Bad client credentials' })
        }
        const accessToken = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(randomUUID()).toString('base64url')}.signature`
        tokens.set(accessToken, Date.now() + fake.tokenLifetime * 1000)
        return send(200, {
          access_token: accessToken,
          token_type: 'bearer',
          expires_in: fake.tokenLifetime,
          scope: 'order:all payment:all',
          jti: randomUUID(),
        })
      }

      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
      const alive = bearer ? tokens.get(bearer) : undefined
      if (!alive || alive < Date.now()) {
        return send(401, { error: 'invalid_token', error_description: 'Access token expired or revoked' })
      }
      if (fake.behaviour === 'nonsense') return send(200, { status: 'ok', data: 'не то' })

      if (request.method === 'GET' && url.pathname === '/v2/location/cities') {
        const q = url.searchParams
        const given = (name: string, fits: (value: string) => boolean) => {
          const value = q.get(name)
          return value === null || fits(value)
        }
        const found = fake.cities.filter(
          (c) =>
            given('code', (v) => String(c.code) === v) &&
            given('kladr_code', (v) => c.kladr_code === v) &&
            given('fias_guid', (v) => c.fias_guid === v.toLowerCase()) &&
            given('postal_code', (v) => (c.postal_codes ?? []).includes(v)) &&
            given('city', (v) => c.city.toLowerCase() === v.trim().toLowerCase()) &&
            given('country_codes', (v) => v.split(',').includes(c.country_code)),
        )
        const size = Number(q.get('size') ?? 1000)
        return send(200, found.slice(0, size))
      }

      if (request.method === 'POST' && url.pathname === '/v2/calculator/tarifflist') {
        const asked = (body ?? {}) as TariffListBody
        const known = (code: unknown) => fake.cities.some((c) => c.code === code)
        const parcels = asked.packages ?? []
        const whole = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0
        if (parcels.length === 0 || !parcels.every((p) => whole(p.weight))) {
          return send(400, { errors: [{ code: 'v2_field_is_empty', message: 'Field [packages.weight] is empty' }] })
        }
        if (!known(asked.from_location?.code) || !known(asked.to_location?.code)) {
          return send(400, { errors: [{ code: 'v2_entity_not_found', message: 'Location is not found' }] })
        }
        const kg = parcels.reduce((sum, p) => {
          const volume = [p.length, p.width, p.height].every(whole)
            ? ((p.length as number) * (p.width as number) * (p.height as number)) / VOLUMETRIC_DIVISOR
            : 0
          return sum + Math.max((p.weight as number) / 1000, volume)
        }, 0)
        const sameCity = asked.from_location?.code === asked.to_location?.code
        return send(200, {
          tariff_codes: fake.tariffs
            .filter((t) => kg <= t.maxWeightKg)
            .map((t) => ({
              tariff_code: t.tariff_code,
              tariff_name: t.tariff_name,
              tariff_description: t.tariff_description ?? '',
              delivery_mode: t.delivery_mode,
              delivery_sum: t.base + t.perKg * Math.ceil(kg) + (sameCity ? 0 : 150),
              period_min: sameCity ? 1 : t.period_min,
              period_max: sameCity ? 1 : t.period_max,
              calendar_min: sameCity ? 1 : t.period_min + 1,
              calendar_max: sameCity ? 2 : t.period_max + 2,
            })),
        })
      }
      send(404, { errors: [{ code: 'v2_not_found', message: 'Not found' }] })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const end of hanging) end()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  })
}
