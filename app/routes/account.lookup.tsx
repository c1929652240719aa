/**
 * GET /account/lookup — the look-ups behind the account forms' suggestions when JavaScript runs (the same ones the
 * forms' "Найти" buttons make without it, app/account/account.server.ts):
 *   ?kind=city&q=Новос                          settlements for an address's city
 *   ?kind=street&kladr_id=5400000100000&q=Лен   streets and houses within that city
 *   ?kind=delivery&kladr_id=5400000100000       the delivery services' ids of the city
 *   ?kind=company&inn=7707083893                the company, to fill requisites
 *   ?kind=bank&bik=044525225                    the bank, to fill requisites
 * They are public reference data (the back-end's calls need no sign-in), so the answers may sit in the browser's
 * own cache for a while; never in a shared one.
 */
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { findBank, findCities, findCompany, findDeliveryIds, findStreets } from '#app/account/account.server.ts'
import { type LookupAnswer, onlyDigits } from '#app/account/account-schema.ts'
import { isValidBik, isValidInn } from '#contract/company-ids.ts'

const CACHE = { 'Cache-Control': 'private, max-age=300' }
const KLADR = /^\d{13,19}$/

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 300)
  const answer = (body: LookupAnswer) => data(body, { headers: CACHE })
  // The look-ups never depend on who asks: no token goes with them.
  const api = context.api.asGuest()
  switch (params.get('kind')) {
    case 'city': {
      const query = text('q')
      return answer({ kind: 'city', query, choices: await findCities(api, query) })
    }
    case 'street': {
      const query = text('q')
      const kladrId = text('kladr_id')
      if (!KLADR.test(kladrId)) return answer({ kind: 'none' })
      return answer({ kind: 'street', query, kladr_id: kladrId, choices: await findStreets(api, query, kladrId) })
    }
    case 'delivery': {
      const kladrId = text('kladr_id')
      if (!KLADR.test(kladrId)) return answer({ kind: 'none' })
      return answer({ kind: 'delivery', kladr_id: kladrId, delivery: await findDeliveryIds(api, kladrId) })
    }
    case 'company': {
      const inn = onlyDigits(text('inn'))
      if (!isValidInn(inn)) return answer({ kind: 'company', inn, company: null })
      return answer({ kind: 'company', inn, company: await findCompany(api, inn) })
    }
    case 'bank': {
      const bik = onlyDigits(text('bik'))
      if (!isValidBik(bik)) return answer({ kind: 'bank', bik, bank: null })
      return answer({ kind: 'bank', bik, bank: await findBank(api, bik) })
    }
    default:
      return answer({ kind: 'none' })
  }
}
