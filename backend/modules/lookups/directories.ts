/**
 * The embedded look-up directories: real banks by BIK (banks.data.ts) and companies by INN, OGRN or name — the demo
 * buyer organisations (companies.data.ts) and the marketplace's sellers (the `merchants` table, read by the
 * repository). The name search is done here, in code, not in SQL: Postgres under the C collation (PGlite) lowercases
 * only Latin letters, and Russian names must match in any case.
 */
import type { Bank, CompanySuggestion } from '#contract/lookups.ts'
import { BANK_ROWS } from './banks.data.ts'

function parseBank(line: string): Bank {
  const [bic, correspondentAccount, name, city, ...rest] = line.split(';')
  if (!bic || !correspondentAccount || !name || !city || rest.length > 0) {
    throw new Error(`Malformed bank directory row: ${line}`)
  }
  return { bic, name, correspondent_account: correspondentAccount, city }
}

export const BANKS: readonly Bank[] = BANK_ROWS.trim().split('\n').map(parseBank)
const banksByBic = new Map(BANKS.map((bank) => [bank.bic, bank]))

export function findBankByBic(bic: string): Bank | null {
  return banksByBic.get(bic) ?? null
}

/** What a company search is: an identifier (all of INN or OGRN), the start of one, or words of the name. */
export type CompanyQuery =
  | { kind: 'inn' | 'ogrn'; digits: string }
  | { kind: 'digits'; digits: string }
  | { kind: 'name'; words: string[] }

/** Legal forms written before or inside a name; they say nothing of which company is meant. */
const LEGAL_FORMS = new Set(['ооо', 'ао', 'пао', 'зао', 'оао', 'нао', 'ип', 'гбуз', 'гуз', 'гбу', 'гуп', 'муп', 'фгбу'])

const nameWords = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[«»"'„“”.,()№]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word && !LEGAL_FORMS.has(word))

export function parseCompanyQuery(param: string): CompanyQuery {
  const compact = param.replace(/[\s-]+/g, '')
  if (/^\d+$/.test(compact)) {
    if (compact.length === 10 || compact.length === 12) return { kind: 'inn', digits: compact }
    if (compact.length === 13 || compact.length === 15) return { kind: 'ogrn', digits: compact }
    return { kind: 'digits', digits: compact }
  }
  return { kind: 'name', words: nameWords(param) }
}

/**
 * How well a company fits the query: 0 an identifier or the start of the name, 1 words further in the name, null not
 * at all. Each word typed must start a word of the name.
 */
export function companyMatch(query: CompanyQuery, company: Pick<CompanySuggestion, 'name' | 'inn' | 'ogrn'>) {
  switch (query.kind) {
    case 'inn':
      return company.inn === query.digits ? 0 : null
    case 'ogrn':
      return company.ogrn === query.digits ? 0 : null
    case 'digits':
      return company.inn.startsWith(query.digits) || company.ogrn?.startsWith(query.digits) ? 0 : null
    case 'name': {
      if (query.words.length === 0) return null
      const own = nameWords(company.name)
      if (!query.words.every((word) => own.some((w) => w.startsWith(word)))) return null
      return own[0]?.startsWith(query.words[0] ?? '') ? 0 : 1
    }
  }
}

const FULL_LEGAL_FORMS: Readonly<Record<string, string>> = {
  ООО: 'Общество с ограниченной ответственностью',
  АО: 'Акционерное общество',
  ПАО: 'Публичное акционерное общество',
  ЗАО: 'Закрытое акционерное общество',
  ИП: 'Индивидуальный предприниматель',
}

/** A seller of the marketplace as a company suggestion: what the `merchants` table knows, nothing invented. */
export function merchantCompany(merchant: { legalName: string; inn: string }): CompanySuggestion {
  const [form, ...rest] = merchant.legalName.split(' ')
  const fullForm = form ? FULL_LEGAL_FORMS[form] : undefined
  return {
    name: merchant.legalName,
    full_name: fullForm ? [fullForm, ...rest].join(' ') : merchant.legalName,
    inn: merchant.inn,
    kpp: null,
    ogrn: null,
    address: null,
    director_fio: null,
    type: merchant.inn.length === 12 ? 'INDIVIDUAL' : 'LEGAL',
  }
}
