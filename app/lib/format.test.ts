import { describe, expect, it } from 'vitest'
import { cleanPrice, formatPrice, formatWeight } from './format.ts'

const nbsp = '\u00a0'

describe('cleanPrice', () => {
  it('keeps digits and the dot of typed text', () => {
    expect(cleanPrice('1 234.50 ₽')).toBe(1234.5)
    expect(cleanPrice('цена: 99')).toBe(99)
  })
  it('treats what is not a number as 0', () => {
    expect(cleanPrice('бесплатно')).toBe(0)
    expect(cleanPrice('1.2.3')).toBe(0)
    expect(cleanPrice(null)).toBe(0)
    expect(cleanPrice(Number.NaN)).toBe(0)
  })
})

describe('formatPrice', () => {
  it('shows whole rubles without decimals, and kopecks always as two digits', () => {
    expect(formatPrice(1234.5)).toBe(`1${nbsp}234,50${nbsp}₽`)
    expect(formatPrice(900.9)).toBe(`900,90${nbsp}₽`)
    expect(formatPrice(189.999)).toBe(`190${nbsp}₽`)
    expect(formatPrice(1234)).toBe(`1${nbsp}234${nbsp}₽`)
    expect(formatPrice(0.456)).toBe(`0,46${nbsp}₽`)
    expect(formatPrice('3 990')).toBe(`3${nbsp}990${nbsp}₽`)
  })
})

describe('formatWeight', () => {
  it('shows grams as kilograms with two decimals', () => {
    expect(formatWeight(1250)).toBe('1,25')
    expect(formatWeight(5)).toBe('0,01')
    expect(formatWeight(1_500_000)).toBe(`1${nbsp}500,00`)
  })
  it('shows 0 when the weight is empty', () => {
    expect(formatWeight(null)).toBe('0')
    expect(formatWeight('')).toBe('0')
    expect(formatWeight(0)).toBe('0')
    expect(formatWeight(undefined)).toBe('0')
  })
})
