/**
 * The look-ups that fill the address and requisites forms, shaped for the browser: a city's settlements, its streets
 * and houses, the delivery services' ids of a city, the company by INN, the bank by BIK (SPEC §7 DaData calls). The
 * forms' "Найти" buttons (without JavaScript, `address-form.server.ts`, `requisite-form.server.ts`) and
 * GET /account/lookup (with it) ask the same ones; a suggestion chosen without JavaScript comes back as JSON and is
 * checked here before it is believed.
 */
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { isValidBik, isValidInn } from '#contract/company-ids.ts'
import { getAddressesCall, KLADR_ID } from '#contract/location.ts'
import { getAddressOfCityCall, getBankByBicCall, getCompanyByParamCall, getDeliveryIdsCall } from '#contract/lookups.ts'
import {
  type BankFill,
  type CityChoice,
  type CompanyFill,
  type DeliveryChoice,
  type LookupAnswer,
  onlyDigits,
  type StreetChoice,
} from './account-schema.ts'

const LOOKUP_COUNT = 10

/** Settlements whose name starts with what was typed (the city of an address). */
export async function findCities(api: ApiClient, query: string): Promise<CityChoice[]> {
  const q = query.trim().slice(0, 300)
  if (!q) return []
  const answer = await api.call(getAddressesCall, { query: { address: q, count: LOOKUP_COUNT } })
  return (answer.data?.suggestions ?? []).map((s) => ({
    value: s.value,
    city: s.city ?? s.value,
    region: s.region_with_type,
    kladr_id: s.city_kladr_id ?? s.kladr_id,
    fias_id: s.city_fias_id ?? s.fias_id,
  }))
}

/** Streets (and houses, once a number is typed) of the city with this KLADR id. */
export async function findStreets(api: ApiClient, query: string, kladrId: string): Promise<StreetChoice[]> {
  const q = query.trim().slice(0, 300)
  if (!q || !KLADR_ID.test(kladrId)) return []
  const answer = await api.call(getAddressOfCityCall, { query: { address: q, kladr_id: kladrId, count: LOOKUP_COUNT } })
  return (answer.data?.suggestions ?? []).flatMap((s) => {
    const street = s.street_with_type
    if (!street) return []
    return [{ value: s.value, street, house: s.house, street_kladr_id: s.street_kladr_id, fias_id: s.fias_id }]
  })
}

/** The delivery services' ids of a city (null when unknown or the look-up failed). */
export async function findDeliveryIds(api: ApiClient, kladrId: string): Promise<DeliveryChoice | null> {
  if (!KLADR_ID.test(kladrId)) return null
  const answer = await api.call(getDeliveryIdsCall, { params: { kladr_id: kladrId } })
  const ids = answer.data?.data
  if (!ids) return null
  return {
    kladr_id: ids.kladr_id,
    fias_id: ids.fias_id,
    cdek_id: ids.cdek_id,
    boxberry_id: ids.boxberry_id,
    dpd_id: ids.dpd_id,
  }
}

/** The company with this INN (its head office), as the requisites' fields; null when none is found. */
export async function findCompany(api: ApiClient, inn: string): Promise<CompanyFill | null> {
  const answer = await api.call(getCompanyByParamCall, { query: { param: inn } })
  const company = answer.data?.suggestions.find((s) => s.inn === inn)
  if (!company) return null
  return {
    campaign_name: company.name,
    inn: company.inn,
    kpp: company.kpp,
    ogrn: company.ogrn,
    addr_jur: company.address,
    director_fio: company.director_fio,
  }
}

/** The bank with this BIK, as the requisites' fields; null when none is found. */
export async function findBank(api: ApiClient, bik: string): Promise<BankFill | null> {
  if (!/^\d{9}$/.test(bik)) return null
  const answer = await api.call(getBankByBicCall, { body: { bic: bik } })
  const bank = answer.data?.data
  if (!bank) return null
  return { bank_bik: bank.bic, bank_name: bank.name, bank_corr_account: bank.correspondent_account }
}

// ---- A suggestion chosen without JavaScript: its button carries it as JSON; never trusted as it comes ----

const kladr = z.string().regex(KLADR_ID)
const fias = z.string().regex(/^[0-9a-f-]{36}$/i)

const cityChoiceSchema = z.object({
  value: z.string().trim().min(1).max(300),
  city: z.string().max(300),
  region: z.string().max(300).nullable(),
  kladr_id: kladr.nullable(),
  fias_id: fias.nullable(),
})

const streetChoiceSchema = z.object({
  value: z.string().max(600),
  street: z.string().trim().min(1).max(300),
  house: z.string().trim().max(50).nullable(),
  street_kladr_id: kladr.nullable(),
  fias_id: fias.nullable(),
})

function parseChoice<T>(schema: z.ZodType<T>, raw: FormDataEntryValue | null): T | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const parseCityChoice = (raw: FormDataEntryValue | null): CityChoice | null => parseChoice(cityChoiceSchema, raw)
export const parseStreetChoice = (raw: FormDataEntryValue | null): StreetChoice | null =>
  parseChoice(streetChoiceSchema, raw)

// ---- GET /account/lookup: the same look-ups for the forms when JavaScript runs ----

/** Public reference data (the back-end's calls need no sign-in): the browser's own cache may keep it a while. */
const LOOKUP_CACHE = { 'Cache-Control': 'private, max-age=300' }

/** `?kind=city|street|delivery|company|bank` with its query; anything else answers `none`. */
export async function lookupLoader({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const params = new URL(request.url).searchParams
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 300)
  const answer = (body: LookupAnswer) => data(body, { headers: LOOKUP_CACHE })
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
      if (!KLADR_ID.test(kladrId)) return answer({ kind: 'none' })
      return answer({ kind: 'street', query, kladr_id: kladrId, choices: await findStreets(api, query, kladrId) })
    }
    case 'delivery': {
      const kladrId = text('kladr_id')
      if (!KLADR_ID.test(kladrId)) return answer({ kind: 'none' })
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
