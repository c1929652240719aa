/**
 * The DaData adapter of the look-ups (Suggestions API 4_1, facts: shared/reference/russian-domain.md §1):
 * - streets: `suggest/address` limited to the city (`locations: [{kladr_id}]`), bounded from street to house;
 * - delivery ids: `findById/delivery` by the city's KLADR code;
 * - companies: `findById/party` for a whole INN or OGRN, `suggest/party` for anything else, active head offices only;
 * - banks: `findById/bank` by BIK.
 * Every request carries the key and the timeout (location/dadata-location.ts). A failing DaData never fails the
 * visitor: the embedded directories answer instead and the failure is logged. Answers are read leniently and mapped
 * to the contract; identifiers that do not look like one are dropped rather than passed on.
 */
import { z } from 'zod'
import {
  addressDataSchema,
  createDadataClient,
  type DadataConnection,
  kladrOrNull,
  toSuggestion,
  uuidOrNull,
} from '#backend/modules/location/dadata-location.ts'
import type { Bank, CompanySuggestion, DeliveryIds, StreetSuggestion } from '#contract/lookups.ts'
import { parseCompanyQuery } from './directories.ts'
import type { LookupProvider } from './lookups.provider.ts'

export interface DadataLookupOptions extends DadataConnection {
  fallback: LookupProvider
  log: (message: string, error?: unknown) => void
}

const text = z.string().nullish()
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ suggestions: z.array(z.object({ value: z.string(), data })) })

const streetAnswer = envelope(
  addressDataSchema.extend({ street_with_type: text, house: text, block_type: text, block: text }),
)
const deliveryAnswer = envelope(
  z.object({ kladr_id: text, fias_id: text, cdek_id: text, boxberry_id: text, dpd_id: text }),
)
const partyAnswer = envelope(
  z.object({
    inn: text,
    kpp: text,
    ogrn: text,
    type: text,
    branch_type: text,
    name: z.object({ full_with_opf: text, short_with_opf: text }).nullish(),
    management: z.object({ name: text }).nullish(),
    fio: z.object({ surname: text, name: text, patronymic: text }).nullish(),
    state: z.object({ status: text }).nullish(),
    address: z.object({ value: text, unrestricted_value: text }).nullish(),
  }),
)
const bankAnswer = envelope(
  z.object({
    bic: text,
    correspondent_account: text,
    payment_city: text,
    name: z.object({ payment: text, short: text, full: text }).nullish(),
    address: z.object({ data: z.object({ city: text }).nullish() }).nullish(),
  }),
)

/** A code of the carriers' directories: digits only, as DaData sends them. */
const carrierId = (value: string | null | undefined) => (value && /^\d{1,15}$/.test(value) ? value : null)
const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

function toStreet(value: string, data: z.infer<typeof streetAnswer>['suggestions'][number]['data']) {
  const place = toSuggestion(value, data)
  if (!place) return null
  const block = data.block ? [data.block_type, data.block].filter(Boolean).join(' ') : ''
  const house = data.house ? [data.house, block].filter(Boolean).join(' ') : null
  const street: StreetSuggestion = { ...place, street_with_type: present(data.street_with_type), house }
  return street
}

function toCompany(value: string, data: z.infer<typeof partyAnswer>['suggestions'][number]['data']) {
  if (!data.inn || !/^\d{10}(\d{2})?$/.test(data.inn)) return null
  // Only active head offices: DaData is asked for them, and anything else that slips through is left out.
  if ((data.state?.status ?? 'ACTIVE') !== 'ACTIVE' || data.branch_type === 'BRANCH') return null
  const individual = data.type === 'INDIVIDUAL'
  const name = present(data.name?.short_with_opf) ?? value
  const person = [data.fio?.surname, data.fio?.name, data.fio?.patronymic].filter(Boolean).join(' ')
  const company: CompanySuggestion = {
    name,
    full_name: present(data.name?.full_with_opf) ?? name,
    inn: data.inn,
    kpp: individual ? null : present(data.kpp),
    ogrn: present(data.ogrn),
    address: present(data.address?.unrestricted_value) ?? present(data.address?.value),
    director_fio: individual ? person || null : present(data.management?.name),
    type: individual ? 'INDIVIDUAL' : 'LEGAL',
  }
  return company
}

function toBank(value: string, data: z.infer<typeof bankAnswer>['suggestions'][number]['data']): Bank | null {
  if (!data.bic) return null
  const city = present(data.payment_city?.replace(/^г\.?\s+/, '')) ?? present(data.address?.data?.city)
  return {
    bic: data.bic,
    name: present(data.name?.payment) ?? value,
    correspondent_account: present(data.correspondent_account),
    city,
  }
}

export function createDadataLookupProvider(options: DadataLookupOptions): LookupProvider {
  const request = createDadataClient(options)
  const post = (path: string, body: unknown) => request(path, { method: 'POST', body })
  const failed = (what: string, error: unknown) =>
    options.log(`DaData ${what} failed; answering from the embedded directories`, error)

  return {
    async streetsOfCity(query, kladrId, count) {
      try {
        const answer = streetAnswer.parse(
          await post('/suggest/address', {
            query,
            count,
            language: 'ru',
            locations: [{ kladr_id: kladrId }],
            from_bound: { value: 'street' },
            to_bound: { value: 'house' },
          }),
        )
        return answer.suggestions.flatMap((s) => toStreet(s.value, s.data) ?? []).slice(0, count)
      } catch (error) {
        failed('suggest/address (streets)', error)
        return options.fallback.streetsOfCity(query, kladrId, count)
      }
    },

    async deliveryIds(kladrId) {
      try {
        const answer = deliveryAnswer.parse(await post('/findById/delivery', { query: kladrId }))
        const found = answer.suggestions[0]?.data
        if (!found) return null
        const ids: DeliveryIds = {
          kladr_id: kladrOrNull(found.kladr_id) ?? kladrId,
          fias_id: uuidOrNull(found.fias_id),
          cdek_id: carrierId(found.cdek_id),
          boxberry_id: carrierId(found.boxberry_id),
          dpd_id: carrierId(found.dpd_id),
        }
        return ids
      } catch (error) {
        failed('findById/delivery', error)
        return options.fallback.deliveryIds(kladrId)
      }
    },

    async companies(param, count) {
      const query = parseCompanyQuery(param)
      const byId = query.kind === 'inn' || query.kind === 'ogrn'
      // A sole proprietor (12-digit INN, 15-digit OGRNIP) has no branches, so the head-office filter is for companies.
      const company = byId && (query.digits.length === 10 || query.digits.length === 13)
      const path = byId ? '/findById/party' : '/suggest/party'
      try {
        const body = byId
          ? { query: query.digits, count, status: ['ACTIVE'], ...(company ? { branch_type: 'MAIN' } : {}) }
          : { query: param, count, status: ['ACTIVE'], branch_type: ['MAIN'] }
        const answer = partyAnswer.parse(await post(path, body))
        return answer.suggestions.flatMap((s) => toCompany(s.value, s.data) ?? []).slice(0, count)
      } catch (error) {
        failed(path.slice(1), error)
        return options.fallback.companies(param, count)
      }
    },

    async bankByBic(bic) {
      try {
        const answer = bankAnswer.parse(await post('/findById/bank', { query: bic }))
        const found = answer.suggestions.find((s) => s.data.bic === bic)
        return found ? toBank(found.value, found.data) : null
      } catch (error) {
        failed('findById/bank', error)
        return options.fallback.bankByBic(bic)
      }
    },
  }
}
