import { describe, expect, it } from 'vitest'
import { amountInWords, integerInWords, pluralForm } from './amount-in-words.ts'

describe('amountInWords', () => {
  it('writes the example of the brief', () => {
    expect(amountInWords(123_450)).toBe('Одна тысяча двести тридцать четыре рубля 50 копеек')
  })

  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Ноль рублей 01 копейка'],
    [2, 'Ноль рублей 02 копейки'],
    [5, 'Ноль рублей 05 копеек'],
    [11, 'Ноль рублей 11 копеек'],
    [12, 'Ноль рублей 12 копеек'],
    [21, 'Ноль рублей 21 копейка'],
    [99, 'Ноль рублей 99 копеек'],
    [100, 'Один рубль 00 копеек'],
    [200, 'Два рубля 00 копеек'],
    [300, 'Три рубля 00 копеек'],
    [400, 'Четыре рубля 00 копеек'],
    [500, 'Пять рублей 00 копеек'],
    [1_000, 'Десять рублей 00 копеек'],
    [1_100, 'Одиннадцать рублей 00 копеек'],
    [1_200, 'Двенадцать рублей 00 копеек'],
    [1_400, 'Четырнадцать рублей 00 копеек'],
    [1_900, 'Девятнадцать рублей 00 копеек'],
    [2_000, 'Двадцать рублей 00 копеек'],
    [2_100, 'Двадцать один рубль 00 копеек'],
    [2_222, 'Двадцать два рубля 22 копейки'],
    [10_100, 'Сто один рубль 00 копеек'],
    [11_100, 'Сто одиннадцать рублей 00 копеек'],
    [11_200, 'Сто двенадцать рублей 00 копеек'],
    [40_000, 'Четыреста рублей 00 копеек'],
    [99_999, 'Девятьсот девяносто девять рублей 99 копеек'],
  ])('%i kopecks → %s', (kopecks, words) => {
    expect(amountInWords(kopecks)).toBe(words)
  })

  it('makes thousands feminine and gives them their plural forms', () => {
    expect(amountInWords(100_000)).toBe('Одна тысяча рублей 00 копеек')
    expect(amountInWords(200_000)).toBe('Две тысячи рублей 00 копеек')
    expect(amountInWords(300_000)).toBe('Три тысячи рублей 00 копеек')
    expect(amountInWords(500_000)).toBe('Пять тысяч рублей 00 копеек')
    expect(amountInWords(1_100_000)).toBe('Одиннадцать тысяч рублей 00 копеек')
    expect(amountInWords(1_200_000)).toBe('Двенадцать тысяч рублей 00 копеек')
    expect(amountInWords(2_100_000)).toBe('Двадцать одна тысяча рублей 00 копеек')
    expect(amountInWords(2_200_000)).toBe('Двадцать две тысячи рублей 00 копеек')
    expect(amountInWords(10_100_100)).toBe('Сто одна тысяча один рубль 00 копеек')
    expect(amountInWords(100_100)).toBe('Одна тысяча один рубль 00 копеек')
    expect(amountInWords(100_200)).toBe('Одна тысяча два рубля 00 копеек')
    expect(amountInWords(99_999_999)).toBe(
      'Девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 99 копеек',
    )
  })

  it('keeps millions and billions masculine', () => {
    expect(amountInWords(100_000_000)).toBe('Один миллион рублей 00 копеек')
    expect(amountInWords(200_000_000)).toBe('Два миллиона рублей 00 копеек')
    expect(amountInWords(500_000_000)).toBe('Пять миллионов рублей 00 копеек')
    expect(amountInWords(2_100_000_000)).toBe('Двадцать один миллион рублей 00 копеек')
    expect(amountInWords(100_000_000_000)).toBe('Один миллиард рублей 00 копеек')
    expect(amountInWords(200_000_000_000)).toBe('Два миллиарда рублей 00 копеек')
    expect(amountInWords(1_100_000_000_000)).toBe('Одиннадцать миллиардов рублей 00 копеек')
    expect(amountInWords(100_100_100_100)).toBe('Один миллиард один миллион одна тысяча один рубль 00 копеек')
    expect(amountInWords(200_200_200_200)).toBe('Два миллиарда два миллиона две тысячи два рубля 00 копеек')
    // Empty scales are skipped, not read as «ноль тысяч».
    expect(amountInWords(100_000_000_100)).toBe('Один миллиард один рубль 00 копеек')
    expect(amountInWords(123_456_789_012_34)).toBe(
      'Сто двадцать три миллиарда четыреста пятьдесят шесть миллионов семьсот восемьдесят девять тысяч двенадцать рублей 34 копейки',
    )
    expect(amountInWords(99_999_999_999_999)).toBe(
      'Девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 99 копеек',
    )
  })

  it('refuses what is no amount or too large to write', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError)
    expect(() => amountInWords(1.5)).toThrow(RangeError)
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError)
    expect(() => amountInWords(100_000_000_000_000)).toThrow(RangeError)
  })

  it('agrees with the Russian plural rules of Intl for every ending', () => {
    const rules = new Intl.PluralRules('ru')
    const forms = ['рубль', 'рубля', 'рублей'] as const
    const byCategory: Record<string, string> = { one: forms[0], few: forms[1], many: forms[2] }
    for (let n = 0; n <= 2_000; n++) expect(pluralForm(n, forms)).toBe(byCategory[rules.select(n)])
  })

  it('writes every number from 0 to 999 without gaps or doubled spaces', () => {
    for (let n = 0; n <= 999; n++) {
      const words = integerInWords(n)
      expect(words).toMatch(/^[а-яё]+( [а-яё]+){0,2}$/)
    }
    expect(integerInWords(1, 'feminine')).toBe('одна')
    expect(integerInWords(2, 'feminine')).toBe('две')
    expect(integerInWords(12, 'feminine')).toBe('двенадцать')
  })
})
