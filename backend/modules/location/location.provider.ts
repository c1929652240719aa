/**
 * Where the visitor's city comes from: the interface only. Routes only know it; the default is the embedded city
 * directory (embedded-location.ts), which works offline and in tests. With `DADATA_API_KEY` set, backend/index.ts
 * chooses DaData (dadata-location.ts), with the directory standing in whenever DaData fails.
 */
import type { AddressSuggestion, Location } from '#contract/location.ts'

export interface LocationProvider {
  /** Settlements whose name starts with `query`, largest first, at most `count`. */
  suggestCities(query: string, count: number): Promise<AddressSuggestion[]>
  /** The settlement of a public IP address, or null when it cannot be told. */
  locateIp(ip: string): Promise<Location | null>
}
