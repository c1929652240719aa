import { describe, expect, it } from 'vitest'
import { AppError } from '#backend/lib/errors.ts'
import { cartParcel, DEFAULT_PARCEL, parcelOf, resolveDestination } from './delivery.service.ts'

describe('parcelOf', () => {
  /** Weight in grams, then width, height and length in centimetres, as a product or a parcel holds them. */
  const sized = <T extends number | null>(weightG: T, widthCm: T, heightCm: T, lengthCm: T) => ({
    weightG,
    widthCm,
    heightCm,
    lengthCm,
  })

  it('uses the product’s weight and size', () => {
    expect(parcelOf(sized(2500, 20, 15, 40))).toEqual(sized(2500, 20, 15, 40))
  })

  it('assumes 1 kg and a 30×20×10 cm box for what the product lacks', () => {
    expect(DEFAULT_PARCEL).toEqual({ weightG: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 })
    expect(parcelOf(sized(null, null, null, null))).toEqual(DEFAULT_PARCEL)
    expect(parcelOf(sized(4000, 20, null, 40))).toEqual({ ...DEFAULT_PARCEL, weightG: 4000 })
    expect(parcelOf(sized(0, 50, 50, 50))).toEqual(sized(1000, 50, 50, 50))
  })
})

describe('resolveDestination', () => {
  it('defaults to Moscow, also for a blank city', () => {
    expect(resolveDestination({}).name).toBe('Москва')
    expect(resolveDestination({ city: '  ' })).toMatchObject({ name: 'Москва', city: { kladrId: '7700000000000' } })
  })

  it('takes a directory city by its KLADR id, over the name, and answers with its own name', () => {
    expect(resolveDestination({ kladr_id: '5400000100000', city: 'Казань' })).toMatchObject({
      name: 'Новосибирск',
      city: { name: 'Новосибирск' },
    })
  })

  it('prices a place the directory lacks to its region’s largest city, keeping the visitor’s name', () => {
    // Дрезна, a town of Moscow Oblast (region 50) below 100 000 people.
    const destination = resolveDestination({ kladr_id: '5002400200000', city: 'Дрезна' })
    expect(destination.name).toBe('Дрезна')
    expect(destination.city.name).toBe('Балашиха')
    expect(resolveDestination({ kladr_id: '5002400200000' }).name).toBe('Балашиха')
  })

  it('prefers the named city when it lies in the KLADR id’s region', () => {
    // A street code of a Moscow Oblast town the directory lacks, named after a directory city of that region.
    expect(resolveDestination({ kladr_id: '5002400200000', city: 'Химки' })).toMatchObject({
      name: 'Химки',
      city: { name: 'Химки' },
    })
    // A namesake in another region does not pull the parcel there: Октябрьский of Bashkortostan vs. region 50.
    expect(resolveDestination({ kladr_id: '5002400200000', city: 'Октябрьский' })).toMatchObject({
      name: 'Октябрьский',
      city: { name: 'Балашиха' },
    })
  })

  it('falls back to the name when the KLADR id’s region has no directory city', () => {
    expect(resolveDestination({ kladr_id: '9900000000000', city: 'Пенза' }).city.name).toBe('Пенза')
  })

  it('names both fields when neither the KLADR id nor the name is known', () => {
    try {
      resolveDestination({ city: 'Урюпинск', kladr_id: '9999999999999' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(400)
      expect(Object.keys((error as AppError).fields ?? {}).sort()).toEqual(['city', 'kladr_id'])
    }
  })
})

describe('cartParcel', () => {
  const unit = { weightG: 500, lengthCm: 10, widthCm: 20, heightCm: 5 }

  it('keeps a single unit’s own box, sides longest first', () => {
    expect(cartParcel([{ unit, quantity: 1 }])).toEqual({ weightG: 500, lengthCm: 20, widthCm: 10, heightCm: 5 })
  })

  it('adds up weights, and volumes into a box near a cube', () => {
    // 8 units of 1 000 cm³: a 20 cm cube.
    const cube = { weightG: 250, lengthCm: 10, widthCm: 10, heightCm: 10 }
    expect(cartParcel([{ unit: cube, quantity: 8 }])).toEqual({
      weightG: 2000,
      lengthCm: 20,
      widthCm: 20,
      heightCm: 20,
    })
  })

  it('never makes a side shorter than the largest unit’s', () => {
    // A 120 cm rod with two small boxes: the box stays 120 cm long and holds at least the sum of the volumes.
    const rod = { weightG: 3000, lengthCm: 120, widthCm: 8, heightCm: 8 }
    const parcel = cartParcel([
      { unit: rod, quantity: 1 },
      { unit, quantity: 2 },
    ])
    expect(parcel.weightG).toBe(4000)
    expect(parcel.lengthCm).toBe(120)
    expect(parcel.widthCm).toBeGreaterThanOrEqual(8)
    expect(parcel.heightCm).toBeGreaterThanOrEqual(8)
    expect(parcel.lengthCm * parcel.widthCm * parcel.heightCm).toBeGreaterThanOrEqual(120 * 8 * 8 + 2 * 1000)
    expect(parcel.widthCm).toBeGreaterThanOrEqual(parcel.heightCm)
  })

  it('grows with the quantity, in whole centimetres', () => {
    const sizes = [1, 3, 7, 50].map((quantity) => cartParcel([{ unit, quantity }]))
    for (const [i, parcel] of sizes.entries()) {
      for (const side of [parcel.lengthCm, parcel.widthCm, parcel.heightCm]) expect(Number.isInteger(side)).toBe(true)
      const previous = sizes[i - 1]
      if (previous) {
        expect(parcel.weightG).toBeGreaterThan(previous.weightG)
        expect(parcel.lengthCm * parcel.widthCm * parcel.heightCm).toBeGreaterThan(
          previous.lengthCm * previous.widthCm * previous.heightCm,
        )
      }
    }
  })
})
