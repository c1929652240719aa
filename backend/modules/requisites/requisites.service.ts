/**
 * The account's payer requisites: their fields and texts; the rules of a list with one default (one default, at
 * most 50, the caller's own rows only, 404 for any other id) are backend/modules/owned-lists (docs/decisions/014).
 * The checks of INN, OGRN, KPP, BIK and the accounts are the contract's schema, run before a request gets here.
 */

import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { requisites } from '#backend/db/schema.ts'
import { createOwnedList, type OwnedRow, type OwnedValues } from '#backend/modules/owned-lists/owned-list.ts'
import type { Requisite, updateRequisitesCall } from '#contract/requisites.ts'

type RequisiteRow = OwnedRow<typeof requisites>
type RequisiteValues = OwnedValues<typeof requisites>

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

export function createRequisitesService(db: Database) {
  const owned = createOwnedList(db, requisites, { max: MAX_REQUISITES, ...requisiteServiceMessages })
  return {
    async list(userId: number) {
      return { requisites: (await owned.list(userId)).map(toRequisite) }
    },

    /** Adds a set without `id`, replaces the caller's set with `id`. */
    async save(userId: number, fields: RequisiteInput) {
      const values = toValues(fields)
      const row =
        fields.id === undefined
          ? await owned.add(userId, values, fields.default)
          : await owned.replace(userId, fields.id, values, fields.default)
      return { result: true as const, requisite: toRequisite(row) }
    },

    async remove(userId: number, rawId: string | undefined) {
      await owned.remove(userId, rawId)
      return { result: true as const }
    },
  }
}
export type RequisitesService = ReturnType<typeof createRequisitesService>
