import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from '#app/lib/api/client.server.ts'
import { createApp } from '#backend/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { addressBodyOf, addressStep } from './address-form.server.ts'
import {
  findBank,
  findCities,
  findCompany,
  findDeliveryIds,
  findStreets,
  parseCityChoice,
  parseStreetChoice,
} from './lookups.server.ts'
import { requisiteBodyOf, requisiteStep } from './requisite-form.server.ts'

const NOVOSIBIRSK = { kladr_id: '5400000100000', fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456' }
/** A street of Novosibirsk as a suggestion gives it, without a house or ids. */
const street = {
  value: 'г Новосибирск, ул Ленина',
  street: 'ул Ленина',
  house: null,
  street_kladr_id: null,
  fias_id: null,
}

let database: TestDatabase
let api: ApiClient

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 20 })
  const app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
  api = createApiClient({
    transport: { fetch: (request) => app.fetch(request), baseUrl: 'http://backend.internal' },
    defaultError: 'Непредвиденная ошибка',
    log: () => {},
  })
})
afterAll(() => database.dispose())

describe('look-ups that fill the account forms (the back-end’s embedded directories)', () => {
  it('find a city with its ids, then streets within it', async () => {
    const [city] = await findCities(api, 'Новос')
    expect(city).toMatchObject({ value: 'г Новосибирск', city: 'Новосибирск', ...NOVOSIBIRSK })
    const streets = await findStreets(api, 'Ленина', NOVOSIBIRSK.kladr_id)
    expect(streets.map((s) => s.street)).toContain('ул Ленина')
    expect(streets.every((s) => s.value.startsWith('г Новосибирск'))).toBe(true)
  })

  it('ask nothing for an empty text or a malformed KLADR id', async () => {
    expect(await findCities(api, '   ')).toEqual([])
    expect(await findStreets(api, 'Ленина', "54' OR 1=1")).toEqual([])
    expect(await findDeliveryIds(api, 'abc')).toBeNull()
  })

  it('give the delivery ids of a city', async () => {
    expect(await findDeliveryIds(api, NOVOSIBIRSK.kladr_id)).toMatchObject(NOVOSIBIRSK)
  })

  it('fill requisites from a company found by INN, and a bank by BIK', async () => {
    expect(await findCompany(api, '0001000010')).toEqual({
      campaign_name: 'ООО «Демо-клиника Здоровье»',
      inn: '0001000010',
      kpp: '000101001',
      ogrn: '1260000000017',
      addr_jur: 'г Москва, ул Демонстрационная, д 1',
      director_fio: 'Примерова Анна Сергеевна',
    })
    expect(await findBank(api, '044525225')).toEqual({
      bank_bik: '044525225',
      bank_name: 'ПАО Сбербанк',
      bank_corr_account: '30101810400000000225',
    })
  })

  it('answer null when nothing is found', async () => {
    expect(await findCompany(api, '7707083893')).toBeNull()
    expect(await findBank(api, '049999999')).toBeNull()
    expect(await findBank(api, '12345')).toBeNull()
  })
})

describe('a suggestion chosen without JavaScript', () => {
  const city = { value: 'г Новосибирск', city: 'Новосибирск', region: 'Новосибирская обл', ...NOVOSIBIRSK }

  it('is read back from its button', () => {
    expect(parseCityChoice(JSON.stringify(city))).toEqual(city)
    expect(parseStreetChoice(JSON.stringify(street))).toEqual(street)
  })

  it('is refused when forged, broken or too long', () => {
    expect(parseCityChoice(JSON.stringify({ ...city, kladr_id: "1' OR 1=1" }))).toBeNull()
    expect(parseCityChoice('{not json')).toBeNull()
    expect(parseCityChoice(JSON.stringify({ ...city, value: 'г'.repeat(3000) }))).toBeNull()
    expect(parseStreetChoice(JSON.stringify({ value: 'x', street: '', house: null }))).toBeNull()
    expect(parseCityChoice(null)).toBeNull()
  })
})

/** A post of a form: its fields, in order. */
const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}
const cityChoice = { value: 'г Новосибирск', city: 'Новосибирск', region: 'Новосибирская обл', ...NOVOSIBIRSK }

/** The account's form of an address or requisites (no prefix), and checkout's new one (its fields under a prefix). */
const inBothForms = (what: string, checkoutPrefix: string) =>
  describe.each([
    [`the account’s ${what}`, ''],
    [`checkout’s new ${what}`, checkoutPrefix],
  ])
const under = (prefix: string) => (field: string) => `${prefix}${field}`

inBothForms('address', 'new_address.')('address suggestions without JavaScript: %s', (_, prefix) => {
  const name = under(prefix)

  it('«Найти» a city answers its settlements; an empty city is required', async () => {
    const form = post({ intent: 'find-city', [name('city_full')]: 'Новос' })
    const found = await addressStep(api, form, { [name('city_full')]: 'Новос' }, prefix)
    expect(found?.status).toBe(200)
    expect(found?.cityChoices?.[0]).toMatchObject({ value: 'г Новосибирск', ...NOVOSIBIRSK })
    const empty = await addressStep(api, post({ intent: 'find-city' }), { [name('city_full')]: ' ' }, prefix)
    expect(empty?.status).toBe(400)
    expect(Object.keys(empty?.fieldErrors ?? {})).toEqual([name('city_full')])
  })

  it('a chosen city fills its ids under the prefix; the bookkeeping has none', async () => {
    const form = post({ pick_city: JSON.stringify(cityChoice) })
    const chosen = await addressStep(api, form, { [name('city_full')]: 'Новос', [name('house')]: '5' }, prefix)
    expect(chosen?.cityChosen?.city).toBe('г Новосибирск')
    expect(chosen?.values).toMatchObject({
      [name('city_full')]: 'г Новосибирск',
      [name('kladr_id')]: NOVOSIBIRSK.kladr_id,
      [name('fias_id')]: NOVOSIBIRSK.fias_id,
      [name('house')]: '5',
      picked_city: 'г Новосибирск',
      city_fias_id: NOVOSIBIRSK.fias_id,
    })
    const forged = await addressStep(api, post({ pick_city: '{"value":1}' }), {}, prefix)
    expect(forged).toMatchObject({ status: 400, values: {} })
  })

  it('«Найти» a street asks for the chosen city first, then answers its streets', async () => {
    const typed = { [name('city_full')]: 'г Новосибирск', [name('street')]: 'Ленина' }
    const noCity = await addressStep(api, post({ intent: 'find-street' }), typed, prefix)
    expect(noCity?.status).toBe(400)
    expect(Object.keys(noCity?.fieldErrors ?? {})).toEqual([name('street')])
    const withCity = { ...typed, [name('kladr_id')]: NOVOSIBIRSK.kladr_id, picked_city: 'г Новосибирск' }
    const found = await addressStep(api, post({ intent: 'find-street' }), withCity, prefix)
    expect(found?.streetChoices?.map((s) => s.street)).toContain('ул Ленина')
  })

  it('a chosen street fills the street and its ids, keeping the house typed when it has none', async () => {
    const form = post({ pick_street: JSON.stringify(street) })
    const chosen = await addressStep(api, form, { [name('house')]: '7', city_fias_id: NOVOSIBIRSK.fias_id }, prefix)
    expect(chosen?.values).toMatchObject({
      [name('street')]: 'ул Ленина',
      [name('house')]: '7',
      [name('fias_id')]: NOVOSIBIRSK.fias_id,
      picked_street: 'ул Ленина',
    })
  })

  it('is not a step when the post is the form’s own submit', async () => {
    expect(await addressStep(api, post({ intent: 'save' }), {}, prefix)).toBeNull()
  })
})

describe('an address saved', () => {
  const address = {
    city_full: 'г Новосибирск',
    street: 'ул Ленина',
    house: '1',
    kladr_id: NOVOSIBIRSK.kladr_id,
    fias_id: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa',
    cdek_id: '270',
  }

  it('keeps the ids a suggestion gave while the text is the one they were chosen for', () => {
    const form = post({ picked_city: 'г Новосибирск', picked_street: 'ул Ленина', city_fias_id: NOVOSIBIRSK.fias_id })
    expect(addressBodyOf(form, address, true)).toMatchObject({
      kladr_id: NOVOSIBIRSK.kladr_id,
      fias_id: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa',
      cdek_id: '270',
      default: true,
    })
  })

  it('drops them for a city typed over the choice, and the street’s for a street typed over it', () => {
    const otherCity = post({ picked_city: 'г Москва', picked_street: 'ул Ленина' })
    expect(addressBodyOf(otherCity, address, false)).toMatchObject({ kladr_id: null, fias_id: null, cdek_id: null })
    const otherStreet = post({
      picked_city: 'г Новосибирск',
      picked_street: 'ул Мира',
      city_fias_id: NOVOSIBIRSK.fias_id,
    })
    expect(addressBodyOf(otherStreet, address, false)).toMatchObject({
      kladr_id: NOVOSIBIRSK.kladr_id,
      fias_id: NOVOSIBIRSK.fias_id,
      street_kladr_id: null,
    })
  })
})

inBothForms('requisites', 'new_requisite.')('requisites filled without JavaScript: %s', (_, prefix) => {
  const name = under(prefix)

  it('fills the company found by INN under the prefix, keeping what the look-up does not know', async () => {
    const values = { [name('inn')]: '0001 000 010', [name('bank_account')]: '40702810900000000001' }
    const step = await requisiteStep(api, values, 'inn', prefix)
    expect(step.status).toBe(200)
    expect(step.values).toMatchObject({
      [name('campaign_name')]: 'ООО «Демо-клиника Здоровье»',
      [name('kpp')]: '000101001',
      [name('bank_account')]: '40702810900000000001',
    })
    expect(step.notice).toMatchObject({ field: name('inn'), found: true })
    expect(step.notice?.text).toContain('ООО «Демо-клиника Здоровье»')
  })

  it('fills the bank by BIK; says so when nothing is found; asks for a code first', async () => {
    const bank = await requisiteStep(api, { [name('bank_bik')]: '044525225' }, 'bank_bik', prefix)
    expect(bank.values[name('bank_name')]).toBe('ПАО Сбербанк')
    const none = await requisiteStep(api, { [name('inn')]: '7707083893' }, 'inn', prefix)
    expect(none).toMatchObject({ status: 200, notice: { field: name('inn'), found: false } })
    const empty = await requisiteStep(api, {}, 'bank_bik', prefix)
    expect(empty).toMatchObject({ status: 400, notice: { field: name('bank_bik'), found: false } })
  })

  it('refuses a code that fails its checksum, under its field', async () => {
    const step = await requisiteStep(api, { [name('inn')]: '7707083894' }, 'inn', prefix)
    expect(step.status).toBe(400)
    expect(Object.keys(step.fieldErrors)).toEqual([name('inn')])
    expect(step.notice).toBeUndefined()
  })
})

describe('requisites saved', () => {
  it('go to the back-end with empty optional fields as null', () => {
    const body = requisiteBodyOf(
      {
        campaign_name: 'ООО «Ромашка»',
        bank_bik: '044525225',
        bank_account: '40702810900000000001',
        director_fio: 'Иванов И. И.',
        director_phone: '+79991234567',
        director_email: 'a@b.ru',
      },
      false,
    )
    expect(body).toMatchObject({
      inn: null,
      kpp: null,
      bank_name: null,
      default: false,
      campaign_name: 'ООО «Ромашка»',
    })
  })
})
