import { describe, expect, it } from 'vitest'
import {
  formatRubles,
  payablePrice,
  priceBeforeSale,
  toKopecks,
  toRubles,
  toRublesOrNull,
  vatFromGross,
} from './money.ts'

describe('money: one rounding, to the whole kopeck', () => {
  it('converts rubles to whole kopecks and back without float drift', () => {
    expect(toKopecks(0.1 + 0.2)).toBe(30)
    expect(toKopecks(19.99)).toBe(1999)
    expect(toRubles(1999)).toBe(19.99)
  })

  it('rounds a fraction of a kopeck (an average, say) to the whole kopeck', () => {
    expect(toRubles(12_345.4)).toBe(123.45)
    expect(toRubles(12_345.5)).toBe(123.46)
  })

  it('keeps a missing price missing', () => {
    expect(toRublesOrNull(null)).toBeNull()
    expect(toRublesOrNull(undefined)).toBeNull()
    expect(toRublesOrNull(150)).toBe(1.5)
  })

  it('takes VAT out of a gross sum', () => {
    expect(vatFromGross(122_00, 22)).toBe(22_00)
    expect(vatFromGross(110_00, 10)).toBe(10_00)
    expect(vatFromGross(100_00, 0)).toBe(0)
    expect(vatFromGross(1, 22)).toBe(0)
  })
})

describe('the price a buyer pays and the price before a sale', () => {
  it('is the price with VAT where the seller quotes net prices, else the price', () => {
    expect(payablePrice({ price: 155.5, price_gross: 189.71 })).toBe(189.71)
    expect(payablePrice({ price: 120, price_gross: null })).toBe(120)
    expect(payablePrice({ price: null, price_gross: null })).toBeNull()
  })

  it('gives the old price to the whole ruble', () => {
    expect(priceBeforeSale(900, 10)).toBe(1000)
    expect(priceBeforeSale(189.71, 15)).toBe(223)
  })
})

describe('formatRubles (one money format, storefront and back-end alike)', () => {
  const nbsp = '\u00a0'
  it('writes whole rubles without decimals and kopecks always as two digits', () => {
    expect(formatRubles(1000)).toBe(`1${nbsp}000${nbsp}₽`)
    expect(formatRubles(900.9)).toBe(`900,90${nbsp}₽`)
    expect(formatRubles(189.71)).toBe(`189,71${nbsp}₽`)
    expect(formatRubles(0.1 + 0.2)).toBe(`0,30${nbsp}₽`)
    expect(formatRubles(0)).toBe(`0${nbsp}₽`)
  })
})
