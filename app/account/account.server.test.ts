import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from '#app/lib/api/client.server.ts'
import { createApp } from '#backend/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import {
  findBank,
  findCities,
  findCompany,
  findDeliveryIds,
  findStreets,
  parseCityChoice,
  parseStreetChoice,
  postedValues,
  redirectDone,
  required,
  signedIn,
} from './account.server.ts'

const NOVOSIBIRSK = { kladr_id: '5400000100000', fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456' }

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
    const street = {
      value: 'г Новосибирск, ул Ленина',
      street: 'ул Ленина',
      house: null,
      street_kladr_id: null,
      fias_id: null,
    }
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

describe('answers of the account actions', () => {
  it('a dead token (401) goes home and clears the cookie', () => {
    let thrown: unknown
    try {
      signedIn({ data: null, error: 'Требуется вход', status: 401 })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('bh_token=;'))).toBe(true)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('a list the page needs turns a failure into the 500 page, and gives the data otherwise', () => {
    expect(required({ data: { addresses: [] }, error: null, status: 200 })).toEqual({ addresses: [] })
    const failure = (() => {
      try {
        required({ data: null, error: 'Непредвиденная ошибка', status: 502 })
      } catch (error) {
        return error as Response
      }
    })()
    expect(failure?.status).toBe(500)
  })

  it('a save goes back to the page with its notice, never cached', () => {
    const response = redirectDone('/account/addresses', 'deleted')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/account/addresses?done=deleted')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('a form is shown again with its text fields, repeated ones as lists, buttons and files left out', () => {
    const form = new FormData()
    form.append('intent', 'find-city')
    form.append('city_full', 'Новос')
    form.append('order_statuses_subscribes', 'created')
    form.append('order_statuses_subscribes', 'billed')
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }))
    expect(postedValues(form, ['intent'])).toEqual({
      city_full: 'Новос',
      order_statuses_subscribes: ['created', 'billed'],
    })
  })
})
