/**
 * Rules of the account's delivery addresses (docs/decisions/014):
 * - a user who has addresses has exactly one default: the first becomes it, `default: true` moves it, deleting it
 *   passes it to the newest remaining one, and an edit cannot take it away without giving it to another;
 * - at most 50 addresses per user;
 * - every call acts on the caller's own rows; any other id — another user's, a deleted one, a malformed one — is the
 *   same 404, so nobody learns which ids exist.
 * Each change runs in one transaction holding the owner's row, so concurrent requests of one user queue up.
 */

import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import type { Address, addressFieldsSchema } from '#contract/addresses.ts'
import {
  type AddressRow,
  type AddressValues,
  clearDefaultAddress,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockOwner,
  promoteNewestAddress,
  updateAddress,
} from './addresses.repository.ts'

export const MAX_ADDRESSES = 50

export const addressMessages = {
  notFound: 'Адрес не найден',
  tooMany: `Можно сохранить не больше ${MAX_ADDRESSES} адресов. Удалите ненужный, чтобы добавить новый.`,
} as const

type AddressFields = z.output<typeof addressFieldsSchema>

/** Largest value of a Postgres `integer` (serial) id. */
export const MAX_ROW_ID = 2_147_483_647

/** A row id from the path, or null for anything that cannot be one (answered as not found, never as a 500). */
export function rowIdFrom(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ROW_ID ? id : null
}

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

const notFound = () => new AppError(404, addressMessages.notFound)

export function createAddressesService(db: Database) {
  return {
    async list(userId: number) {
      return { addresses: (await listAddresses(db, userId)).map(toAddress) }
    },

    async add(userId: number, fields: AddressFields) {
      const row = await db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const existing = await countAddresses(tx, userId)
        if (existing >= MAX_ADDRESSES) throw new AppError(422, addressMessages.tooMany)
        const isDefault = fields.default || existing === 0
        if (isDefault) await clearDefaultAddress(tx, userId)
        return insertAddress(tx, userId, toValues(fields), isDefault)
      })
      return { result: true as const, address: toAddress(row) }
    },

    async update(userId: number, rawId: string | undefined, fields: AddressFields) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound()
      const row = await db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const current = await findAddress(tx, userId, id)
        if (!current) throw notFound()
        // The default stays where it is unless another address takes it: unticking it would leave none.
        const isDefault = fields.default || current.isDefault
        if (isDefault && !current.isDefault) await clearDefaultAddress(tx, userId)
        return updateAddress(tx, userId, id, toValues(fields), isDefault)
      })
      if (!row) throw notFound()
      return { result: true as const, address: toAddress(row) }
    },

    async remove(userId: number, rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound()
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const deleted = await deleteAddress(tx, userId, id)
        if (!deleted) throw notFound()
        if (deleted.isDefault) await promoteNewestAddress(tx, userId)
      })
      return { result: true as const }
    },
  }
}
export type AddressesService = ReturnType<typeof createAddressesService>
