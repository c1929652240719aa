/**
 * A sum of money in Russian words, as invoices write it (docs/decisions/019): «Одна тысяча двести тридцать четыре
 * рубля 50 копеек». Rubles in words, kopecks in two digits; the first letter capital. Thousands are feminine (одна
 * тысяча, две тысячи), rubles, millions and billions masculine (один рубль, два миллиона); each noun takes the form
 * its number asks for (1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль).
 */

/** The three Russian forms of a noun after a number: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
type Forms = readonly [one: string, few: string, many: string]

export function pluralForm(n: number, forms: Forms): string {
  const lastTwo = n % 100
  const last = n % 10
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2]
  if (last === 1) return forms[0]
  if (last >= 2 && last <= 4) return forms[1]
  return forms[2]
}

type Gender = 'masculine' | 'feminine'

const ONES = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'] as const
const ONES_FEMININE = ['', 'одна', 'две'] as const
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
] as const
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
] as const
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
] as const

/** 1–999 in words. */
function triadInWords(n: number, gender: Gender): string[] {
  const words: string[] = []
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  if (hundreds) words.push(HUNDREDS[hundreds] ?? '')
  if (rest >= 10 && rest < 20) {
    words.push(TEENS[rest - 10] ?? '')
  } else {
    const tens = Math.floor(rest / 10)
    const ones = rest % 10
    if (tens) words.push(TENS[tens] ?? '')
    if (ones) words.push((gender === 'feminine' && ones <= 2 ? ONES_FEMININE[ones] : ONES[ones]) ?? '')
  }
  return words
}

/** The scales above units, largest first: how many of units each stands for, its gender and noun forms. */
const SCALES: readonly { size: number; gender: Gender; forms: Forms }[] = [
  { size: 1_000_000_000, gender: 'masculine', forms: ['миллиард', 'миллиарда', 'миллиардов'] },
  { size: 1_000_000, gender: 'masculine', forms: ['миллион', 'миллиона', 'миллионов'] },
  { size: 1_000, gender: 'feminine', forms: ['тысяча', 'тысячи', 'тысяч'] },
]

/** The largest whole number of rubles written out: 999 999 999 999 (just under a trillion). */
export const MAX_RUBLES_IN_WORDS = 999_999_999_999

/** A whole number 0…999 999 999 999 in words, with `gender` for the units (рубль: masculine). */
export function integerInWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_RUBLES_IN_WORDS) {
    throw new RangeError(`cannot write ${n} in words`)
  }
  if (n === 0) return 'ноль'
  const words: string[] = []
  let rest = n
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size)
    rest %= scale.size
    if (count) words.push(...triadInWords(count, scale.gender), pluralForm(count, scale.forms))
  }
  if (rest) words.push(...triadInWords(rest, gender))
  return words.join(' ')
}

const RUBLE: Forms = ['рубль', 'рубля', 'рублей']
const KOPECK: Forms = ['копейка', 'копейки', 'копеек']

/** `kopecks` (a whole, non-negative number) as invoices write it: «Сто один рубль 05 копеек». */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not an amount in kopecks: ${kopecks}`)
  const rubles = Math.floor(kopecks / 100)
  const cents = kopecks % 100
  const words = integerInWords(rubles)
  const text = `${words} ${pluralForm(rubles, RUBLE)} ${String(cents).padStart(2, '0')} ${pluralForm(cents, KOPECK)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
