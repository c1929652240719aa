import { describe, expect, it } from 'vitest'
import { toKopecks, toRubles, toRublesOrNull } from './money.ts'

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
