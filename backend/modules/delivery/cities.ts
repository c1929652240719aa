/**
 * The cities the embedded delivery tariffs know: every warehouse city of the demo sellers plus the largest Russian
 * cities (roughly the top forty by population) and a few remote regional centres, so that long routes are covered.
 * Coordinates are city centres; they only feed the great-circle distance, so two decimals of a degree are plenty.
 *
 * KLADR ids are given only where at least two independent published integrations (DaData answers, carrier
 * examples) agree on the code. Regional capitals do not all follow the `SS000001000 00` pattern (Irkutsk is …003…,
 * Kemerovo …009…), so a code is never derived from a pattern: when unsure it is null and the city is still found
 * by name.
 */

export interface City {
  /** Russian name as the storefront shows it. */
  name: string
  lat: number
  lon: number
  /** 13-digit KLADR code of the city, or null when not verified. */
  kladrId: string | null
  /** Other spellings visitors type (abbreviations, colloquial names). */
  aliases?: readonly string[]
}

export const CITIES: readonly City[] = [
  { name: 'Москва', lat: 55.7558, lon: 37.6176, kladrId: '7700000000000', aliases: ['Мск'] },
  {
    name: 'Санкт-Петербург',
    lat: 59.9391,
    lon: 30.3159,
    kladrId: '7800000000000',
    aliases: ['СПб', 'Петербург', 'Питер'],
  },
  { name: 'Новосибирск', lat: 55.0302, lon: 82.9204, kladrId: '5400000100000' },
  { name: 'Екатеринбург', lat: 56.838, lon: 60.5973, kladrId: '6600000100000', aliases: ['Екб'] },
  { name: 'Казань', lat: 55.7963, lon: 49.1088, kladrId: '1600000100000' },
  { name: 'Красноярск', lat: 56.0106, lon: 92.8526, kladrId: '2400000100000' },
  { name: 'Нижний Новгород', lat: 56.3269, lon: 44.0065, kladrId: '5200000100000', aliases: ['Н. Новгород'] },
  { name: 'Челябинск', lat: 55.1598, lon: 61.4025, kladrId: '7400000100000' },
  { name: 'Уфа', lat: 54.7348, lon: 55.9579, kladrId: '0200000100000' },
  { name: 'Самара', lat: 53.195, lon: 50.1069, kladrId: '6300000100000' },
  { name: 'Ростов-на-Дону', lat: 47.2225, lon: 39.7188, kladrId: '6100000100000' },
  { name: 'Краснодар', lat: 45.0401, lon: 38.976, kladrId: '2300000100000' },
  { name: 'Омск', lat: 54.9893, lon: 73.3682, kladrId: '5500000100000' },
  { name: 'Воронеж', lat: 51.6615, lon: 39.2003, kladrId: '3600000100000' },
  { name: 'Пермь', lat: 58.0105, lon: 56.2294, kladrId: '5900000100000' },
  { name: 'Волгоград', lat: 48.7071, lon: 44.517, kladrId: '3400000100000' },
  { name: 'Саратов', lat: 51.5331, lon: 46.0342, kladrId: '6400000100000' },
  { name: 'Тюмень', lat: 57.153, lon: 65.5343, kladrId: '7200000100000' },
  { name: 'Тольятти', lat: 53.5078, lon: 49.4204, kladrId: '6300000700000' },
  { name: 'Махачкала', lat: 42.9831, lon: 47.5047, kladrId: null },
  { name: 'Барнаул', lat: 53.3474, lon: 83.7784, kladrId: null },
  { name: 'Ижевск', lat: 56.8528, lon: 53.2115, kladrId: null },
  { name: 'Хабаровск', lat: 48.4802, lon: 135.0719, kladrId: null },
  { name: 'Ульяновск', lat: 54.317, lon: 48.4022, kladrId: '7300000100000' },
  { name: 'Иркутск', lat: 52.2869, lon: 104.305, kladrId: '3800000300000' },
  { name: 'Владивосток', lat: 43.1155, lon: 131.8855, kladrId: null },
  { name: 'Ярославль', lat: 57.6266, lon: 39.8938, kladrId: '7600000100000' },
  { name: 'Ставрополь', lat: 45.0448, lon: 41.9691, kladrId: '2600000100000' },
  { name: 'Томск', lat: 56.4847, lon: 84.9482, kladrId: '7000000100000' },
  { name: 'Кемерово', lat: 55.3547, lon: 86.0873, kladrId: '4200000900000' },
  { name: 'Набережные Челны', lat: 55.7436, lon: 52.3959, kladrId: '1600000200000' },
  { name: 'Оренбург', lat: 51.7682, lon: 55.097, kladrId: '5600000100000' },
  { name: 'Новокузнецк', lat: 53.7865, lon: 87.1552, kladrId: null },
  { name: 'Балашиха', lat: 55.7963, lon: 37.9382, kladrId: null },
  { name: 'Рязань', lat: 54.6296, lon: 39.7417, kladrId: '6200000100000' },
  { name: 'Чебоксары', lat: 56.1439, lon: 47.2489, kladrId: null },
  { name: 'Калининград', lat: 54.7074, lon: 20.5073, kladrId: '3900000100000' },
  { name: 'Пенза', lat: 53.195, lon: 45.0183, kladrId: null },
  { name: 'Липецк', lat: 52.6031, lon: 39.5708, kladrId: null },
  { name: 'Киров', lat: 58.6035, lon: 49.668, kladrId: null },
  { name: 'Астрахань', lat: 46.3497, lon: 48.0408, kladrId: null },
  { name: 'Тула', lat: 54.1931, lon: 37.6173, kladrId: null },
  { name: 'Сочи', lat: 43.5855, lon: 39.7231, kladrId: '2300000700000' },
  { name: 'Орёл', lat: 52.9703, lon: 36.0635, kladrId: null },
  { name: 'Архангельск', lat: 64.5393, lon: 40.517, kladrId: null },
  { name: 'Мурманск', lat: 68.9585, lon: 33.0827, kladrId: null },
  { name: 'Якутск', lat: 62.0281, lon: 129.7326, kladrId: null },
]

/** Where a visitor who has not chosen a city is delivered to: the storefront's default `bh_location` too. */
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
  return /^\d{13,19}$/.test(kladrId) ? kladrId.slice(0, 11) : null
}

const byName = new Map<string, City>()
const byKladr = new Map<string, City>()
for (const city of CITIES) {
  for (const name of [city.name, ...(city.aliases ?? [])]) byName.set(normalizeCityName(name), city)
  const key = city.kladrId ? kladrPlaceKey(city.kladrId) : null
  if (key) byKladr.set(key, city)
}

export function findCityByName(name: string): City | null {
  return byName.get(normalizeCityName(name)) ?? null
}

export function findCityByKladrId(kladrId: string): City | null {
  const key = kladrPlaceKey(kladrId.trim())
  return key ? (byKladr.get(key) ?? null) : null
}

export function defaultCity(): City {
  const city = findCityByName(DEFAULT_CITY_NAME)
  if (!city) throw new Error(`The default delivery city ${DEFAULT_CITY_NAME} is missing from the city table`)
  return city
}
