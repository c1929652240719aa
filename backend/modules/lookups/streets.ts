/**
 * Street suggestions within a city from the embedded street lists (streets.data.ts): what the visitor typed is read
 * as a street name — any order of word starts, the street type optional («ленина», «пр-кт ленина», «ул. 8 марта») —
 * and, once a number follows the name, a house («тверская 7», «ленина д. 12а к 2»). The house is the visitor's own:
 * the lists hold streets, not buildings, so any number typed is offered back on every matching street.
 */
import type { City } from '#backend/modules/location/cities.ts'
import { citySuggestion } from '#backend/modules/location/embedded-location.ts'
import type { StreetSuggestion } from '#contract/lookups.ts'
import { STREETS_BY_CITY_KLADR } from './streets.data.ts'

/** Street types as visitors type them → FIAS's abbreviation, which the lists use. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  ул: 'ул',
  улица: 'ул',
  пр: 'пр-кт',
  'пр-кт': 'пр-кт',
  пркт: 'пр-кт',
  'пр-т': 'пр-кт',
  просп: 'пр-кт',
  проспект: 'пр-кт',
  ш: 'ш',
  шоссе: 'ш',
  'б-р': 'б-р',
  бул: 'б-р',
  бульвар: 'б-р',
  пер: 'пер',
  переулок: 'пер',
  наб: 'наб',
  набережная: 'наб',
  пл: 'пл',
  площадь: 'пл',
}
/** Words that introduce the house number and say nothing of the street. */
const HOUSE_WORDS = new Set(['д', 'дом'])
/** What may follow the house number: «к 2», «корп 2», «стр 1», «к2», «12а», «7/2». */
const HOUSE_EXTRA = /^(к|корп|корпус|стр|строение|лит|литера|[кс]?\d+[а-я]?(\/\d+[а-я]?)?)$/
const HOUSE_NUMBER = /^\d+[а-я]?(\/\d+[а-я]?)?$/

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[.,;:"'«»()№]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

interface IndexedStreet {
  /** As the list writes it, e.g. «Ленинский пр-кт». */
  withType: string
  type: string
  /** The name's words, normalised, hyphenated parts apart («мамина», «сибиряка»). */
  words: string[]
}

function indexStreet(withType: string): IndexedStreet {
  const parts = withType.split(' ')
  const typeFirst = STREET_TYPES[parts[0] ?? ''] === parts[0]
  const type = (typeFirst ? parts[0] : parts[parts.length - 1]) ?? ''
  const name = typeFirst ? parts.slice(1) : parts.slice(0, -1)
  return {
    withType,
    type,
    words: normalize(name.join(' '))
      .split(/[\s-]+/)
      .filter(Boolean),
  }
}

const streetsByCity = new Map<string, IndexedStreet[]>(
  Object.entries(STREETS_BY_CITY_KLADR).map(([kladrId, streets]) => [kladrId, streets.map(indexStreet)]),
)

/** The directory's cities that have a street list (their KLADR codes). */
export function citiesWithStreets(): string[] {
  return [...streetsByCity.keys()]
}

interface StreetQuery {
  words: string[]
  /** The street type typed, as FIAS abbreviates it, or null. */
  type: string | null
  house: string | null
}

function formatHouse(tokens: string[]): string {
  return tokens
    .map((token) => (token === 'корп' || token === 'корпус' ? 'к' : token === 'строение' ? 'стр' : token))
    .map((token) =>
      token.replace(/^(\d+)([а-я])$/, (_, digits: string, letter: string) => digits + letter.toUpperCase()),
    )
    .join(' ')
}

export function parseStreetQuery(typed: string): StreetQuery {
  const tokens = normalize(typed)
    .split(' ')
    .filter((token) => token && !HOUSE_WORDS.has(token))
  let type: string | null = null
  const named: string[] = []
  for (const token of tokens) {
    const known = STREET_TYPES[token]
    if (known && type === null) type = known
    else named.push(token)
  }
  // The house starts at the first number after at least one word of the name, when all that follows it fits a house.
  let house: string | null = null
  for (let i = 1; i < named.length; i++) {
    const rest = named.slice(i)
    if (HOUSE_NUMBER.test(named[i] ?? '') && rest.every((token) => HOUSE_EXTRA.test(token))) {
      house = formatHouse(rest)
      named.length = i
      break
    }
  }
  return { words: named.flatMap((token) => token.split('-')).filter(Boolean), type, house }
}

/** Streets of `city` matching what was typed, best first, at most `count`; [] for a city without a street list. */
export function searchStreets(city: City, typed: string, count: number): StreetSuggestion[] {
  const streets = streetsByCity.get(city.kladrId)
  if (!streets || count < 1) return []
  const query = parseStreetQuery(typed)
  const ranked: { street: IndexedStreet; rank: number; order: number }[] = []
  streets.forEach((street, order) => {
    if (!query.words.every((word) => street.words.some((own) => own.startsWith(word)))) return
    let rank = 0
    // A name that begins with the first word typed ranks before one that has it further in («горького»: ул Горького
    // before ул Максима Горького); a street of another type than the one typed ranks after both.
    if (query.words.length > 0 && !street.words[0]?.startsWith(query.words[0] ?? '')) rank += 1
    if (query.type && street.type !== query.type) rank += 2
    ranked.push({ street, rank, order })
  })
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order)
  return ranked.slice(0, count).map(({ street }) => toSuggestion(city, street.withType, query.house))
}

function toSuggestion(city: City, streetWithType: string, house: string | null): StreetSuggestion {
  const street = `г ${city.name}, ${streetWithType}`
  // The most detailed place the directory knows is the city: a street's own codes would have to be invented, so
  // the ids are the city's suggestion's.
  return {
    ...citySuggestion(city),
    value: house ? `${street}, д ${house}` : street,
    street_with_type: streetWithType,
    house,
  }
}
