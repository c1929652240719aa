/**
 * Where the visitor's city comes from. Routes only know this interface; the default is the embedded city directory,
 * which works offline and in tests. With `DADATA_API_KEY` set, DaData answers and the directory stands in whenever
 * DaData fails.
 */
import type { BackendConfig } from '#backend/config.ts'
import type { AddressSuggestion, Location } from '#contract/location.ts'
import { type City, searchCities } from './cities.ts'
import { createDadataLocationProvider } from './dadata.provider.ts'

export interface LocationProvider {
  /** Settlements whose name starts with `query`, largest first, at most `count`. */
  suggestCities(query: string, count: number): Promise<AddressSuggestion[]>
  /** The settlement of a public IP address, or null when it cannot be told. */
  locateIp(ip: string): Promise<Location | null>
}

/** A directory city as DaData would suggest it ("г Новосибирск"). */
export function citySuggestion(city: City): AddressSuggestion {
  return {
    value: `г ${city.name}`,
    city: city.name,
    city_kladr_id: city.kladrId,
    city_fias_id: city.fiasId,
    region_with_type: city.regionWithType,
    fias_id: city.fiasId,
    kladr_id: city.kladrId,
    street_kladr_id: null,
  }
}

/** The embedded provider: suggestions from the city directory; no geo-IP database, so detection answers null. */
export const embeddedLocationProvider: LocationProvider = {
  suggestCities: async (query, count) => searchCities(query, count).map(citySuggestion),
  locateIp: async () => null,
}

export type LocationSettings = Pick<BackendConfig, 'DADATA_API_KEY' | 'DADATA_URL' | 'DADATA_TIMEOUT_MS'>

/** DaData when a key is configured (falling back to the directory), otherwise the embedded provider. */
export function createLocationProvider(
  settings: LocationSettings,
  log: (message: string, error?: unknown) => void,
): LocationProvider {
  if (!settings.DADATA_API_KEY) return embeddedLocationProvider
  return createDadataLocationProvider({
    apiKey: settings.DADATA_API_KEY,
    url: settings.DADATA_URL,
    timeoutMs: settings.DADATA_TIMEOUT_MS,
    fallback: embeddedLocationProvider,
    log,
  })
}
