/**
 * The visitor's city (SPEC §3 Location, §7): detection by IP and city suggestions. Paths and fields are the legacy
 * API's. A suggestion names a settlement (city, town, village); street-level suggestions are another call.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'

/** A KLADR id (a settlement's or a street's): 13 to 19 digits. */
export const KLADR_ID = /^\d{13,19}$/

const kladrId = z.string().regex(KLADR_ID)

/** What the `bh_location` cookie holds: `{city, fias_id, kladr_id}`. */
export const locationSchema = z.object({
  city: z.string().min(1).max(200),
  fias_id: z.string().uuid().nullable(),
  kladr_id: kladrId.nullable(),
})
export type Location = z.infer<typeof locationSchema>

/** Moscow, the default location (SPEC §9), with its real identifiers. */
export const DEFAULT_LOCATION: Location = {
  city: 'Москва',
  fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  kladr_id: '7700000000000',
}

export const detectAddressByIpCall = defineCall({
  method: 'GET',
  path: '/api/detect_address_by_ip',
  query: z.object({ ip: z.string().max(64).optional() }).strict(),
  /** `data` is null when the address is not in Russia or cannot be resolved. */
  response: z.object({ data: locationSchema.nullable() }),
})

/** An address suggestion (SPEC §3 Suggestions), DaData's field names. */
export const addressSuggestionSchema = z.object({
  /** The full text to show, e.g. "г Новосибирск". */
  value: z.string(),
  /** The settlement's own name: city, or settlement when the place is not a city. */
  city: z.string().nullable(),
  city_kladr_id: kladrId.nullable(),
  city_fias_id: z.string().uuid().nullable(),
  /** Region with its type, e.g. "Новосибирская обл", to tell namesakes apart. */
  region_with_type: z.string().nullable(),
  fias_id: z.string().uuid().nullable(),
  kladr_id: kladrId.nullable(),
  street_kladr_id: kladrId.nullable(),
})
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>

/** Settlements (cities, towns, villages) whose name starts with what the visitor typed, largest first. */
export const getAddressesCall = defineCall({
  method: 'GET',
  path: '/api/dadata/getAddresses',
  query: z
    .object({
      address: z.string().trim().min(1).max(300),
      count: z.coerce.number().int().min(1).max(20).default(10),
    })
    .strict(),
  response: z.object({ suggestions: z.array(addressSuggestionSchema) }),
})
