/**
 * The tariff sheet of the embedded delivery tariffs (delivery.tariffs.ts holds the model that reads it): prices and
 * transit days at six anchor distances, priced like a Russian courier service in 2026 (CDEK-like parcel tariffs, LTL
 * freight for heavy equipment). The figures are in tariffs.json beside this file, so a new year's prices change that
 * file only; this module checks its shape when loaded and gives it types. Every price must grow with weight and with
 * distance, including across the switch to freight; delivery.tariffs.test.ts checks it.
 *
 * Calibration. Parcels: same city ≈ 200–250 ₽ to a pickup point, 350–400 ₽ by courier, next day; Moscow → St
 * Petersburg (634 km) 5 kg ≈ 500 ₽ / 735 ₽ in 2–3 days; Moscow → Novosibirsk (2 810 km) 5 kg ≈ 1 230 ₽ / 1 470 ₽ in
 * 5–8 days. Freight: Moscow → St Petersburg 100 kg ≈ 3 100 ₽ to the terminal; Moscow → Novosibirsk 100 kg ≈ 7 400 ₽.
 * At 100 kg every freight row costs at least what the parcel tariff asks for 99.x kg, so the price never drops when
 * freight takes over.
 */
import { z } from 'zod'
import sheetJson from './tariffs.json'

const rubles = z.number().nonnegative()
/** Transit days (min, max). */
const days = z.tuple([z.number().int().positive(), z.number().int().positive()]).readonly()

const parcelRow = z.object({
  /** Great-circle distance this row is quoted for, km. */
  km: z.number().nonnegative(),
  /** Transit days of door delivery; a pickup point may take one day more. */
  days,
  /** Rubles per weight bracket, in the order of `WEIGHT_BRACKETS_KG`. */
  pickup: z.array(rubles).readonly(),
  courier: z.array(rubles).readonly(),
  /** Rubles per started kilogram above the heaviest bracket. */
  pickupPerKgOver: rubles,
  courierPerKgOver: rubles,
})

const freightRow = z.object({
  km: z.number().nonnegative(),
  /** Terminal-to-terminal transit days. */
  days,
  /** Rubles per consignment (documents, loading) plus rubles per kilogram of billable weight. */
  base: rubles,
  perKg: rubles,
})

const sheet = z
  .object({
    /** Upper bounds of the parcel weight brackets, kg, lightest first. */
    weightBracketsKg: z.array(z.number().positive()).nonempty().readonly(),
    // Nearest first, and at least two rows: every figure is interpolated between two of them.
    parcel: z.array(parcelRow).min(2).readonly(),
    freight: z.array(freightRow).min(2).readonly(),
    /** Door delivery from the destination terminal: a truck with a loader, paid per consignment and per kilogram. */
    freightDoor: z.object({ base: rubles, perKg: rubles }),
  })
  .refine(
    ({ weightBracketsKg, parcel }) =>
      parcel.every((row) => row.pickup.length === weightBracketsKg.length && row.courier.length === row.pickup.length),
    'every parcel row has one price for each weight bracket',
  )
  .parse(sheetJson)

export type ParcelRow = z.infer<typeof parcelRow>
export type FreightRow = z.infer<typeof freightRow>

export const WEIGHT_BRACKETS_KG = sheet.weightBracketsKg
export const HEAVIEST_BRACKET_KG = Math.max(...WEIGHT_BRACKETS_KG)
export const PARCEL_TABLE: readonly ParcelRow[] = sheet.parcel
export const FREIGHT_TABLE: readonly FreightRow[] = sheet.freight
export const FREIGHT_DOOR_BASE = sheet.freightDoor.base
export const FREIGHT_DOOR_PER_KG = sheet.freightDoor.perKg
