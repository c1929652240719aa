/**
 * The account's payer requisites (SPEC §3 Requisite, §5, §7). Required: company name, BIK, settlement account,
 * director's name, phone and e-mail (SPEC §5); INN, OGRN, KPP, BIK and both accounts, when given, must pass their
 * checks (contract/company-ids.ts). Each call acts on the caller's own requisites only: another user's id answers 404.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id } from './catalog.ts'
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './company-ids.ts'
import { e164RussianPhone } from './phone.ts'

/** The Russian messages of the checks, shown under the field (storefront) and named by the back-end's 400. */
export const requisiteMessages = {
  inn: 'ИНН неверный: 10 цифр у организации, 12 у ИП, с верным контрольным числом',
  ogrn: 'ОГРН неверный: 13 цифр у организации, 15 у ИП (ОГРНИП), с верным контрольным числом',
  ogrnKind: 'ОГРН не подходит к ИНН: у организации 13 цифр, у ИП 15',
  kpp: 'КПП неверный: 9 знаков, например 773601001',
  kppOfSoleTrader: 'У ИП нет КПП',
  bik: 'БИК неверный: 9 цифр, начинается с 0',
  account: 'Расчётный счёт неверный: 20 цифр, не сходится контрольный ключ с БИК',
  corrAccount: 'Корреспондентский счёт неверный: 20 цифр, начинается с 30101, ключ сходится с БИК',
} as const

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
/** Digits typed with spaces (7707 083 893) count as the digits. */
const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]+/g, '') : v)
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().default(null))
const optionalCode = (check: (v: string) => boolean, message: string) =>
  z.preprocess((v) => blankToNull(digits(v)), z.string().refine(check, message).nullable().default(null))

export const requisiteFieldsObject = z.object({
  campaign_name: z.string().trim().min(1).max(300),
  inn: optionalCode(isValidInn, requisiteMessages.inn),
  ogrn: optionalCode(isValidOgrn, requisiteMessages.ogrn),
  kpp: z.preprocess(
    (v) => blankToNull(typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v),
    z.string().refine(isValidKpp, requisiteMessages.kpp).nullable().default(null),
  ),
  addr_jur: optionalText(500),
  addr_post: optionalText(500),
  bank_bik: z.preprocess(digits, z.string().min(1).refine(isValidBik, requisiteMessages.bik)),
  bank_account: z.preprocess(
    digits,
    z
      .string()
      .min(1)
      .regex(/^\d{20}$/, requisiteMessages.account),
  ),
  bank_name: optionalText(300),
  bank_corr_account: optionalCode((v) => /^\d{20}$/.test(v), requisiteMessages.corrAccount),
  director_fio: z.string().trim().min(1).max(200),
  director_phone: e164RussianPhone,
  director_email: z.string().trim().email().max(254),
  /** Make these the default requisites; the others stop being it. */
  default: z.boolean().default(false),
})

type RequisiteFields = z.infer<typeof requisiteFieldsObject>

/** What the cross-field checks read: this body (blank as null) or the storefront's form (blank left out). */
type CheckedFields = Pick<RequisiteFields, 'bank_bik' | 'bank_account'> &
  Partial<Record<'inn' | 'ogrn' | 'kpp' | 'bank_corr_account', string | null>>

/** The checks that need two fields: the accounts against the BIK, OGRN and KPP against the kind of INN. */
export function checkRequisiteFields(value: CheckedFields, ctx: z.RefinementCtx): void {
  const issue = (path: keyof RequisiteFields, message: string) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
  if (isValidBik(value.bank_bik)) {
    if (/^\d{20}$/.test(value.bank_account) && !isValidSettlementAccount(value.bank_account, value.bank_bik)) {
      issue('bank_account', requisiteMessages.account)
    }
    if (value.bank_corr_account && !isValidCorrespondentAccount(value.bank_corr_account, value.bank_bik)) {
      issue('bank_corr_account', requisiteMessages.corrAccount)
    }
  }
  const soleTrader = value.inn?.length === 12
  if (value.inn && value.ogrn && (value.ogrn.length === 15) !== soleTrader) issue('ogrn', requisiteMessages.ogrnKind)
  if (soleTrader && value.kpp) issue('kpp', requisiteMessages.kppOfSoleTrader)
}

export const requisiteFieldsSchema = requisiteFieldsObject.superRefine(checkRequisiteFields)

export const requisiteSchema = requisiteFieldsObject.extend({ id })
export type Requisite = z.infer<typeof requisiteSchema>

export const listRequisitesCall = defineCall({
  method: 'GET',
  path: '/api/user/requisites',
  auth: true,
  /** The default first, then newest first. */
  response: z.object({ requisites: z.array(requisiteSchema) }),
})

/**
 * Adds requisites (no `id`) or replaces those with `id` (404 when they are not the caller's). The first become the
 * default. At most 50 per user.
 */
export const updateRequisitesCall = defineCall({
  method: 'POST',
  path: '/api/user/updateRequisites',
  auth: true,
  body: requisiteFieldsObject.extend({ id: id.optional() }).strict().superRefine(checkRequisiteFields),
  response: z.object({ result: z.literal(true), requisite: requisiteSchema }),
})

/** Deletes requisites; when they were the default, the newest remaining become the default. */
export const deleteRequisiteCall = defineCall({
  method: 'DELETE',
  path: '/api/user/deleteRequisite/:id',
  auth: true,
  response: z.object({ result: z.literal(true) }),
})
