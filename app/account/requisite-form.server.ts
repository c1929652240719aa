/**
 * The requisites form's server side, once for every form that takes payer requisites: the account's
 * (`/account/requisites`, fields `inn`, `bank_bik`, …) and checkout's new requisites (the same fields under
 * `new_requisite.`). Without JavaScript "Заполнить по ИНН" and "Найти банк" are steps of the form: the code is
 * checked by the contract's rule, the company or bank looked up, and the form comes back filled with what was found
 * (only what the look-up knows replaces what was typed). With JavaScript the same look-ups answer GET /account/lookup.
 */
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { accountTexts, onlyDigits, type RequisiteForm } from './account-schema.ts'
import { findBank, findCompany } from './lookups.server.ts'
import { CODE_LOOKUPS, type LookupNotice, REQUISITE_INTENTS } from './requisite-form.tsx'

type Values = Record<string, string | string[]>

/** A look-up step: the form's values after it, errors under its fields, and what it says under the code's field. */
export interface RequisiteStep<Field extends string = LookupNotice['field']> {
  values: Values
  fieldErrors: Record<string, string[]>
  status: 200 | 400
  notice?: { field: Field; found: boolean; text: string }
}

/** The field whose code a post's look-up takes, or null when the post is not a look-up. */
export function requisiteLookupOf(intent: unknown): LookupNotice['field'] | null {
  if (intent === REQUISITE_INTENTS.fillByInn) return 'inn'
  if (intent === REQUISITE_INTENTS.findBank) return 'bank_bik'
  return null
}

/**
 * "Заполнить по ИНН" (`field` inn) or "Найти банк" (`field` bank_bik) without JavaScript, on the form's values under
 * `prefix`: the form again, filled from the company or bank found, with a notice under the code's field.
 */
export async function requisiteStep<Prefix extends string = ''>(
  api: ApiClient,
  values: Values,
  field: LookupNotice['field'],
  prefix: Prefix = '' as Prefix,
): Promise<RequisiteStep<`${Prefix}${LookupNotice['field']}`>> {
  const { isValid, message, texts: keys } = CODE_LOOKUPS[field]
  const texts = accountTexts.requisites
  const name = `${prefix}${field}` as const
  const code = onlyDigits(String(values[name] ?? ''))
  const notice = (found: boolean, text: string) => ({ field: name, found, text })
  if (!code) return { values, fieldErrors: {}, status: 400, notice: notice(false, texts[keys.first]) }
  if (!isValid(code)) return { values, fieldErrors: { [name]: [message] }, status: 400 }
  const found = field === 'inn' ? await findCompany(api, code) : await findBank(api, code)
  if (!found) return { values, fieldErrors: {}, status: 200, notice: notice(false, texts[keys.notFound]) }
  const filled = { ...values }
  for (const [key, value] of Object.entries(found)) if (value) filled[`${prefix}${key}`] = value
  const foundName = 'campaign_name' in found ? found.campaign_name : found.bank_name
  return {
    values: filled,
    fieldErrors: {},
    status: 200,
    notice: notice(true, texts[keys.filled].replace('{{name}}', foundName)),
  }
}

/** The requisites as the back-end takes them (SPEC §3 Requisite), from the form's checked values. */
export function requisiteBodyOf(requisite: RequisiteForm, isDefault: boolean) {
  return {
    campaign_name: requisite.campaign_name,
    inn: requisite.inn ?? null,
    ogrn: requisite.ogrn ?? null,
    kpp: requisite.kpp ?? null,
    addr_jur: requisite.addr_jur ?? null,
    addr_post: requisite.addr_post ?? null,
    bank_bik: requisite.bank_bik,
    bank_account: requisite.bank_account,
    bank_name: requisite.bank_name ?? null,
    bank_corr_account: requisite.bank_corr_account ?? null,
    director_fio: requisite.director_fio,
    director_phone: requisite.director_phone,
    director_email: requisite.director_email,
    default: isDefault,
  }
}
