/**
 * Where the form-filling look-ups come from: the interface only. Routes only know it; the default is the embedded
 * directories (embedded-lookups.ts), which work offline and in tests. With `DADATA_API_KEY` set, backend/index.ts
 * chooses DaData (dadata-lookups.ts), with the directories standing in whenever it fails.
 */
import type { Bank, CompanySuggestion, DeliveryIds, StreetSuggestion } from '#contract/lookups.ts'

export interface LookupProvider {
  /** Streets (and the house typed) within the city of this KLADR code, best first, at most `count`. */
  streetsOfCity(query: string, kladrId: string, count: number): Promise<StreetSuggestion[]>
  /** The delivery services' ids of the city of this KLADR code, or null when unknown. */
  deliveryIds(kladrId: string): Promise<DeliveryIds | null>
  /** Active head offices by INN or OGRN (exact) or by name (word starts), at most `count`. */
  companies(param: string, count: number): Promise<CompanySuggestion[]>
  /** The bank with this BIK, or null. */
  bankByBic(bic: string): Promise<Bank | null>
}
