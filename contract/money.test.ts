import { describe, expect, it } from 'vitest'
import { formatRubles, toKopecks, toRubles, toRublesOrNull } from './money.ts'

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
