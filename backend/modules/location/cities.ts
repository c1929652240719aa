/**
 * The embedded city directory (data in cities.data.ts, from HFLabs' open dataset): lookups by name and by KLADR
 * code for delivery, and the prefix search behind the city suggestions when no DaData key is configured.
 */

import { KLADR_ID } from '#contract/location.ts'
import { CITY_ROWS } from './cities.data.ts'

export interface City {
  /** Russian name as DaData and the storefront write it, e.g. «Нижний Новгород». */
  name: string
  /** Region with its type as DaData's `region_with_type`, e.g. «Нижегородская обл». */
  regionWithType: string
  /** 13-digit KLADR code of the city. */
  kladrId: string
  /** FIAS (GAR) id of the city. */
  fiasId: string
  lat: number
  lon: number
  population: number
  /** Other spellings visitors type (abbreviations, colloquial names). */
  aliases: readonly string[]
}

/** Colloquial names and abbreviations; the directory's own names come from the dataset. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Москва: ['Мск'],
  'Санкт-Петербург': ['СПб', 'Петербург', 'Питер'],
  Екатеринбург: ['Екб'],
  'Нижний Новгород': ['Н. Новгород'],
}

function parseRow(line: string): City {
  const [name, regionWithType, kladrId, fiasId, lat, lon, population, ...rest] = line.split(';')
  if (!name || !regionWithType || !kladrId || !fiasId || !lat || !lon || !population || rest.length > 0) {
    throw new Error(`Malformed city directory row: ${line}`)
  }
  return {
    name,
    regionWithType,
    kladrId,
    fiasId,
    lat: Number(lat),
    lon: Number(lon),
    population: Number(population),
    aliases: ALIASES[name] ?? [],
  }
}

const collator = new Intl.Collator('ru')

/** Every city of the directory, largest first (the order of suggestions). */
export const CITIES: readonly City[] = CITY_ROWS.trim()
  .split('\n')
  .map(parseRow)
  .sort((a, b) => b.population - a.population || collator.compare(a.name, b.name))

/** Where a visitor who has not chosen a city is: the storefront's default `bh_location` too. */
export const DEFAULT_CITY_NAME = 'Москва'

/**
 * Lower case, «ё» read as «е», hyphens and runs of spaces as one space, and the «г»/«г.»/«город» prefix of
 * DaData's `city_with_type` dropped, so «г. Ростов на Дону» finds «Ростов-на-Дону».
 */
export function normalizeCityName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\u00a0-]+/g, ' ')
    .trim()
    .replace(/^(г\.?|город)\s+/, '')
}

/**
 * The part of a KLADR code that names the place: region, district, city and settlement (11 digits). A city's own
 * code adds two digits of actuality, a street's code four more of street and a house's two more, so a street or
 * house code of the city is recognised too.
 */
function kladrPlaceKey(kladrId: string): string | null {
  return KLADR_ID.test(kladrId) ? kladrId.slice(0, 11) : null
}

/** The region of a KLADR code: its first two digits (77 Moscow, 50 Moscow Oblast, 54 Novosibirsk Oblast…). */
export function kladrRegion(kladrId: string): string | null {
  const id = kladrId.trim()
  return KLADR_ID.test(id) ? id.slice(0, 2) : null
}

const byName = new Map<string, City>()
const byKladr = new Map<string, City>()
const largestByRegion = new Map<string, City>()
/** Each city with the normalised names it is searched by, each prefixed by a space to match word starts. */
const searchIndex = CITIES.map((city) => ({
  city,
  names: [city.name, ...city.aliases].map((name) => ` ${normalizeCityName(name)}`),
}))
for (const city of CITIES) {
  for (const name of [city.name, ...city.aliases]) byName.set(normalizeCityName(name), city)
  const key = kladrPlaceKey(city.kladrId)
  if (key) byKladr.set(key, city)
  const region = city.kladrId.slice(0, 2)
  // CITIES is sorted largest first, so the first city met in a region is its largest.
  if (!largestByRegion.has(region)) largestByRegion.set(region, city)
}

export function findCityByName(name: string): City | null {
  return byName.get(normalizeCityName(name)) ?? null
}

/** The directory city of a city, street or house KLADR code; null for anything else (a village, another town). */
export function findCityByKladrId(kladrId: string): City | null {
  const key = kladrPlaceKey(kladrId.trim())
  return key ? (byKladr.get(key) ?? null) : null
}

/** The most populous directory city in the region of a KLADR code, or null when the directory has none there. */
export function largestCityOfRegion(kladrId: string): City | null {
  const region = kladrRegion(kladrId)
  return region ? (largestByRegion.get(region) ?? null) : null
}

/**
 * Cities whose name or alias starts with the typed text, or has a later word that does («новгород» finds Нижний and
 * Великий Новгород, «дону» Ростов-на-Дону), case- and «ё»-insensitive; largest first, at most `count`.
 */
export function searchCities(query: string, count: number): City[] {
  const typed = normalizeCityName(query)
  if (!typed || count < 1) return []
  const needle = ` ${typed}`
  const found: City[] = []
  for (const { city, names } of searchIndex) {
    if (names.some((name) => name.includes(needle))) found.push(city)
    if (found.length >= count) break
  }
  return found
}

export function defaultCity(): City {
  const city = findCityByName(DEFAULT_CITY_NAME)
  if (!city) throw new Error(`The default city ${DEFAULT_CITY_NAME} is missing from the city directory`)
  return city
}
