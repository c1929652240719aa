/**
 * The embedded delivery tariffs: what a parcel costs and how long it travels between two cities, priced like a
 * Russian courier service in 2026 (CDEK-like parcel tariffs, LTL freight for heavy equipment). Pure and
 * deterministic: no clock, no network, no randomness, so a product page shows the same figures on every process.
 *
 * Model. Prices are kept at six anchor distances; between two anchors every figure is interpolated linearly, and
 * past the last one it is extrapolated along the last segment (nothing is capped), so a cost never jumps or drops
 * with distance. Parcels are priced by weight bracket up to 30 kg and per started kilogram above it; from 100 kg of
 * billable weight the goods travel as freight (a base fee plus a rate per kilogram). The tables themselves, the
 * tariff sheet, are in tariffs.json, read and checked by tariffs.data.ts.
 */
import type { City } from '#backend/modules/location/cities.ts'
import type { DeliveryOption, Parcel } from './delivery.provider.ts'
import {
  FREIGHT_DOOR_BASE,
  FREIGHT_DOOR_PER_KG,
  FREIGHT_TABLE,
  HEAVIEST_BRACKET_KG,
  PARCEL_TABLE,
  WEIGHT_BRACKETS_KG,
} from './tariffs.data.ts'

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

/** One option of the tariffs, its cost rounded to whole rubles. */
function option(
  code: string,
  type: DeliveryOption['type'],
  tariffName: string,
  cost: number,
  [daysMin, daysMax]: [number, number],
): DeliveryOption {
  return {
    code: `tariff:${code}`,
    type,
    tariff_name: tariffName,
    cost: Math.round(cost),
    days_min: daysMin,
    days_max: daysMax,
  }
}

/** Courier and pickup options for a parcel from one city to another, by the embedded tariff tables. */
export function quoteByTariff(from: GeoPoint, to: GeoPoint, parcel: Parcel): DeliveryOption[] {
  const km = distanceKm(from, to)
  const kg = billableWeightKg(parcel)

  if (kg >= FREIGHT_FROM_KG) {
    const [min, max] = transitDays(FREIGHT_TABLE, km)
    const terminal = alongDistance(FREIGHT_TABLE, km, (r) => r.base + r.perKg * kg)
    const door = terminal + FREIGHT_DOOR_BASE + FREIGHT_DOOR_PER_KG * kg
    return [
      option('freight-door', 'courier', TARIFF_NAMES.freightDoor, door, [min, max + 1]),
      option('freight-terminal', 'pickup', TARIFF_NAMES.freightTerminal, terminal, [min, max]),
    ]
  }

  const [min, max] = transitDays(PARCEL_TABLE, km)
  const courier = alongDistance(PARCEL_TABLE, km, (r) => parcelPrice(r.courier, r.courierPerKgOver, kg))
  const pickup = alongDistance(PARCEL_TABLE, km, (r) => parcelPrice(r.pickup, r.pickupPerKgOver, kg))
  return [
    option('courier', 'courier', TARIFF_NAMES.courier, courier, [min, max]),
    option('pickup', 'pickup', TARIFF_NAMES.pickup, pickup, [min, max + 1]),
  ]
}
