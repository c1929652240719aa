/**
 * The account's delivery addresses: their fields and texts; the rules of a list with one default (one default, at
 * most 50, the caller's own rows only, 404 for any other id) are backend/modules/owned-lists (docs/decisions/014).
 */

import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { addresses } from '#backend/db/schema.ts'
import { createOwnedList, type OwnedRow, type OwnedValues } from '#backend/modules/owned-lists/owned-list.ts'
import type { Address, addressFieldsSchema } from '#contract/addresses.ts'

type AddressRow = OwnedRow<typeof addresses>
type AddressValues = OwnedValues<typeof addresses>

export const MAX_ADDRESSES = 50

export const addressMessages = {
  notFound: 'Адрес не найден',
  tooMany: `Можно сохранить не больше ${MAX_ADDRESSES} адресов. Удалите ненужный, чтобы добавить новый.`,
} as const

type AddressFields = z.output<typeof addressFieldsSchema>

function toValues(fields: AddressFields): AddressValues {
  return {
    cityFull: fields.city_full,
    street: fields.street,
    house: fields.house,
    apartment: fields.apartment,
    entrance: fields.entrance,
    floor: fields.floor,
    intercom: fields.intercom,
    kladrId: fields.kladr_id,
    streetKladrId: fields.street_kladr_id,
    fiasId: fields.fias_id,
    cdekId: fields.cdek_id,
    boxberryId: fields.boxberry_id,
    dpdId: fields.dpd_id,
  }
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    city_full: row.cityFull,
    street: row.street,
    house: row.house,
    apartment: row.apartment,
    entrance: row.entrance,
    floor: row.floor,
    intercom: row.intercom,
    kladr_id: row.kladrId,
    street_kladr_id: row.streetKladrId,
    fias_id: row.fiasId,
    cdek_id: row.cdekId,
    boxberry_id: row.boxberryId,
    dpd_id: row.dpdId,
    default: row.isDefault,
  }
}

export function createAddressesService(db: Database) {
  const owned = createOwnedList(db, addresses, { max: MAX_ADDRESSES, ...addressMessages })
  return {
    async list(userId: number) {
      return { addresses: (await owned.list(userId)).map(toAddress) }
    },
    async add(userId: number, fields: AddressFields) {
      return { result: true as const, address: toAddress(await owned.add(userId, toValues(fields), fields.default)) }
    },
    async update(userId: number, rawId: string | undefined, fields: AddressFields) {
      const row = await owned.replace(userId, rawId, toValues(fields), fields.default)
      return { result: true as const, address: toAddress(row) }
    },
    async remove(userId: number, rawId: string | undefined) {
      await owned.remove(userId, rawId)
      return { result: true as const }
    },
  }
}
export type AddressesService = ReturnType<typeof createAddressesService>
