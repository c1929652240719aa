/**
 * The tariff sheet of the embedded delivery tariffs (delivery.tariffs.ts holds the model that reads it): prices and
 * transit days at six anchor distances, priced like a Russian courier service in 2026 (CDEK-like parcel tariffs, LTL
 * freight for heavy equipment). A new year's prices change this file only. Every price must grow with weight and with
 * distance, including across the switch to freight; delivery.tariffs.test.ts checks it.
 */

/** Upper bounds of the parcel weight brackets, kg; the price columns below follow them. */
export const WEIGHT_BRACKETS_KG = [0.5, 1, 2, 3, 5, 10, 15, 20, 30] as const
export const HEAVIEST_BRACKET_KG = 30

export interface ParcelRow {
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
export const PARCEL_TABLE: readonly ParcelRow[] = [
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

export interface FreightRow {
  km: number
  /** Terminal-to-terminal transit days (min, max). */
  days: readonly [number, number]
  /** Rubles per consignment (documents, loading) plus rubles per kilogram of billable weight. */
  base: number
  perKg: number
}

// Moscow → St Petersburg 100 kg ≈ 3 100 ₽ to the terminal; Moscow → Novosibirsk 100 kg ≈ 7 400 ₽. At 100 kg every
// row costs at least what the parcel tariff asks for 99.x kg, so the price never drops when freight takes over.
export const FREIGHT_TABLE: readonly FreightRow[] = [
  { km: 0, days: [1, 2], base: 1200, perKg: 8 },
  { km: 700, days: [2, 4], base: 1500, perKg: 18 },
  { km: 1500, days: [4, 6], base: 1800, perKg: 28 },
  { km: 3000, days: [6, 10], base: 2600, perKg: 52 },
  { km: 5000, days: [9, 14], base: 3200, perKg: 76 },
  { km: 8000, days: [12, 18], base: 3800, perKg: 100 },
]
/** Door delivery from the destination terminal: a truck with a loader, paid per consignment and per kilogram. */
export const FREIGHT_DOOR_BASE = 1500
export const FREIGHT_DOOR_PER_KG = 4
