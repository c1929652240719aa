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
    expect(resolveDestination({ city: '  ' }).name).toBe('Москва')
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
