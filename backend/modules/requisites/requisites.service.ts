/**
 * Rules of the account's payer requisites (docs/decisions/014), the same as the addresses':
 * - a user who has requisites has exactly one default set: the first become it, `default: true` moves it, deleting
 *   it passes it to the newest remaining set, and an edit cannot take it away without giving it to another;
 * - at most 50 sets per user;
 * - every call acts on the caller's own rows; any other id is the same 404.
 * The checks of INN, OGRN, KPP, BIK and the accounts are the contract's schema, run before a request gets here.
 */

import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import { MAX_ROW_ID, rowIdFrom } from '#backend/modules/addresses/addresses.service.ts'
import type { Requisite, updateRequisitesCall } from '#contract/requisites.ts'
import {
  clearDefaultRequisite,
  countRequisites,
  deleteRequisite,
  findRequisite,
  insertRequisite,
  listRequisites,
  lockOwner,
  promoteNewestRequisite,
  type RequisiteRow,
  type RequisiteValues,
  updateRequisite,
} from './requisites.repository.ts'

export const MAX_REQUISITES = 50

export const requisiteServiceMessages = {
  notFound: 'Реквизиты не найдены',
  tooMany: `Можно сохранить не больше ${MAX_REQUISITES} наборов реквизитов. Удалите ненужный, чтобы добавить новый.`,
} as const

type RequisiteInput = z.output<(typeof updateRequisitesCall)['body']>

function toValues(fields: RequisiteInput): RequisiteValues {
  return {
    campaignName: fields.campaign_name,
    inn: fields.inn,
    ogrn: fields.ogrn,
    kpp: fields.kpp,
    addrJur: fields.addr_jur,
    addrPost: fields.addr_post,
    bankBik: fields.bank_bik,
    bankAccount: fields.bank_account,
    bankName: fields.bank_name,
    bankCorrAccount: fields.bank_corr_account,
    directorFio: fields.director_fio,
    directorPhone: fields.director_phone,
    directorEmail: fields.director_email,
  }
}

export function toRequisite(row: RequisiteRow): Requisite {
  return {
    id: row.id,
    campaign_name: row.campaignName,
    inn: row.inn,
    ogrn: row.ogrn,
    kpp: row.kpp,
    addr_jur: row.addrJur,
    addr_post: row.addrPost,
    bank_bik: row.bankBik,
    bank_account: row.bankAccount,
    bank_name: row.bankName,
    bank_corr_account: row.bankCorrAccount,
    director_fio: row.directorFio,
    director_phone: row.directorPhone,
    director_email: row.directorEmail,
    default: row.isDefault,
  }
}

const notFound = () => new AppError(404, requisiteServiceMessages.notFound)

export function createRequisitesService(db: Database) {
  async function add(userId: number, fields: RequisiteInput) {
    return db.transaction(async (tx) => {
      await lockOwner(tx, userId)
      const existing = await countRequisites(tx, userId)
      if (existing >= MAX_REQUISITES) throw new AppError(422, requisiteServiceMessages.tooMany)
      const isDefault = fields.default || existing === 0
      if (isDefault) await clearDefaultRequisite(tx, userId)
      return insertRequisite(tx, userId, toValues(fields), isDefault)
    })
  }

  async function replace(userId: number, id: number, fields: RequisiteInput) {
    const row = await db.transaction(async (tx) => {
      await lockOwner(tx, userId)
      const current = await findRequisite(tx, userId, id)
      if (!current) throw notFound()
      // The default stays where it is unless another set takes it: unticking it would leave none.
      const isDefault = fields.default || current.isDefault
      if (isDefault && !current.isDefault) await clearDefaultRequisite(tx, userId)
      return updateRequisite(tx, userId, id, toValues(fields), isDefault)
    })
    if (!row) throw notFound()
    return row
  }

  return {
    async list(userId: number) {
      return { requisites: (await listRequisites(db, userId)).map(toRequisite) }
    },

    /** Adds a set without `id`, replaces the caller's set with `id`. */
    async save(userId: number, fields: RequisiteInput) {
      if (fields.id !== undefined && fields.id > MAX_ROW_ID) throw notFound()
      const row = fields.id === undefined ? await add(userId, fields) : await replace(userId, fields.id, fields)
      return { result: true as const, requisite: toRequisite(row) }
    },

    async remove(userId: number, rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound()
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId)
        const deleted = await deleteRequisite(tx, userId, id)
        if (!deleted) throw notFound()
        if (deleted.isDefault) await promoteNewestRequisite(tx, userId)
      })
      return { result: true as const }
    },
  }
}
export type RequisitesService = ReturnType<typeof createRequisitesService>
