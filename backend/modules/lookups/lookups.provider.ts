/**
 * Where the form-filling look-ups come from. Routes only know this interface; the default is the embedded directories
 * (streets of the largest cities, the city directory's ids, demo companies and the sellers, real banks), which work
 * offline and in tests. With `DADATA_API_KEY` set, DaData answers and the directories stand in whenever it fails.
 */
import type { BackendConfig } from '#backend/config.ts'
import type { Database } from '#backend/db/client.ts'
import { findCityByKladrId } from '#backend/modules/location/cities.ts'
import type { Bank, CompanySuggestion, DeliveryIds, StreetSuggestion } from '#contract/lookups.ts'
import { DEMO_COMPANIES } from './companies.data.ts'
import { createDadataLookupProvider } from './dadata-lookups.provider.ts'
import { companyMatch, findBankByBic, merchantCompany, parseCompanyQuery } from './directories.ts'
import { merchantsByInn, merchantsWithLegalNames } from './lookups.repository.ts'
import { searchStreets } from './streets.ts'

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

const collator = new Intl.Collator('ru')

/** The embedded provider: the directories of this module and the city directory, and the sellers' table. */
export function createEmbeddedLookupProvider(db: Database): LookupProvider {
  return {
    async streetsOfCity(query, kladrId, count) {
      const city = findCityByKladrId(kladrId)
      return city ? searchStreets(city, query, count) : []
    },

    async deliveryIds(kladrId) {
      const city = findCityByKladrId(kladrId)
      // The carriers' own city ids are not in any open dataset we could verify, so offline they stay unknown.
      return city
        ? { kladr_id: city.kladrId, fias_id: city.fiasId, cdek_id: null, boxberry_id: null, dpd_id: null }
        : null
    },

    async companies(param, count) {
      const query = parseCompanyQuery(param)
      if (query.kind === 'name' && query.words.length === 0) return []
      // The sellers' table knows no OGRN, so a search by OGRN is the demo companies' alone.
      const sellers =
        query.kind === 'inn'
          ? await merchantsByInn(db, query.digits)
          : query.kind === 'ogrn'
            ? []
            : await merchantsWithLegalNames(db)
      // One suggestion per INN: a seller's row never doubles a demo company's.
      const found = new Map<string, { company: CompanySuggestion; rank: number }>()
      for (const company of [...DEMO_COMPANIES, ...sellers.map(merchantCompany)]) {
        const rank = companyMatch(query, company)
        if (rank !== null && !found.has(company.inn)) found.set(company.inn, { company, rank })
      }
      return [...found.values()]
        .sort((a, b) => a.rank - b.rank || collator.compare(a.company.name, b.company.name))
        .slice(0, count)
        .map(({ company }) => company)
    },

    async bankByBic(bic) {
      return findBankByBic(bic)
    },
  }
}

export type LookupSettings = Pick<BackendConfig, 'DADATA_API_KEY' | 'DADATA_URL' | 'DADATA_TIMEOUT_MS'>

/** DaData when a key is configured (falling back to the embedded directories), otherwise the embedded provider. */
export function createLookupProvider(
  settings: LookupSettings,
  db: Database,
  log: (message: string, error?: unknown) => void,
): LookupProvider {
  const embedded = createEmbeddedLookupProvider(db)
  if (!settings.DADATA_API_KEY) return embedded
  return createDadataLookupProvider({
    apiKey: settings.DADATA_API_KEY,
    url: settings.DADATA_URL,
    timeoutMs: settings.DADATA_TIMEOUT_MS,
    fallback: embedded,
    log,
  })
}
