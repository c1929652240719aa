import { describe, expect, it } from 'vitest'
import { CITIES, type City, findCityByName } from '#backend/modules/location/cities.ts'
import type { DeliveryOption, Parcel } from './delivery.provider.ts'
import {
  billableWeightKg,
  distanceKm,
  FREIGHT_FROM_KG,
  type GeoPoint,
  quoteByTariff,
  TARIFF_NAMES,
  VOLUMETRIC_DIVISOR,
} from './delivery.tariffs.ts'

function city(name: string): City {
  const found = findCityByName(name)
  if (!found) throw new Error(`${name} is not in the city directory`)
  return found
}

/** A dense parcel: a 10 cm cube, so its actual weight is what is billed up to 5 kg and beyond. */
const dense = (kg: number): Parcel => ({ weightG: kg * 1000, lengthCm: 10, widthCm: 10, heightCm: 10 })

/** A point on the equator `km` east of the origin: lets the tests walk any distance, past the table's last row. */
const atKm = (km: number): GeoPoint => ({ name: `точка ${km}`, lat: 0, lon: km / 111.195 })
const origin: GeoPoint = { name: 'начало', lat: 0, lon: 0 }

function option(options: DeliveryOption[], type: DeliveryOption['type']): DeliveryOption {
  const found = options.find((o) => o.type === type)
  if (!found) throw new Error(`no ${type} option in ${JSON.stringify(options)}`)
  return found
}

const weightsKg = [0.05, 0.3, 0.5, 0.51, 0.9, 1, 1.2, 2, 2.5, 3, 4, 5, 7, 10, 12, 15, 18, 20, 25, 30, 30.2, 31, 45, 60]
const sweepKg = [...weightsKg, 80, 99, 99.5, 99.99, 100, 100.5, 120, 150, 250, 500, 1000, 2500]

describe('billable weight', () => {
  it('is the actual weight for a dense parcel', () => {
    expect(billableWeightKg({ weightG: 2500, lengthCm: 20, widthCm: 15, heightCm: 10 })).toBe(2.5)
  })

  it('is the volumetric weight L×W×H/5000 for a bulky light parcel', () => {
    // A folded wheelchair box: 9 kg on the scales, 19.2 kg by volume.
    const parcel = { weightG: 9000, lengthCm: 80, widthCm: 40, heightCm: 30 }
    expect(VOLUMETRIC_DIVISOR).toBe(5000)
    expect(billableWeightKg(parcel)).toBeCloseTo(19.2)
  })

  it('prices a bulky light parcel by its volume, dearer than the same weight in a small box', () => {
    const bulky = { weightG: 1000, lengthCm: 60, widthCm: 40, heightCm: 40 }
    const from = city('Москва')
    const to = city('Казань')
    const small = quoteByTariff(from, to, dense(1))
    const big = quoteByTariff(from, to, bulky)
    expect(big).toEqual(quoteByTariff(from, to, dense(19.2)))
    expect(option(big, 'courier').cost).toBeGreaterThan(option(small, 'courier').cost)
    expect(option(big, 'pickup').cost).toBeGreaterThan(option(small, 'pickup').cost)
  })
})

describe('distance', () => {
  it('is the great-circle distance between cities', () => {
    expect(distanceKm(city('Москва'), city('Санкт-Петербург'))).toBeCloseTo(634, -1)
    expect(distanceKm(city('Москва'), city('Новосибирск'))).toBeCloseTo(2811, -1)
    expect(distanceKm(city('Москва'), city('Владивосток'))).toBeCloseTo(6415, -1)
  })

  it('is 0 within a city and symmetric', () => {
    expect(distanceKm(city('Казань'), city('Казань'))).toBe(0)
    expect(distanceKm(city('Казань'), city('Самара'))).toBeCloseTo(distanceKm(city('Самара'), city('Казань')), 6)
  })
})

describe('tariff table', () => {
  it('offers courier and pickup point for a parcel', () => {
    const options = quoteByTariff(city('Москва'), city('Воронеж'), dense(2))
    expect(options.map((o) => [o.type, o.tariff_name])).toEqual([
      ['courier', TARIFF_NAMES.courier],
      ['pickup', TARIFF_NAMES.pickup],
    ])
  })

  it('prices the same city like a courier service does: courier 300–450 ₽ next day', () => {
    const options = quoteByTariff(city('Москва'), city('Москва'), dense(1))
    expect(option(options, 'courier').cost).toBeGreaterThanOrEqual(300)
    expect(option(options, 'courier').cost).toBeLessThanOrEqual(450)
    expect(option(options, 'courier')).toMatchObject({ days_min: 1, days_max: 1 })
    expect(option(options, 'pickup').cost).toBeLessThan(option(options, 'courier').cost)
  })

  it('prices Moscow → St Petersburg, 5 kg, at 500–800 ₽ in 2–3 days', () => {
    const options = quoteByTariff(city('Москва'), city('Санкт-Петербург'), dense(5))
    for (const o of options) {
      expect(o.cost).toBeGreaterThanOrEqual(500)
      expect(o.cost).toBeLessThanOrEqual(800)
    }
    expect(option(options, 'courier')).toMatchObject({ days_min: 2, days_max: 3 })
  })

  it('prices Moscow → Novosibirsk, 5 kg, at 1 200–1 800 ₽ in 5–8 days', () => {
    const options = quoteByTariff(city('Москва'), city('Новосибирск'), dense(5))
    for (const o of options) {
      expect(o.cost).toBeGreaterThanOrEqual(1200)
      expect(o.cost).toBeLessThanOrEqual(1800)
    }
    expect(option(options, 'courier')).toMatchObject({ days_min: 5, days_max: 8 })
  })

  it('answers whole non-negative rubles and sensible day ranges everywhere', () => {
    for (const to of CITIES) {
      for (const kg of sweepKg) {
        for (const o of quoteByTariff(city('Москва'), to, dense(kg))) {
          expect(Number.isInteger(o.cost)).toBe(true)
          expect(o.cost).toBeGreaterThan(0)
          expect(o.days_min).toBeGreaterThanOrEqual(1)
          expect(o.days_max).toBeGreaterThanOrEqual(o.days_min)
        }
      }
    }
  })

  it('never makes the pickup point dearer than the courier', () => {
    for (const to of CITIES) {
      for (const kg of sweepKg) {
        const options = quoteByTariff(city('Екатеринбург'), to, dense(kg))
        expect(option(options, 'pickup').cost).toBeLessThanOrEqual(option(options, 'courier').cost)
      }
    }
  })

  it('grows with weight, also where freight takes over from parcels', () => {
    for (const km of [0, 15, 350, 634, 700, 1100, 1500, 2811, 3000, 4200, 5000, 6415, 8000, 9500]) {
      for (const type of ['courier', 'pickup'] as const) {
        const costs = sweepKg.map((kg) => option(quoteByTariff(origin, atKm(km), dense(kg)), type).cost)
        for (let i = 1; i < costs.length; i++) {
          expect(costs[i], `${type}, ${km} km, ${sweepKg[i]} kg`).toBeGreaterThanOrEqual(costs[i - 1] as number)
        }
        expect(costs.at(-1)).toBeGreaterThan(costs[0] as number)
      }
    }
  })

  it('grows with distance, past the farthest row of the table too', () => {
    const kms = Array.from({ length: 121 }, (_, i) => i * 100)
    for (const kg of [0.5, 1, 5, 20, 30, 45, 99, 100, 300]) {
      for (const type of ['courier', 'pickup'] as const) {
        const quotes = kms.map((km) => option(quoteByTariff(origin, atKm(km), dense(kg)), type))
        for (let i = 1; i < quotes.length; i++) {
          const [before, after] = [quotes[i - 1] as DeliveryOption, quotes[i] as DeliveryOption]
          expect(after.cost, `${type}, ${kg} kg, ${kms[i]} km`).toBeGreaterThanOrEqual(before.cost)
          expect(after.days_max).toBeGreaterThanOrEqual(before.days_max)
        }
        expect(quotes.at(-1)?.cost).toBeGreaterThan(quotes[80]?.cost as number)
      }
    }
  })

  it('makes delivery within the city the cheapest from every warehouse', () => {
    for (const from of CITIES) {
      const local = quoteByTariff(from, from, dense(3))
      for (const to of CITIES) {
        const remote = quoteByTariff(from, to, dense(3))
        expect(option(local, 'courier').cost).toBeLessThanOrEqual(option(remote, 'courier').cost)
        expect(option(local, 'pickup').cost).toBeLessThanOrEqual(option(remote, 'pickup').cost)
      }
    }
  })

  it('sends heavy equipment as freight instead of a parcel', () => {
    const from = city('Москва')
    const to = city('Самара')
    expect(quoteByTariff(from, to, dense(FREIGHT_FROM_KG - 0.5)).map((o) => o.tariff_name)).toEqual([
      TARIFF_NAMES.courier,
      TARIFF_NAMES.pickup,
    ])
    const freight = quoteByTariff(from, to, dense(150))
    expect(freight.map((o) => o.tariff_name)).toEqual([TARIFF_NAMES.freightDoor, TARIFF_NAMES.freightTerminal])
    expect(freight.every((o) => o.tariff_name.startsWith('Грузовая доставка'))).toBe(true)
    expect(freight.some((o) => o.tariff_name === TARIFF_NAMES.pickup)).toBe(false)
  })

  it('sends a light but huge item (a medical bed frame) as freight by its volume', () => {
    const frame = { weightG: 40_000, lengthCm: 210, widthCm: 100, heightCm: 40 } // 168 kg by volume
    const options = quoteByTariff(city('Воронеж'), city('Москва'), frame)
    expect(options.map((o) => o.tariff_name)).toEqual([TARIFF_NAMES.freightDoor, TARIFF_NAMES.freightTerminal])
  })

  it('caps nothing: a tonne costs more than half a tonne, which costs more than the freight minimum', () => {
    const from = city('Новосибирск')
    const to = city('Москва')
    const cost = (kg: number) => option(quoteByTariff(from, to, dense(kg)), 'pickup').cost
    expect(cost(1000)).toBeGreaterThan(cost(500))
    expect(cost(500)).toBeGreaterThan(cost(100))
    expect(cost(45)).toBeGreaterThan(cost(31))
  })

  it('is deterministic', () => {
    const parcel = { weightG: 3300, lengthCm: 45, widthCm: 30, heightCm: 25 }
    const first = quoteByTariff(city('Краснодар'), city('Иркутск'), parcel)
    expect(quoteByTariff(city('Краснодар'), city('Иркутск'), { ...parcel })).toEqual(first)
  })
})
