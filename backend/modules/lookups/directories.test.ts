import { describe, expect, it } from 'vitest'
import { CITIES, findCityByKladrId } from '#backend/modules/location/cities.ts'
import { isValidBik, isValidCorrespondentAccount, isValidInn, isValidKpp, isValidOgrn } from '#contract/company-ids.ts'
import { bankSchema, companySuggestionSchema } from '#contract/lookups.ts'
import { DEMO_COMPANIES } from './companies.data.ts'
import { BANKS, companyMatch, findBankByBic, merchantCompany, parseCompanyQuery } from './directories.ts'
import { STREETS_BY_CITY_KLADR } from './streets.data.ts'
import { parseStreetQuery, searchStreets } from './streets.ts'

describe('the bank directory', () => {
  it('holds real banks whose every BIK and correspondent account pass the Central Bank’s checks', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(25)
    for (const bank of BANKS) {
      bankSchema.parse(bank)
      expect(isValidBik(bank.bic), bank.bic).toBe(true)
      expect(bank.bic.startsWith('04'), bank.bic).toBe(true)
      expect(isValidCorrespondentAccount(bank.correspondent_account ?? '', bank.bic), bank.bic).toBe(true)
    }
    expect(new Set(BANKS.map((b) => b.bic)).size).toBe(BANKS.length)
  })

  it('finds Sberbank by its BIK with its correspondent account', () => {
    expect(findBankByBic('044525225')).toEqual({
      bic: '044525225',
      name: 'ПАО Сбербанк',
      correspondent_account: '30101810400000000225',
      city: 'Москва',
    })
    expect(findBankByBic('044525226')).toBeNull()
  })
})

describe('the demo companies', () => {
  it('pass every check of their identifiers and their kind, and cannot be real ones (tax office 00)', () => {
    for (const company of DEMO_COMPANIES) {
      companySuggestionSchema.parse(company)
      expect(isValidInn(company.inn), company.inn).toBe(true)
      expect(isValidOgrn(company.ogrn ?? ''), company.name).toBe(true)
      expect(company.inn.startsWith('00'), company.inn).toBe(true)
      if (company.type === 'INDIVIDUAL') {
        expect([company.inn.length, company.ogrn?.length, company.kpp]).toEqual([12, 15, null])
      } else {
        expect([company.inn.length, company.ogrn?.length]).toEqual([10, 13])
        expect(isValidKpp(company.kpp ?? ''), company.name).toBe(true)
      }
      expect(company.name).toMatch(/Демо|Демонстр/)
    }
  })
})

describe('company queries', () => {
  it('read a whole INN or OGRN as an identifier, other digits as its start, the rest as words of a name', () => {
    expect(parseCompanyQuery(' 7707 083 893 ')).toEqual({ kind: 'inn', digits: '7707083893' })
    expect(parseCompanyQuery('000100000170')).toEqual({ kind: 'inn', digits: '000100000170' })
    expect(parseCompanyQuery('1260000000017')).toEqual({ kind: 'ogrn', digits: '1260000000017' })
    expect(parseCompanyQuery('0001')).toEqual({ kind: 'digits', digits: '0001' })
    expect(parseCompanyQuery('ООО «Демо-Клиника»')).toEqual({ kind: 'name', words: ['демо', 'клиника'] })
  })

  it('match a name by the starts of its words, the legal form and quotes aside', () => {
    const clinic = DEMO_COMPANIES[0]
    if (!clinic) throw new Error('no demo company')
    expect(companyMatch(parseCompanyQuery('демо-клин'), clinic)).toBe(0)
    expect(companyMatch(parseCompanyQuery('здоровье'), clinic)).toBe(1)
    expect(companyMatch(parseCompanyQuery('ооо'), clinic)).toBeNull()
    expect(companyMatch(parseCompanyQuery('оровье'), clinic)).toBeNull()
  })

  it('make a seller of the `merchants` table a company with nothing invented', () => {
    expect(merchantCompany({ legalName: 'ООО «МедСнаб»', inn: '7728143567' })).toEqual({
      name: 'ООО «МедСнаб»',
      full_name: 'Общество с ограниченной ответственностью «МедСнаб»',
      inn: '7728143567',
      kpp: null,
      ogrn: null,
      address: null,
      director_fio: null,
      type: 'LEGAL',
    })
  })
})

describe('the street lists', () => {
  it('cover the ten largest cities of the city directory with a few dozen streets each, no repeats', () => {
    for (const city of CITIES.slice(0, 10)) {
      const streets = STREETS_BY_CITY_KLADR[city.kladrId] ?? []
      expect(streets.length, city.name).toBeGreaterThanOrEqual(25)
      expect(new Set(streets).size, city.name).toBe(streets.length)
    }
  })

  it('are keyed by directory cities and write each street with a FIAS type before or after its name', () => {
    for (const [kladrId, streets] of Object.entries(STREETS_BY_CITY_KLADR)) {
      expect(findCityByKladrId(kladrId)?.kladrId).toBe(kladrId)
      for (const street of streets) {
        expect(street, street).toMatch(/^(ул|пр-кт|ш|б-р|пер|наб|пл) \S|\S (пр-кт|ш|б-р|пер|наб|пл)$/)
        expect(street, street).not.toMatch(/ё/)
      }
    }
  })
})

describe('street queries', () => {
  it('read the street type, the words of the name and a house once a number follows the name', () => {
    expect(parseStreetQuery('Тверская')).toEqual({ words: ['тверская'], type: null, house: null })
    expect(parseStreetQuery('ул. Тверская, д. 7')).toEqual({ words: ['тверская'], type: 'ул', house: '7' })
    expect(parseStreetQuery('проспект ленина 12а корп 2')).toEqual({
      words: ['ленина'],
      type: 'пр-кт',
      house: '12А к 2',
    })
    expect(parseStreetQuery('ул 8 марта 5/1')).toEqual({ words: ['8', 'марта'], type: 'ул', house: '5/1' })
    expect(parseStreetQuery('10 лет октября')).toEqual({ words: ['10', 'лет', 'октября'], type: null, house: null })
    expect(parseStreetQuery('мамина-сиб')).toEqual({ words: ['мамина', 'сиб'], type: null, house: null })
  })

  it('find streets of the city only, by word starts, «ё» as «е», the typed type first', () => {
    const city = (name: string) => {
      const found = CITIES.find((c) => c.name === name)
      if (!found) throw new Error(name)
      return found
    }
    const streets = (cityName: string, typed: string) =>
      searchStreets(city(cityName), typed, 10).map((s) => s.street_with_type)
    expect(streets('Москва', 'щёлк')).toEqual(['Щелковское ш'])
    expect(streets('Москва', 'невский')).toEqual([])
    expect(streets('Санкт-Петербург', 'невск')).toEqual(['Невский пр-кт'])
    expect(streets('Екатеринбург', 'сибиряка')).toEqual(['ул Мамина-Сибиряка'])
    expect(streets('Омск', 'карла')).toEqual(['ул Карла Либкнехта', 'пр-кт Карла Маркса'])
    expect(streets('Омск', 'пр-кт карла')).toEqual(['пр-кт Карла Маркса', 'ул Карла Либкнехта'])
    expect(streets('Тула', 'ленина')).toEqual([])
  })
})
