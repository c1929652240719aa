/**
 * The embedded delivery tariffs: what a parcel costs and how long it travels between two cities, priced like a
 * Russian courier service in 2026 (CDEK-like parcel tariffs, LTL freight for heavy equipment). Pure and
 * deterministic: no clock, no network, no randomness, so a product page shows the same figures on every process.
 *
 * Model. Prices are kept at six anchor distances; between two anchors every figure is interpolated linearly, and
 * past the last one it is extrapolated along the last segment (nothing is capped), so a cost never jumps or drops
 * with distance. Parcels are priced by weight bracket up to 30 kg and per started kilogram above it; from 100 kg of
 * billable weight the goods travel as freight (a base fee plus a rate per kilogram). The tables are chosen so that
 * every price grows with weight and with distance, including across the switch to freight (see the tests).
 */
import type { City } from '#backend/modules/location/cities.ts'
import type { DeliveryOption, Parcel } from './delivery.provider.ts'

/** What the tariffs need of a place: a name (same name, same place) and where it lies. */
export type GeoPoint = Pick<City, 'name' | 'lat' | 'lon'>

/** Carriers bill the larger of actual and volumetric weight; volumetric kg = L×W×H (cm) / 5000. */
export const VOLUMETRIC_DIVISOR = 5000
/** From this billable weight pickup points and parcel couriers refuse the goods: freight carriers take them. */
export const FREIGHT_FROM_KG = 100

export const TARIFF_NAMES = {
  courier: 'Курьером до двери',
  pickup: 'До пункта выдачи',
  freightDoor: 'Грузовая доставка до двери',
  freightTerminal: 'Грузовая доставка до терминала',
} as const

/** Upper bounds of the parcel weight brackets, kg; the price columns below follow them. */
const WEIGHT_BRACKETS_KG = [0.5, 1, 2, 3, 5, 10, 15, 20, 30] as const
const HEAVIEST_BRACKET_KG = 30

interface ParcelRow {
  /** Great-circle distance this row is quoted for, km. */
  km: number
  /** Transit days of door delivery (min, max); a pickup point may take one day more. */
  days: readonly [number, number]
  /** Rubles per weight bracket. */
  pickup: readonly number[]
  courier: readonly number[]
  /** Rubles per started kilogram above 30 kg. */
  pickupPerKgOver: number
  courierPerKgOver: number
}

// Same city ≈ 200–250 ₽ to a pickup point, 350–400 ₽ by courier, next day; Moscow → St Petersburg (634 km) 5 kg
// ≈ 500 ₽ / 735 ₽ in 2–3 days; Moscow → Novosibirsk (2 810 km) 5 kg ≈ 1 230 ₽ / 1 470 ₽ in 5–8 days.
const PARCEL_TABLE: readonly ParcelRow[] = [
  {
    km: 0,
    days: [1, 1],
    pickup: [190, 210, 240, 270, 320, 420, 520, 620, 800],
    courier: [340, 360, 390, 430, 490, 620, 750, 880, 1120],
    pickupPerKgOver: 8,
    courierPerKgOver: 10,
  },
  {
    km: 700,
    days: [2, 3],
    pickup: [260, 300, 350, 400, 520, 750, 980, 1200, 1650],
    courier: [460, 500, 560, 620, 760, 1030, 1300, 1560, 2100],
    pickupPerKgOver: 18,
    courierPerKgOver: 20,
  },
  {
    km: 1500,
    days: [3, 5],
    pickup: [330, 390, 480, 570, 750, 1100, 1450, 1800, 2450],
    courier: [530, 590, 690, 790, 990, 1380, 1770, 2160, 2900],
    pickupPerKgOver: 27,
    courierPerKgOver: 29,
  },
  {
    km: 3000,
    days: [5, 8],
    pickup: [430, 520, 680, 850, 1300, 2000, 2650, 3300, 4500],
    courier: [630, 720, 890, 1070, 1540, 2280, 2970, 3660, 4950],
    pickupPerKgOver: 45,
    courierPerKgOver: 47,
  },
  {
    km: 5000,
    days: [7, 11],
    pickup: [540, 680, 900, 1150, 1750, 2750, 3700, 4600, 6400],
    courier: [740, 880, 1110, 1370, 1990, 3030, 4020, 4960, 6850],
    pickupPerKgOver: 62,
    courierPerKgOver: 64,
  },
  {
    km: 8000,
    days: [9, 14],
    pickup: [640, 820, 1100, 1400, 2150, 3400, 4600, 5750, 8000],
    courier: [840, 1020, 1310, 1620, 2390, 3680, 4920, 6110, 8450],
    pickupPerKgOver: 80,
    courierPerKgOver: 82,
  },
]

interface FreightRow {
  km: number
  /** Terminal-to-terminal transit days (min, max). */
  days: readonly [number, number]
  /** Rubles per consignment (documents, loading) plus rubles per kilogram of billable weight. */
  base: number
  perKg: number
}

// Moscow → St Petersburg 100 kg ≈ 3 100 ₽ to the terminal; Moscow → Novosibirsk 100 kg ≈ 7 400 ₽. At 100 kg every
// row costs at least what the parcel tariff asks for 99.x kg, so the price never drops when freight takes over.
const FREIGHT_TABLE: readonly FreightRow[] = [
  { km: 0, days: [1, 2], base: 1200, perKg: 8 },
  { km: 700, days: [2, 4], base: 1500, perKg: 18 },
  { km: 1500, days: [4, 6], base: 1800, perKg: 28 },
  { km: 3000, days: [6, 10], base: 2600, perKg: 52 },
  { km: 5000, days: [9, 14], base: 3200, perKg: 76 },
  { km: 8000, days: [12, 18], base: 3800, perKg: 100 },
]
/** Door delivery from the destination terminal: a truck with a loader, paid per consignment and per kilogram. */
const FREIGHT_DOOR_BASE = 1500
const FREIGHT_DOOR_PER_KG = 4

const EARTH_RADIUS_KM = 6371

/** Great-circle (haversine) distance between two cities, km; 0 for the same city. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  if (from.name === to.name) return 0
  const rad = Math.PI / 180
  const dLat = (to.lat - from.lat) * rad
  const dLon = (to.lon - from.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The weight a carrier bills, kg: the larger of actual and volumetric weight. */
export function billableWeightKg(parcel: Parcel): number {
  const actual = parcel.weightG / 1000
  const volumetric = (parcel.lengthCm * parcel.widthCm * parcel.heightCm) / VOLUMETRIC_DIVISOR
  return Math.max(actual, volumetric)
}

/**
 * A figure of a distance-anchored table at `km`: linear between the two anchors around it, extrapolated along the
 * last segment beyond the farthest anchor.
 */
function alongDistance<Row extends { km: number }>(table: readonly Row[], km: number, value: (row: Row) => number) {
  let i = 0
  while (i < table.length - 2 && km > (table[i + 1] as Row).km) i++
  const a = table[i] as Row
  const b = table[i + 1] as Row
  const t = (km - a.km) / (b.km - a.km)
  return value(a) + (value(b) - value(a)) * t
}

/** Rubles of a parcel row for `kg`: its weight bracket, or the heaviest bracket plus each started kilogram above. */
function parcelPrice(prices: readonly number[], perKgOver: number, kg: number): number {
  const bracket = WEIGHT_BRACKETS_KG.findIndex((max) => kg <= max)
  if (bracket >= 0) return prices[bracket] as number
  return (prices[prices.length - 1] as number) + Math.ceil(kg - HEAVIEST_BRACKET_KG) * perKgOver
}

function transitDays<Row extends { km: number; days: readonly [number, number] }>(
  table: readonly Row[],
  km: number,
): [number, number] {
  const min = Math.max(1, Math.round(alongDistance(table, km, (r) => r.days[0])))
  const max = Math.max(min, Math.round(alongDistance(table, km, (r) => r.days[1])))
  return [min, max]
}

const rubles = (value: number) => Math.round(value)

/** Courier and pickup options for a parcel from one city to another, by the embedded tariff tables. */
export function quoteByTariff(from: GeoPoint, to: GeoPoint, parcel: Parcel): DeliveryOption[] {
  const km = distanceKm(from, to)
  const kg = billableWeightKg(parcel)

  if (kg >= FREIGHT_FROM_KG) {
    const [min, max] = transitDays(FREIGHT_TABLE, km)
    const terminal = alongDistance(FREIGHT_TABLE, km, (r) => r.base + r.perKg * kg)
    return [
      {
        code: 'tariff:freight-door',
        type: 'courier',
        tariff_name: TARIFF_NAMES.freightDoor,
        cost: rubles(terminal + FREIGHT_DOOR_BASE + FREIGHT_DOOR_PER_KG * kg),
        days_min: min,
        days_max: max + 1,
      },
      {
        code: 'tariff:freight-terminal',
        type: 'pickup',
        tariff_name: TARIFF_NAMES.freightTerminal,
        cost: rubles(terminal),
        days_min: min,
        days_max: max,
      },
    ]
  }

  const [min, max] = transitDays(PARCEL_TABLE, km)
  return [
    {
      code: 'tariff:courier',
      type: 'courier',
      tariff_name: TARIFF_NAMES.courier,
      cost: rubles(alongDistance(PARCEL_TABLE, km, (r) => parcelPrice(r.courier, r.courierPerKgOver, kg))),
      days_min: min,
      days_max: max,
    },
    {
      code: 'tariff:pickup',
      type: 'pickup',
      tariff_name: TARIFF_NAMES.pickup,
      cost: rubles(alongDistance(PARCEL_TABLE, km, (r) => parcelPrice(r.pickup, r.pickupPerKgOver, kg))),
      days_min: min,
      days_max: max + 1,
    },
  ]
}
