/**
 * The DaData adapter of the location provider (Suggestions API 4_1): `POST suggest/address` bounded from city to
 * settlement for city suggestions, `GET iplocate/address` for detection by IP. Every request carries the key as
 * `Authorization: Token …` and gives up after the configured timeout. A failing DaData never fails the visitor:
 * suggestions then come from the fallback (the embedded directory) and detection answers null; both are logged.
 */
import { z } from 'zod'
import type { AddressSuggestion, Location } from '#contract/location.ts'
import { KLADR_ID } from '#contract/location.ts'
import type { LocationProvider } from './location.provider.ts'

export interface DadataOptions {
  apiKey: string
  /** Base URL, e.g. https://suggestions.dadata.ru/suggestions/api/4_1/rs */
  url: string
  timeoutMs: number
  fallback: LocationProvider
  log: (message: string, error?: unknown) => void
  fetch?: typeof fetch
}

const text = z.string().nullish()

/** The address fields we read; DaData sends many more, all strings or null. */
export const addressDataSchema = z.object({
  city: text,
  city_kladr_id: text,
  city_fias_id: text,
  settlement: text,
  settlement_kladr_id: text,
  settlement_fias_id: text,
  region_with_type: text,
  fias_id: text,
  kladr_id: text,
  street_kladr_id: text,
})
export type AddressData = z.infer<typeof addressDataSchema>

const suggestResponseSchema = z.object({
  suggestions: z.array(z.object({ value: z.string(), data: addressDataSchema })),
})

const iplocateResponseSchema = z.object({
  location: z.object({ data: addressDataSchema }).nullish(),
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A field of the contract's shape, or null: a malformed id from upstream must not break our answer. */
export const kladrOrNull = (value: string | null | undefined) => (value && KLADR_ID.test(value) ? value : null)
export const uuidOrNull = (value: string | null | undefined) => (value && UUID.test(value) ? value.toLowerCase() : null)

/** The settlement's own name and ids: the city, or for a place outside any city the settlement (DaData's advice). */
function settlementOf(data: AddressData) {
  if (data.city) {
    return { name: data.city, kladrId: kladrOrNull(data.city_kladr_id), fiasId: uuidOrNull(data.city_fias_id) }
  }
  return {
    name: data.settlement || null,
    kladrId: kladrOrNull(data.settlement_kladr_id),
    fiasId: uuidOrNull(data.settlement_fias_id),
  }
}

export function toSuggestion(value: string, data: AddressData): AddressSuggestion | null {
  const settlement = settlementOf(data)
  if (!settlement.name) return null
  return {
    value,
    city: settlement.name,
    city_kladr_id: settlement.kladrId,
    city_fias_id: settlement.fiasId,
    region_with_type: data.region_with_type ?? null,
    fias_id: uuidOrNull(data.fias_id),
    kladr_id: kladrOrNull(data.kladr_id),
    street_kladr_id: kladrOrNull(data.street_kladr_id),
  }
}

function toLocation(data: AddressData): Location | null {
  const settlement = settlementOf(data)
  if (!settlement.name) return null
  return { city: settlement.name, fias_id: settlement.fiasId, kladr_id: settlement.kladrId }
}

export type DadataConnection = Pick<DadataOptions, 'apiKey' | 'url' | 'timeoutMs' | 'fetch'>

/**
 * One request to the Suggestions API with the key and the timeout; throws on a network error, a timeout or a status
 * other than 2xx, so each caller decides what its fallback is. Shared by every DaData adapter.
 */
export function createDadataClient(connection: DadataConnection) {
  const base = connection.url.replace(/\/+$/, '')
  const fetchImpl = connection.fetch ?? fetch
  return async function request(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    const response = await fetchImpl(`${base}${path}`, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Token ${connection.apiKey}`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(connection.timeoutMs),
    })
    if (!response.ok) throw new Error(`DaData ${init.method} ${path} answered HTTP ${response.status}`)
    return response.json()
  }
}

export function createDadataLocationProvider(options: DadataOptions): LocationProvider {
  const request = createDadataClient(options)

  return {
    async suggestCities(query, count) {
      try {
        const answer = suggestResponseSchema.parse(
          await request('/suggest/address', {
            method: 'POST',
            body: {
              query,
              count,
              language: 'ru',
              from_bound: { value: 'city' },
              to_bound: { value: 'settlement' },
            },
          }),
        )
        return answer.suggestions.flatMap((s) => toSuggestion(s.value, s.data) ?? []).slice(0, count)
      } catch (error) {
        options.log('DaData suggest/address failed; suggesting from the embedded city directory', error)
        return options.fallback.suggestCities(query, count)
      }
    },

    async locateIp(ip) {
      try {
        const answer = iplocateResponseSchema.parse(
          await request(`/iplocate/address?ip=${encodeURIComponent(ip)}`, { method: 'GET' }),
        )
        return answer.location ? toLocation(answer.location.data) : null
      } catch (error) {
        options.log('DaData iplocate/address failed; the city stays undetected', error)
        return null
      }
    },
  }
}
