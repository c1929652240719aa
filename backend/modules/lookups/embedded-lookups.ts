/**
 * The embedded look-ups: streets of the largest cities, the city directory's ids, demo companies and the sellers,
 * real banks. They work offline and in tests, and stand in whenever DaData fails.
 */
import type { Database } from '#backend/db/client.ts'
import { findCityByKladrId } from '#backend/modules/location/cities.ts'
import type { CompanySuggestion } from '#contract/lookups.ts'
import { DEMO_COMPANIES } from './companies.data.ts'
import { companyMatch, findBankByBic, merchantCompany, parseCompanyQuery } from './directories.ts'
import type { LookupProvider } from './lookups.provider.ts'
import { merchantsByInn, merchantsWithLegalNames } from './lookups.repository.ts'
import { searchStreets } from './streets.ts'

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
