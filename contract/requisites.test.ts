import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { requisiteFieldsSchema, requisiteMessages, updateRequisitesCall } from './requisites.ts'

/** A company's requisites that pass every check (examples of shared/reference/russian-domain.md §2). */
const valid = {
  campaign_name: 'ООО «Клиника»',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  bank_bik: '044030827',
  bank_account: '40702810900000002851',
  bank_corr_account: '30101810200000000827',
  director_fio: 'Иванова Анна Сергеевна',
  director_phone: '+79161234567',
  director_email: 'director@clinic.test',
}

/** The messages of each field that failed. */
function errorsOf(schema: z.ZodTypeAny, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  return result.error.flatten().fieldErrors as Record<string, string[]>
}

describe('requisiteFieldsSchema', () => {
  it('accepts valid requisites, the digits typed with spaces and the KPP in small letters', () => {
    const parsed = requisiteFieldsSchema.parse({
      ...valid,
      inn: '7707 083 893',
      kpp: '7736ab001',
      bank_account: '40702 810 9 0000 0002851',
      bank_corr_account: '30101-810-2-00000000827',
      addr_jur: '  ',
    })
    expect(parsed).toMatchObject({
      inn: '7707083893',
      kpp: '7736AB001',
      bank_account: '40702810900000002851',
      bank_corr_account: '30101810200000000827',
      addr_jur: null,
      addr_post: null,
      bank_name: null,
      default: false,
    })
  })

  it('refuses a wrong INN, OGRN, KPP and BIK each with its Russian message under its own field', () => {
    expect(errorsOf(requisiteFieldsSchema, { ...valid, inn: '7707083894' })).toEqual({
      inn: [requisiteMessages.inn],
    })
    expect(errorsOf(requisiteFieldsSchema, { ...valid, ogrn: '1027700132196' })).toEqual({
      ogrn: [requisiteMessages.ogrn],
    })
    expect(errorsOf(requisiteFieldsSchema, { ...valid, kpp: '7736АБ001' })).toEqual({ kpp: [requisiteMessages.kpp] })
    expect(errorsOf(requisiteFieldsSchema, { ...valid, bank_bik: '144030827' })).toEqual({
      bank_bik: [requisiteMessages.bik],
    })
  })

  it('checks the settlement account against the BIK', () => {
    expect(errorsOf(requisiteFieldsSchema, { ...valid, bank_account: '40702810900000002852' })).toEqual({
      bank_account: [requisiteMessages.account],
    })
    // A valid account of another bank (the Central Bank's example) is wrong with this BIK.
    expect(errorsOf(requisiteFieldsSchema, { ...valid, bank_account: '40602810700000000025' })).toEqual({
      bank_account: [requisiteMessages.account],
    })
    expect(errorsOf(requisiteFieldsSchema, { ...valid, bank_account: '4070281090000000285' })).toEqual({
      bank_account: [requisiteMessages.account],
    })
  })

  it('checks the correspondent account against the BIK', () => {
    // Sberbank's correspondent account is valid, but not with this bank's BIK.
    expect(errorsOf(requisiteFieldsSchema, { ...valid, bank_corr_account: '30101810400000000225' })).toEqual({
      bank_corr_account: [requisiteMessages.corrAccount],
    })
    expect(errorsOf(requisiteFieldsSchema, { ...valid, bank_corr_account: '' })).toEqual({})
  })

  it('matches the OGRN’s length to the kind of INN: 13 for a company, 15 for a sole proprietor', () => {
    expect(errorsOf(requisiteFieldsSchema, { ...valid, ogrn: '307760324100018' })).toEqual({
      ogrn: [requisiteMessages.ogrnKind],
    })
    expect(errorsOf(requisiteFieldsSchema, { ...valid, inn: '500100732259', kpp: null })).toEqual({
      ogrn: [requisiteMessages.ogrnKind],
    })
    expect(
      errorsOf(requisiteFieldsSchema, { ...valid, inn: '500100732259', ogrn: '307760324100018', kpp: null }),
    ).toEqual({})
  })

  it('refuses a KPP for a sole proprietor', () => {
    expect(
      errorsOf(requisiteFieldsSchema, { ...valid, inn: '500100732259', ogrn: '307760324100018', kpp: '773601001' }),
    ).toEqual({ kpp: [requisiteMessages.kppOfSoleTrader] })
  })

  it('requires the company name, BIK, settlement account, director, phone and e-mail; the rest may be empty', () => {
    const errors = errorsOf(requisiteFieldsSchema, {})
    expect(Object.keys(errors).sort()).toEqual(
      ['bank_account', 'bank_bik', 'campaign_name', 'director_email', 'director_fio', 'director_phone'].sort(),
    )
    const { inn, ogrn, kpp, bank_corr_account, ...required } = valid
    expect(errorsOf(requisiteFieldsSchema, required)).toEqual({})
  })

  it('takes the phone in E.164 only (the storefront normalises what people type)', () => {
    expect(Object.keys(errorsOf(requisiteFieldsSchema, { ...valid, director_phone: '8 916 123-45-67' }))).toEqual([
      'director_phone',
    ])
  })
})

describe(`${updateRequisitesCall.method} ${updateRequisitesCall.path} body`, () => {
  it('takes an optional id and runs the same cross-field checks', () => {
    expect(updateRequisitesCall.body.parse({ ...valid, id: 5 })).toMatchObject({ id: 5 })
    expect(errorsOf(updateRequisitesCall.body, { ...valid, id: 5, bank_account: '40702810900000002852' })).toEqual({
      bank_account: [requisiteMessages.account],
    })
  })

  it('refuses unknown fields and ids that are not positive integers', () => {
    expect(updateRequisitesCall.body.safeParse({ ...valid, user_id: 1 }).success).toBe(false)
    for (const id of [0, -1, 1.5, '5']) {
      expect(Object.keys(errorsOf(updateRequisitesCall.body, { ...valid, id })), String(id)).toEqual(['id'])
    }
  })
})
