import { describe, expect, it } from 'vitest'
import { merchants } from '#backend/db/schema.ts'
import { buildReferenceData } from '#backend/db/seed/reference.ts'
import { buildPath, errorResponseSchema } from '#contract/call.ts'
import { getAddressOfCityCall, getBankByBicCall, getCompanyByParamCall, getDeliveryIdsCall } from '#contract/lookups.ts'
import { ok, testBackend } from '#tests/support/api.ts'
import { DEMO_COMPANIES } from './companies.data.ts'

const sellers = buildReferenceData().merchants
// The embedded directories, with the demo catalogue's sellers as the seed writes them.
const backend = testBackend({ seed: (db) => db.insert(merchants).values(sellers) })

async function streets(address: string, kladrId: string, count?: number) {
  const query = new URLSearchParams({ address, kladr_id: kladrId, ...(count ? { count: String(count) } : {}) })
  const body = await ok(await backend.request('GET', `${getAddressOfCityCall.path}?${query}`))
  return getAddressOfCityCall.response.parse(body).suggestions
}

const companies = async (param: string) =>
  getCompanyByParamCall.response.parse(
    await ok(await backend.request('GET', `${getCompanyByParamCall.path}?${new URLSearchParams({ param })}`)),
  ).suggestions

const bank = async (bic: unknown) =>
  getBankByBicCall.response.parse(await ok(await backend.request('POST', getBankByBicCall.path, { bic }))).data

const MOSCOW = '7700000000000'
const YEKATERINBURG = '6600000100000'

describe(`${getAddressOfCityCall.method} ${getAddressOfCityCall.path}`, () => {
  it('suggests streets of the city as DaData does, with the city’s ids and no invented street code', async () => {
    expect(await streets('тверс', MOSCOW)).toEqual([
      {
        value: 'г Москва, ул Тверская',
        city: 'Москва',
        city_kladr_id: MOSCOW,
        city_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        region_with_type: 'г Москва',
        fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        kladr_id: MOSCOW,
        street_kladr_id: null,
        street_with_type: 'ул Тверская',
        house: null,
      },
      expect.objectContaining({ street_with_type: 'Тверской б-р' }),
    ])
  })

  it('adds the house once a number follows the street', async () => {
    const [first] = await streets('ул 8 Марта, д. 12а', YEKATERINBURG)
    expect(first).toMatchObject({
      value: 'г Екатеринбург, ул 8 Марта, д 12А',
      street_with_type: 'ул 8 Марта',
      house: '12А',
      city: 'Екатеринбург',
    })
  })

  it('keeps to the city of the KLADR code (a street or house code of it too) and to `count`', async () => {
    expect(await streets('невский', MOSCOW)).toEqual([])
    expect((await streets('невский', '7800000000000')).map((s) => s.street_with_type)).toEqual(['Невский пр-кт'])
    expect((await streets('ул', '66000001000007200', 3)).map((s) => s.city)).toEqual([
      'Екатеринбург',
      'Екатеринбург',
      'Екатеринбург',
    ])
    expect(await streets('ленина', '5401300003400')).toEqual([])
  })

  it('answers 400 naming the parameters when they are missing or malformed', async () => {
    const response = await backend.request('GET', `${getAddressOfCityCall.path}?kladr_id=77`)
    expect(response.status).toBe(400)
    expect(Object.keys(errorResponseSchema.parse(await response.json()).fields ?? {}).sort()).toEqual([
      'address',
      'kladr_id',
    ])
  })
})

describe(`${getDeliveryIdsCall.method} ${getDeliveryIdsCall.path}`, () => {
  const delivery = async (kladrId: string) =>
    backend.request('GET', buildPath(getDeliveryIdsCall.path, { kladr_id: kladrId }))

  it('answers the city directory’s KLADR and FIAS ids; the carriers’ ids are unknown offline', async () => {
    const answer = getDeliveryIdsCall.response.parse(await ok(await delivery('5400000100000')))
    expect(answer).toEqual({
      data: {
        kladr_id: '5400000100000',
        fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
        cdek_id: null,
        boxberry_id: null,
        dpd_id: null,
      },
    })
    const ofStreet = getDeliveryIdsCall.response.parse(await ok(await delivery('54000001000012300')))
    expect(ofStreet.data?.kladr_id).toBe('5400000100000')
  })

  it('answers null for a place outside the directory and 400 for what is not a KLADR code', async () => {
    expect(getDeliveryIdsCall.response.parse(await ok(await delivery('5401300003400')))).toEqual({ data: null })
    const response = await delivery('moscow')
    expect(response.status).toBe(400)
    expect(errorResponseSchema.parse(await response.json()).fields).toEqual({ kladr_id: ['Неправильный формат'] })
  })
})

describe(`${getCompanyByParamCall.method} ${getCompanyByParamCall.path}`, () => {
  it('finds a seller of the demo catalogue by its INN', async () => {
    const seller = sellers[0]
    if (!seller?.inn) throw new Error('no seller')
    expect(await companies(seller.inn)).toEqual([
      {
        name: seller.legalName,
        full_name: `Общество с ограниченной ответственностью ${seller.legalName?.replace(/^ООО /, '')}`,
        inn: seller.inn,
        kpp: null,
        ogrn: null,
        address: null,
        director_fio: null,
        type: 'LEGAL',
      },
    ])
  })

  it('finds a demo organisation by INN or OGRN with everything the requisites form needs', async () => {
    const clinic = DEMO_COMPANIES.find((company) => company.inn === '0001000010')
    if (!clinic) throw new Error('no demo clinic')
    // The requisites form fills every field from the answer: none may be missing.
    expect(Object.entries(clinic).filter(([, value]) => value === null)).toEqual([])
    expect(await companies('0001000010')).toEqual([clinic])
    expect(await companies('1260000000017')).toEqual([clinic])
    expect(await companies('326000000000015')).toEqual([
      expect.objectContaining({ inn: '000100000170', kpp: null, type: 'INDIVIDUAL' }),
    ])
  })

  it('finds companies by the start of a word of the name, in any case; an unknown one finds nothing', async () => {
    expect((await companies('медсн')).map((c) => c.name)).toEqual(['ООО «МедСнаб»'])
    expect((await companies('ДЕМО-ЛАБ')).map((c) => c.name)).toEqual(['ООО «Демо-лаборатория Анализ»'])
    expect((await companies('ООО Демо')).length).toBeGreaterThanOrEqual(2)
    expect(await companies('7707083893')).toEqual([])
    expect(await companies('ооо')).toEqual([])
  })

  it('answers 400 without a parameter', async () => {
    expect((await backend.request('GET', getCompanyByParamCall.path)).status).toBe(400)
  })
})

describe(`${getBankByBicCall.method} ${getBankByBicCall.path}`, () => {
  it('answers a real bank by its BIK, typed with spaces too', async () => {
    expect(await bank('044525225')).toEqual({
      bic: '044525225',
      name: 'ПАО Сбербанк',
      correspondent_account: '30101810400000000225',
      city: 'Москва',
    })
    expect((await bank('045 004 641'))?.name).toBe('Сибирский банк ПАО Сбербанк')
  })

  it('answers null for a BIK of no bank here, and 400 for what is not nine digits', async () => {
    expect(await bank('044525999')).toBeNull()
    expect(await bank('144525225')).toBeNull()
    for (const bic of ['04452522', 'abc', 44525225, null]) {
      const response = await backend.request('POST', getBankByBicCall.path, { bic })
      expect(response.status, String(bic)).toBe(400)
      expect(Object.keys(errorResponseSchema.parse(await response.json()).fields ?? {})).toEqual(['bic'])
    }
  })
})
