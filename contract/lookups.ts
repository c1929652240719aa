/**
 * Look-ups that fill forms (SPEC §3 Suggestions, §7): streets and houses within a city, the delivery services' ids
 * of a city, a company by INN, OGRN or name, a bank by BIK. Embedded directories answer offline; DaData when
 * configured. Field names follow DaData's, as the legacy API passed them on.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { addressSuggestionSchema, KLADR_ID } from './location.ts'

const kladrId = z.string().regex(KLADR_ID)

/** A street-level suggestion: the settlement's fields plus the street and house. */
export const streetSuggestionSchema = addressSuggestionSchema.extend({
  street_with_type: z.string().nullable(),
  house: z.string().nullable(),
})
export type StreetSuggestion = z.infer<typeof streetSuggestionSchema>

/** Streets (and houses, once a number is typed) of the city with this KLADR id that match what was typed. */
export const getAddressOfCityCall = defineCall({
  method: 'GET',
  path: '/api/dadata/getAddressOfCity',
  query: z
    .object({
      address: z.string().trim().min(1).max(300),
      kladr_id: kladrId,
      count: z.coerce.number().int().min(1).max(20).default(10),
    })
    .strict(),
  response: z.object({ suggestions: z.array(streetSuggestionSchema) }),
})

export const deliveryIdsSchema = z.object({
  kladr_id: kladrId,
  fias_id: z.string().uuid().nullable(),
  cdek_id: z.string().nullable(),
  boxberry_id: z.string().nullable(),
  dpd_id: z.string().nullable(),
})
export type DeliveryIds = z.infer<typeof deliveryIdsSchema>

/** The delivery services' own ids of a city (DaData findById/delivery); `data` null when unknown. */
export const getDeliveryIdsCall = defineCall({
  method: 'GET',
  path: '/api/dadata/getDelivery/:kladr_id',
  response: z.object({ data: deliveryIdsSchema.nullable() }),
})

export const companySuggestionSchema = z.object({
  /** Short name with the legal form, e.g. «ООО "Медтехника"». */
  name: z.string(),
  /** Full name with the legal form. */
  full_name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  /** Legal address. */
  address: z.string().nullable(),
  director_fio: z.string().nullable(),
  /** LEGAL (a company) or INDIVIDUAL (a sole proprietor). */
  type: z.enum(['LEGAL', 'INDIVIDUAL']),
})
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>

/** Companies by INN or OGRN (exact, head office first) or by name (prefix), active ones only. */
export const getCompanyByParamCall = defineCall({
  method: 'GET',
  path: '/api/dadata/getCompanyByParam',
  query: z.object({ param: z.string().trim().min(1).max(300) }).strict(),
  response: z.object({ suggestions: z.array(companySuggestionSchema) }),
})

export const bankSchema = z.object({
  bic: z.string(),
  name: z.string(),
  correspondent_account: z.string().nullable(),
  city: z.string().nullable(),
})
export type Bank = z.infer<typeof bankSchema>

/** A bank by its BIK; `data` null when no bank has it. */
export const getBankByBicCall = defineCall({
  method: 'POST',
  path: '/api/getBankByBic',
  body: z
    .object({
      bic: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v), z.string().regex(/^\d{9}$/)),
    })
    .strict(),
  response: z.object({ data: bankSchema.nullable() }),
})
