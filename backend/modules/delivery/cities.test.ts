import { describe, expect, it } from 'vitest'
import { merchantSeeds } from '#backend/db/seed/data/merchants.ts'
import { CITIES, defaultCity, findCityByKladrId, findCityByName, normalizeCityName } from './cities.ts'

// The 30 largest cities by Rosstat's population estimates (order of the list does not matter here).
const largest = [
  'Москва',
  'Санкт-Петербург',
  'Новосибирск',
  'Екатеринбург',
  'Казань',
  'Красноярск',
  'Нижний Новгород',
  'Челябинск',
  'Уфа',
  'Самара',
  'Ростов-на-Дону',
  'Краснодар',
  'Омск',
  'Воронеж',
  'Пермь',
  'Волгоград',
  'Саратов',
  'Тюмень',
  'Тольятти',
  'Махачкала',
  'Барнаул',
  'Ижевск',
  'Хабаровск',
  'Ульяновск',
  'Иркутск',
  'Владивосток',
  'Ярославль',
  'Ставрополь',
  'Томск',
  'Кемерово',
]

describe('city table', () => {
  it('knows every warehouse city of the demo sellers and the largest cities', () => {
    for (const name of [...merchantSeeds.map((m) => m.city), ...largest]) {
      expect(findCityByName(name)?.name, name).toBe(name)
    }
  })

  it('has unique names and KLADR ids, 13-digit ids, coordinates inside Russia', () => {
    expect(new Set(CITIES.map((c) => normalizeCityName(c.name))).size).toBe(CITIES.length)
    const ids = CITIES.flatMap((c) => (c.kladrId ? [c.kladrId] : []))
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of CITIES) {
      if (c.kladrId !== null) expect(c.kladrId).toMatch(/^\d{13}$/)
      expect(c.lat).toBeGreaterThan(41)
      expect(c.lat).toBeLessThan(78)
      expect(c.lon).toBeGreaterThan(19)
      expect(c.lon).toBeLessThan(180)
    }
  })

  it('defaults to Moscow', () => {
    expect(defaultCity().name).toBe('Москва')
  })
})

describe('findCityByName', () => {
  it('ignores case', () => {
    expect(findCityByName('МОСКВА')?.name).toBe('Москва')
    expect(findCityByName('нижний новгород')?.name).toBe('Нижний Новгород')
  })

  it('reads «ё» as «е», both ways', () => {
    expect(findCityByName('Орел')?.name).toBe('Орёл')
    expect(findCityByName('ОРЁЛ')?.name).toBe('Орёл')
  })

  it('accepts hyphens as spaces, extra spaces and DaData’s «г» prefix', () => {
    expect(findCityByName('  Ростов на  Дону ')?.name).toBe('Ростов-на-Дону')
    expect(findCityByName('г Москва')?.name).toBe('Москва')
    expect(findCityByName('г. Санкт-Петербург')?.name).toBe('Санкт-Петербург')
  })

  it('knows common short names', () => {
    expect(findCityByName('СПб')?.name).toBe('Санкт-Петербург')
    expect(findCityByName('Питер')?.name).toBe('Санкт-Петербург')
  })

  it('answers null for a city it does not know', () => {
    expect(findCityByName('Урюпинск')).toBeNull()
    expect(findCityByName('')).toBeNull()
  })
})

describe('findCityByKladrId', () => {
  it('finds Moscow and St Petersburg by their KLADR ids', () => {
    expect(findCityByKladrId('7700000000000')?.name).toBe('Москва')
    expect(findCityByKladrId('7800000000000')?.name).toBe('Санкт-Петербург')
  })

  it('finds the city of a street or house KLADR id', () => {
    expect(findCityByKladrId('54000001000073400')?.name).toBe('Новосибирск')
    expect(findCityByKladrId('7700000000012340001')?.name).toBe('Москва')
  })

  it('does not take a settlement under a city for the city itself', () => {
    expect(findCityByKladrId('7700000100000')).toBeNull()
  })

  it('answers null for unknown or malformed ids', () => {
    expect(findCityByKladrId('9999999999999')).toBeNull()
    expect(findCityByKladrId('77')).toBeNull()
  })
})
