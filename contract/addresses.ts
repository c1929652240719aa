/**
 * The account's delivery addresses (SPEC §3 Address, §7). The delivery services' ids (kladr, fias, cdek, boxberry,
 * dpd) are kept as the suggestions gave them, for checkout's delivery cost. Each call acts on the caller's own
 * addresses only: another user's id answers 404.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id } from './catalog.ts'
import { KLADR_ID } from './location.ts'

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().default(null))
const optionalId = (pattern: RegExp) =>
  z.preprocess(blankToNull, z.string().trim().regex(pattern).nullable().default(null))

/** What the visitor fills in (or a suggestion fills for them). City, street and house are required. */
export const addressFieldsSchema = z.object({
  /** The city as shown, e.g. «г Новосибирск». */
  city_full: z.string().trim().min(1).max(300),
  street: z.string().trim().min(1).max(300),
  house: z.string().trim().min(1).max(50),
  apartment: optionalText(50),
  entrance: optionalText(20),
  floor: optionalText(20),
  intercom: optionalText(50),
  kladr_id: optionalId(KLADR_ID),
  street_kladr_id: optionalId(KLADR_ID),
  fias_id: optionalId(/^[0-9a-f-]{36}$/i),
  cdek_id: optionalId(/^\d{1,12}$/),
  boxberry_id: optionalId(/^\d{1,12}$/),
  dpd_id: optionalId(/^\d{1,15}$/),
  /** Make this the default (main) address; the others stop being it. */
  default: z.boolean().default(false),
})

export const addressSchema = addressFieldsSchema.extend({ id })
export type Address = z.infer<typeof addressSchema>

export const listAddressesCall = defineCall({
  method: 'GET',
  path: '/api/user/address/list',
  auth: true,
  /** The default address first, then newest first. */
  response: z.object({ addresses: z.array(addressSchema) }),
})

/** Adds an address; the first one becomes the default. At most 50 per user (422 past that). */
export const addAddressCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/user/address/add',
  auth: true,
  body: addressFieldsSchema.strict(),
  response: z.object({ result: z.literal(true), address: addressSchema }),
})

/** Replaces an address's fields; `default: true` makes it the default (SPEC §4: marking default is confirmed). */
export const updateAddressCall = defineCall({
  method: 'PUT',
  path: '/api/user/address/update/:id',
  auth: true,
  body: addressFieldsSchema.strict(),
  response: z.object({ result: z.literal(true), address: addressSchema }),
})

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export const deleteAddressCall = defineCall({
  method: 'DELETE',
  path: '/api/user/address/delete/:id',
  auth: true,
  response: z.object({ result: z.literal(true) }),
})
