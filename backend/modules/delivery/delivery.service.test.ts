import { describe, expect, it } from 'vitest'
import { AppError } from '#backend/lib/errors.ts'
import { DEFAULT_PARCEL, parcelOf, resolveDestination } from './delivery.service.ts'

describe('parcelOf', () => {
  it('uses the product’s weight and size', () => {
    expect(parcelOf({ weightG: 2500, widthCm: 20, heightCm: 15, lengthCm: 40 })).toEqual({
      weightG: 2500,
      widthCm: 20,
      heightCm: 15,
      lengthCm: 40,
    })
  })

  it('assumes 1 kg and a 30×20×10 cm box for what the product lacks', () => {
    expect(DEFAULT_PARCEL).toEqual({ weightG: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 })
    expect(parcelOf({ weightG: null, widthCm: null, heightCm: null, lengthCm: null })).toEqual(DEFAULT_PARCEL)
    expect(parcelOf({ weightG: 4000, widthCm: 20, heightCm: null, lengthCm: 40 })).toEqual({
      ...DEFAULT_PARCEL,
      weightG: 4000,
    })
    expect(parcelOf({ weightG: 0, widthCm: 50, heightCm: 50, lengthCm: 50 })).toEqual({
      weightG: 1000,
      widthCm: 50,
      heightCm: 50,
      lengthCm: 50,
    })
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
