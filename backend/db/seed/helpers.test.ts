import { describe, expect, it } from 'vitest'
import { slugify } from '#backend/lib/slug.ts'
import { isValidOgrn, isValidSettlementAccount } from '#contract/company-ids.ts'
import { companyInn, companyKpp, companyOgrn, settlementAccount } from './inn.ts'
import { createRng } from './prng.ts'

describe('createRng', () => {
  it('repeats its sequence for a seed and stays within bounds', () => {
    const a = createRng(7)
    const b = createRng(7)
    const first = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first)
    expect(Array.from({ length: 5 }, () => createRng(8).next())).not.toEqual(first)
    const rng = createRng(1)
    for (let i = 0; i < 1000; i++) {
      const value = rng.int(3, 5)
      expect(value >= 3 && value <= 5 && Number.isInteger(value)).toBe(true)
    }
  })

  it('shuffles into a permutation and picks by weight', () => {
    const rng = createRng(3)
    const items = [1, 2, 3, 4, 5, 6]
    expect(rng.shuffle(items).sort()).toEqual(items)
    const picks = Array.from({ length: 2000 }, () =>
      rng.weighted([
        ['rare', 1],
        ['common', 9],
      ] as const),
    )
    const rare = picks.filter((p) => p === 'rare').length
    expect(rare).toBeGreaterThan(100)
    expect(rare).toBeLessThan(300)
    expect(() => rng.pick([])).toThrow()
  })
})

describe('helpers', () => {
  it('transliterates Russian names into kebab-case slugs', () => {
    expect(slugify('Перчатки нитриловые')).toBe('perchatki-nitrilovye')
    expect(slugify('Кресла-коляски')).toBe('kresla-kolyaski')
    expect(slugify('Шприц 3-компонентный 5 мл, 100 шт.')).toBe('shprits-3-komponentnyy-5-ml-100-sht')
    expect(slugify('Щёлочь Sterimax', 10)).toBe('shcheloch')
  })

  it('completes company INNs with a valid check digit', () => {
    expect(companyInn('770708389')).toBe('7707083893')
    expect(companyInn('783000229')).toBe('7830002293')
  })
})

describe('company requisites', () => {
  it('completes an OGRN with its check digit', () => {
    // Sberbank's OGRN, as published.
    expect(companyOgrn('102770013219')).toBe('1027700132195')
    expect(isValidOgrn(companyOgrn('112526000765'))).toBe(true)
    expect(() => companyOgrn('12345')).toThrow()
  })

  it('makes the KPP of the tax office of the INN', () => {
    expect(companyKpp('7707083893')).toBe('770701001')
  })

  it('computes the key of a settlement account so that it agrees with the bank', () => {
    for (const bik of ['044525225', '044030790', '046577674', '049205805']) {
      for (const serial of ['00000000001', '38001245761', '99999999999']) {
        const account = settlementAccount(bik, serial)
        expect(account).toMatch(new RegExp(`^40702810\\d${serial}$`))
        expect(isValidSettlementAccount(account, bik)).toBe(true)
      }
    }
    // Only one key digit agrees: any other breaks the check.
    const account = settlementAccount('044525225', '38001245761')
    for (let key = 0; key <= 9; key++) {
      const other = `${account.slice(0, 8)}${key}${account.slice(9)}`
      expect(isValidSettlementAccount(other, '044525225')).toBe(other === account)
    }
  })
})
