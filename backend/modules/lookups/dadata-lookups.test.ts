import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { createLookupProvider } from '#backend/providers.ts'
import { buildPath } from '#contract/call.ts'
import {
  companySuggestionSchema,
  getBankByBicCall,
  getCompanyByParamCall,
  getDeliveryIdsCall,
  streetSuggestionSchema,
} from '#contract/lookups.ts'
import { request } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import {
  type FakeDadata,
  type FakeSuggestion,
  onlySuggestAddressBody,
  startFakeDadata,
} from '#tests/support/fakes/fake-dadata.ts'
import { createDadataLookupProvider } from './dadata-lookups.ts'
import { createEmbeddedLookupProvider } from './embedded-lookups.ts'

let dadata: FakeDadata
let database: TestDatabase
const logged: string[] = []
const log = (message: string) => {
  logged.push(message)
}

beforeAll(async () => {
  dadata = await startFakeDadata()
  database = await createTestDatabase()
})
afterAll(async () => {
  await dadata.close()
  await database.dispose()
})
beforeEach(() => {
  dadata.reset()
  logged.length = 0
})

/** A hanging DaData is given up on after `timeoutMs`; an answering one is waited for as long as a loaded machine needs. */
const provider = (apiKey = 'test-key', timeoutMs = 5_000) =>
  createDadataLookupProvider({
    apiKey,
    url: dadata.url,
    timeoutMs,
    fallback: createEmbeddedLookupProvider(database.db),
    log,
  })

const HANG_MS = 300

// DaData's answers, abridged (it sends many more fields), in its own shapes.
const houseOnTverskaya = {
  value: 'г Москва, ул Тверская, д 7 стр 2',
  data: {
    region_with_type: 'г Москва',
    city: 'Москва',
    city_kladr_id: '7700000000000',
    city_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    settlement: null,
    street_with_type: 'ул Тверская',
    street_kladr_id: '77000000000287700',
    house: '7',
    block_type: 'стр',
    block: '2',
    kladr_id: '7700000000028770001',
    fias_id: '11111111-2222-4333-8444-555555555555',
  },
}

/** The example of DaData's documentation for findById/delivery. */
const delivery: FakeSuggestion = {
  value: '3100400100000',
  unrestricted_value: 'fe7eea4a-875a-4235-aa61-81c2a37a0440',
  data: {
    kladr_id: '3100400100000',
    fias_id: 'fe7eea4a-875a-4235-aa61-81c2a37a0440',
    boxberry_id: '01929',
    cdek_id: '344',
    dpd_id: '196006461',
  },
}

const headOffice: FakeSuggestion = {
  value: 'ПАО СБЕРБАНК',
  data: {
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    type: 'LEGAL',
    branch_type: 'MAIN',
    name: { full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"', short_with_opf: 'ПАО СБЕРБАНК' },
    management: { name: 'Греф Герман Оскарович', post: 'ПРЕЗИДЕНТ, ПРЕДСЕДАТЕЛЬ ПРАВЛЕНИЯ' },
    state: { status: 'ACTIVE', registration_date: 677376000000 },
    address: { value: 'г Москва, ул Вавилова, д 19', unrestricted_value: '117312, г Москва, ул Вавилова, д 19' },
  },
}
const branch: FakeSuggestion = {
  value: 'СЕВЕРО-ЗАПАДНЫЙ БАНК ПАО СБЕРБАНК',
  data: { ...headOffice.data, kpp: '784243001', branch_type: 'BRANCH', name: { short_with_opf: 'СЗБ ПАО СБЕРБАНК' } },
}
const liquidated: FakeSuggestion = {
  value: 'ООО «СБЕРЕЖЕНИЕ»',
  data: {
    inn: '7701000014',
    ogrn: '1027700000017',
    type: 'LEGAL',
    branch_type: 'MAIN',
    name: { short_with_opf: 'ООО «СБЕРЕЖЕНИЕ»' },
    state: { status: 'LIQUIDATED' },
  },
}
const soleTrader: FakeSuggestion = {
  value: 'ИП Демонстров Пётр Иванович',
  data: {
    inn: '000100000170',
    ogrn: '326000000000015',
    type: 'INDIVIDUAL',
    name: { full_with_opf: 'Индивидуальный предприниматель Демонстров Пётр Иванович' },
    fio: { surname: 'Демонстров', name: 'Пётр', patronymic: 'Иванович' },
    state: { status: 'ACTIVE' },
    address: { value: 'г Казань' },
  },
}

const bank: FakeSuggestion = {
  value: 'ПАО Сбербанк',
  data: {
    bic: '044525225',
    swift: 'SABRRUMM',
    inn: '7707083893',
    kpp: '773601001',
    correspondent_account: '30101810400000000225',
    registration_number: '1481',
    payment_city: 'г. Москва',
    name: { payment: 'ПАО СБЕРБАНК', short: 'СБЕРБАНК РОССИИ' },
    opf: { type: 'BANK' },
    state: { status: 'ACTIVE' },
    address: { value: 'г Москва, ул Вавилова, д 19', data: { city: 'Москва' } },
  },
}

describe('streets: suggest/address within the city', () => {
  it('asks for streets to houses in the city of the KLADR code, with the key, in Russian', async () => {
    dadata.suggestions = [houseOnTverskaya]
    await provider().streetsOfCity('тверская 7', '7700000000000', 5)
    expect(onlySuggestAddressBody(dadata)).toEqual({
      query: 'тверская 7',
      count: 5,
      language: 'ru',
      locations: [{ kladr_id: '7700000000000' }],
      from_bound: { value: 'street' },
      to_bound: { value: 'house' },
    })
  })

  it('maps a house to our street suggestion with DaData’s own codes', async () => {
    dadata.suggestions = [houseOnTverskaya]
    const [suggestion] = await provider().streetsOfCity('тверская 7', '7700000000000', 5)
    expect(suggestion).toEqual({
      value: 'г Москва, ул Тверская, д 7 стр 2',
      city: 'Москва',
      city_kladr_id: '7700000000000',
      city_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      region_with_type: 'г Москва',
      fias_id: '11111111-2222-4333-8444-555555555555',
      kladr_id: '7700000000028770001',
      street_kladr_id: '77000000000287700',
      street_with_type: 'ул Тверская',
      house: '7 стр 2',
    })
    streetSuggestionSchema.parse(suggestion)
  })

  it('falls back to the embedded streets when DaData fails, hangs or refuses the key, and logs it', async () => {
    for (const behaviour of ['fail', 'hang'] as const) {
      dadata.behaviour = behaviour
      const [first] = await provider('test-key', HANG_MS).streetsOfCity('тверская', '7700000000000', 5)
      expect(first?.street_with_type, behaviour).toBe('ул Тверская')
    }
    dadata.behaviour = 'answer'
    expect((await provider('wrong-key').streetsOfCity('невск', '7800000000000', 5))[0]?.value).toBe(
      'г Санкт-Петербург, Невский пр-кт',
    )
    expect(logged).toEqual([
      expect.stringContaining('suggest/address (streets) failed'),
      expect.stringContaining('suggest/address (streets) failed'),
      expect.stringContaining('suggest/address (streets) failed'),
    ])
  })
})

describe('delivery ids: findById/delivery', () => {
  it('asks by the KLADR code and answers the carriers’ ids', async () => {
    dadata.deliveries = [delivery]
    expect(await provider().deliveryIds('3100400100000')).toEqual({
      kladr_id: '3100400100000',
      fias_id: 'fe7eea4a-875a-4235-aa61-81c2a37a0440',
      cdek_id: '344',
      boxberry_id: '01929',
      dpd_id: '196006461',
    })
    expect(dadata.requests.map((r) => [r.path, r.body])).toEqual([['/findById/delivery', { query: '3100400100000' }]])
  })

  it('answers null when DaData knows no such place; the directory’s ids when DaData fails', async () => {
    expect(await provider().deliveryIds('5400000100000')).toBeNull()
    expect(logged).toEqual([])
    dadata.behaviour = 'fail'
    expect(await provider().deliveryIds('5400000100000')).toMatchObject({
      kladr_id: '5400000100000',
      fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
      cdek_id: null,
    })
    expect(logged).toEqual([expect.stringContaining('findById/delivery failed')])
  })
})

describe('companies: findById/party and suggest/party', () => {
  it('asks by a whole INN for active head offices and maps the head office', async () => {
    dadata.parties = [headOffice, branch]
    const found = await provider().companies('7707083893', 10)
    expect(dadata.requests.map((r) => [r.path, r.body])).toEqual([
      ['/findById/party', { query: '7707083893', count: 10, status: ['ACTIVE'], branch_type: 'MAIN' }],
    ])
    expect(found).toEqual([
      {
        name: 'ПАО СБЕРБАНК',
        full_name: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
        inn: '7707083893',
        kpp: '773601001',
        ogrn: '1027700132195',
        address: '117312, г Москва, ул Вавилова, д 19',
        director_fio: 'Греф Герман Оскарович',
        type: 'LEGAL',
      },
    ])
    for (const company of found) companySuggestionSchema.parse(company)
  })

  it('asks by OGRN the same way; a sole proprietor without the head-office filter, named as a person', async () => {
    dadata.parties = [headOffice, soleTrader]
    expect((await provider().companies('1027700132195', 10)).map((c) => c.inn)).toEqual(['7707083893'])
    const [trader] = await provider().companies('000100000170', 10)
    expect(dadata.requests.map((r) => r.body)).toEqual([
      { query: '1027700132195', count: 10, status: ['ACTIVE'], branch_type: 'MAIN' },
      { query: '000100000170', count: 10, status: ['ACTIVE'] },
    ])
    expect(trader).toEqual({
      name: 'ИП Демонстров Пётр Иванович',
      full_name: 'Индивидуальный предприниматель Демонстров Пётр Иванович',
      inn: '000100000170',
      kpp: null,
      ogrn: '326000000000015',
      address: 'г Казань',
      director_fio: 'Демонстров Пётр Иванович',
      type: 'INDIVIDUAL',
    })
  })

  it('suggests by name, active head offices only', async () => {
    dadata.parties = [headOffice, branch, liquidated]
    const found = await provider().companies('сбер', 10)
    expect(dadata.requests.map((r) => [r.path, r.body])).toEqual([
      ['/suggest/party', { query: 'сбер', count: 10, status: ['ACTIVE'], branch_type: ['MAIN'] }],
    ])
    expect(found.map((c) => [c.name, c.kpp])).toEqual([['ПАО СБЕРБАНК', '773601001']])
  })

  it('falls back to the embedded companies when DaData fails, and logs it', async () => {
    dadata.behaviour = 'fail'
    expect((await provider().companies('0001000010', 10)).map((c) => c.name)).toEqual(['ООО «Демо-клиника Здоровье»'])
    expect(logged).toEqual([expect.stringContaining('findById/party failed')])
  })
})

describe('banks: findById/bank', () => {
  it('asks by the BIK and answers the bank’s payment name, correspondent account and city', async () => {
    dadata.banks = [bank]
    expect(await provider().bankByBic('044525225')).toEqual({
      bic: '044525225',
      name: 'ПАО СБЕРБАНК',
      correspondent_account: '30101810400000000225',
      city: 'Москва',
    })
    expect(dadata.requests.map((r) => [r.path, r.body, r.headers.authorization])).toEqual([
      ['/findById/bank', { query: '044525225' }, 'Token test-key'],
    ])
  })

  it('answers null for a BIK DaData does not know; the embedded bank when DaData hangs', async () => {
    expect(await provider().bankByBic('044525226')).toBeNull()
    dadata.behaviour = 'hang'
    expect((await provider('test-key', HANG_MS).bankByBic('044525593'))?.name).toBe('АО «Альфа-Банк»')
    expect(logged).toEqual([expect.stringContaining('findById/bank failed')])
  })
})

describe('the provider chosen by settings, behind the HTTP calls', () => {
  const dadataSettings = () => ({ DADATA_URL: dadata.url, DADATA_TIMEOUT_MS: 300 })

  it('is the embedded directories without a key and DaData with one', async () => {
    dadata.banks = [bank]
    const embedded = createLookupProvider({ ...dadataSettings(), DADATA_API_KEY: undefined }, database.db, log)
    expect((await embedded.bankByBic('044525225'))?.name).toBe('ПАО Сбербанк')
    const real = createLookupProvider({ ...dadataSettings(), DADATA_API_KEY: 'test-key' }, database.db, log)
    expect((await real.bankByBic('044525225'))?.name).toBe('ПАО СБЕРБАНК')
    expect(dadata.requests).toHaveLength(1)
  })

  it('serves the public calls from DaData when DADATA_API_KEY is set', async () => {
    const settings = { ...dadataSettings(), DADATA_API_KEY: 'test-key' }
    const app = createApp({ db: database.db, log, lookups: (db) => createLookupProvider(settings, db, log) })
    dadata.banks = [bank]
    dadata.parties = [headOffice]
    dadata.deliveries = [delivery]
    const bankAnswer = await request(app, 'POST', getBankByBicCall.path, { bic: '044525225' })
    expect(getBankByBicCall.response.parse(await bankAnswer.json()).data?.name).toBe('ПАО СБЕРБАНК')
    const companyAnswer = await request(app, 'GET', `${getCompanyByParamCall.path}?param=7707083893`)
    expect(getCompanyByParamCall.response.parse(await companyAnswer.json()).suggestions).toHaveLength(1)
    const deliveryAnswer = await request(app, 'GET', buildPath(getDeliveryIdsCall.path, { kladr_id: '3100400100000' }))
    expect(getDeliveryIdsCall.response.parse(await deliveryAnswer.json()).data?.cdek_id).toBe('344')
    expect(dadata.requests.map((r) => r.path)).toEqual(['/findById/bank', '/findById/party', '/findById/delivery'])
  })
})
