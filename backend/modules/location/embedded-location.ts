/** The embedded location provider: the city directory; it works offline and in tests. */
import type { AddressSuggestion } from '#contract/location.ts'
import { type City, searchCities } from './cities.ts'
import type { LocationProvider } from './location.provider.ts'

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
