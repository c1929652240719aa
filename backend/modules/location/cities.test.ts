import { describe, expect, it } from 'vitest'
import { merchantSeeds } from '#backend/db/seed/data/merchants.ts'
import { DEFAULT_LOCATION } from '#contract/location.ts'
import {
  CITIES,
  defaultCity,
  findCityByKladrId,
  findCityByName,
  largestCityOfRegion,
  normalizeCityName,
  searchCities,
} from './cities.ts'

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

const names = (cities: { name: string }[]) => cities.map((c) => c.name)

describe('city directory', () => {
  it('holds every Russian city of 100 000 people or more: at least the hundred largest', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(160)
    for (const city of CITIES) expect(city.population, city.name).toBeGreaterThanOrEqual(100_000)
  })

  it('knows every warehouse city of the demo sellers and the largest cities', () => {
    for (const name of [...merchantSeeds.map((m) => m.city), ...largest]) {
      expect(findCityByName(name)?.name, name).toBe(name)
    }
  })

  it('has unique names, 13-digit KLADR codes and FIAS uuids', () => {
    expect(new Set(CITIES.map((c) => normalizeCityName(c.name))).size).toBe(CITIES.length)
    expect(new Set(CITIES.map((c) => c.kladrId)).size).toBe(CITIES.length)
    expect(new Set(CITIES.map((c) => c.fiasId)).size).toBe(CITIES.length)
    for (const c of CITIES) {
      expect(c.kladrId, c.name).toMatch(/^\d{13}$/)
      expect(c.fiasId, c.name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(c.regionWithType, c.name).not.toBe('')
    }
  })

  it('places every city inside Russia', () => {
    for (const c of CITIES) {
      expect(c.lat, c.name).toBeGreaterThan(41)
      expect(c.lat, c.name).toBeLessThan(78)
      expect(c.lon, c.name).toBeGreaterThan(19)
      expect(c.lon, c.name).toBeLessThan(180)
    }
  })

  it('has Moscow and St Petersburg with their real identifiers, Moscow the default', () => {
    expect(defaultCity()).toMatchObject({
      name: DEFAULT_LOCATION.city,
      kladrId: DEFAULT_LOCATION.kladr_id,
      fiasId: DEFAULT_LOCATION.fias_id,
      regionWithType: 'г Москва',
    })
    expect(findCityByName('Санкт-Петербург')).toMatchObject({
      kladrId: '7800000000000',
      fiasId: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
    })
    expect(findCityByName('Новосибирск')).toMatchObject({
      kladrId: '5400000100000',
      regionWithType: 'Новосибирская обл',
    })
    expect(findCityByName('Ижевск')?.regionWithType).toBe('Удмуртская Респ')
  })

  it('is ordered largest first', () => {
    for (let i = 1; i < CITIES.length; i++) {
      expect(CITIES[i - 1]?.population).toBeGreaterThanOrEqual(CITIES[i]?.population as number)
    }
    expect(CITIES[0]?.name).toBe('Москва')
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
    expect(findCityByName('Королёв')?.name).toBe('Королев')
  })

  it('accepts hyphens as spaces, extra spaces and DaData’s «г» prefix', () => {
    expect(findCityByName('  Ростов на  Дону ')?.name).toBe('Ростов-на-Дону')
    expect(findCityByName('г Москва')?.name).toBe('Москва')
    expect(findCityByName('г. Санкт-Петербург')?.name).toBe('Санкт-Петербург')
  })

  it('knows common short names', () => {
    expect(findCityByName('СПб')?.name).toBe('Санкт-Петербург')
    expect(findCityByName('Питер')?.name).toBe('Санкт-Петербург')
    expect(findCityByName('Екб')?.name).toBe('Екатеринбург')
    expect(findCityByName('Мск')?.name).toBe('Москва')
  })

  it('answers null for a city it does not know', () => {
    expect(findCityByName('Урюпинск')).toBeNull()
    expect(findCityByName('')).toBeNull()
  })
})

describe('findCityByKladrId', () => {
  it('finds cities by their KLADR codes', () => {
    expect(findCityByKladrId('7700000000000')?.name).toBe('Москва')
    expect(findCityByKladrId('7800000000000')?.name).toBe('Санкт-Петербург')
    expect(findCityByKladrId('3800000300000')?.name).toBe('Иркутск')
    expect(findCityByKladrId('5000003600000')?.name).toBe('Балашиха')
  })

  it('finds the city of a street or house KLADR code', () => {
    expect(findCityByKladrId('54000001000073400')?.name).toBe('Новосибирск')
    expect(findCityByKladrId('7700000000012340001')?.name).toBe('Москва')
  })

  it('does not take a settlement under a city for the city itself', () => {
    expect(findCityByKladrId('7700000100000')).toBeNull()
  })

  it('answers null for unknown or malformed codes', () => {
    expect(findCityByKladrId('9999999999999')).toBeNull()
    expect(findCityByKladrId('77')).toBeNull()
  })
})

describe('largestCityOfRegion', () => {
  it('is the most populous directory city of the code’s region', () => {
    // Codes of places the directory lacks, in Moscow Oblast (50) and Novosibirsk Oblast (54).
    expect(largestCityOfRegion('5002400000123')?.name).toBe('Балашиха')
    expect(largestCityOfRegion('5401500000100')?.name).toBe('Новосибирск')
    expect(largestCityOfRegion('7700000100000')?.name).toBe('Москва')
  })

  it('answers null for a region without a directory city or a malformed code', () => {
    expect(largestCityOfRegion('9900000000000')).toBeNull()
    expect(largestCityOfRegion('50')).toBeNull()
  })
})

describe('searchCities', () => {
  it('finds cities whose name starts with the typed text, largest first', () => {
    expect(names(searchCities('Новос', 10))).toEqual(['Новосибирск'])
    expect(names(searchCities('кра', 10))).toEqual(['Красноярск', 'Краснодар', 'Красногорск'])
  })

  it('also matches a later word of the name', () => {
    expect(names(searchCities('новгород', 10))).toEqual(['Нижний Новгород', 'Великий Новгород'])
    expect(names(searchCities('дону', 10))).toEqual(['Ростов-на-Дону'])
    expect(names(searchCities('нижний н', 10))).toEqual(['Нижний Новгород'])
  })

  it('ignores case and reads «ё» as «е»', () => {
    expect(names(searchCities('ОРЕ', 10))).toEqual(['Оренбург', 'Орёл', 'Орехово-Зуево'])
    expect(names(searchCities('орё', 10))).toEqual(['Оренбург', 'Орёл', 'Орехово-Зуево'])
    expect(names(searchCities('королё', 10))).toEqual(['Королев'])
  })

  it('knows aliases', () => {
    expect(names(searchCities('питер', 10))).toEqual(['Санкт-Петербург'])
    expect(names(searchCities('СПб', 10))).toEqual(['Санкт-Петербург'])
    expect(names(searchCities('екб', 10))).toEqual(['Екатеринбург'])
  })

  it('answers at most `count`, the largest', () => {
    const all = searchCities('с', 100)
    expect(all.length).toBeGreaterThan(5)
    expect(names(searchCities('с', 3))).toEqual(names(all.slice(0, 3)))
    expect(names(searchCities('с', 3))).toEqual(['Санкт-Петербург', 'Самара', 'Саратов'])
  })

  it('finds nothing for blank or unknown text', () => {
    expect(searchCities('   ', 10)).toEqual([])
    expect(searchCities('Урюпинск', 10)).toEqual([])
  })
})
