/** HTTP of the form-filling look-ups: public calls, thin; the contract decides the paths and the shapes. */
import { Hono } from 'hono'
import { badRequest, messages } from '#backend/lib/errors.ts'
import { handle } from '#backend/lib/http.ts'
import { isValidBik } from '#contract/company-ids.ts'
import { getAddressOfCityCall, getBankByBicCall, getCompanyByParamCall, getDeliveryIdsCall } from '#contract/lookups.ts'
import type { LookupProvider } from './lookups.provider.ts'

/** Companies a look-up answers: enough to choose from, few enough to read. */
const COMPANY_COUNT = 10

/** `provider`: as backend/index.ts chose it (DaData or the embedded directories). */
export function lookupsRoutes(provider: LookupProvider): Hono {
  const app = new Hono()

  handle(app, getAddressOfCityCall, async ({ query }) => ({
    suggestions: await provider.streetsOfCity(query.address, query.kladr_id, query.count),
  }))

  handle(app, getDeliveryIdsCall, async ({ params }) => {
    const kladrId = params.kladr_id?.trim() ?? ''
    if (!/^\d{13,19}$/.test(kladrId)) throw badRequest({ kladr_id: [messages.invalid] })
    return { data: await provider.deliveryIds(kladrId) }
  })

  handle(app, getCompanyByParamCall, async ({ query }) => ({
    suggestions: await provider.companies(query.param, COMPANY_COUNT),
  }))

  // A BIK that cannot exist (not starting with 0) names no bank; nobody needs to be asked.
  handle(app, getBankByBicCall, async ({ body }) => ({
    data: isValidBik(body.bic) ? await provider.bankByBic(body.bic) : null,
  }))

  return app
}
