/**
 * What a buyer may have meant by a piece of search text (pure, no database): the text as typed, with Latin look-alike
 * letters inside a Cyrillic word made Cyrillic (and the other way round), typed in the other keyboard layout
 * (`gthxfnrb` → «перчатки», «щькщт» → «omron»), and Latin transliteration read as Russian (`perchatki` →
 * «перчатки»). The search turns each reading into words and asks for any of them in one full-text query
 * (products-search.ts, docs/decisions/030).
 */

/** Search text pieces (whitespace-separated) used at most; as many as search words (products-search.ts). */
export const MAX_SEARCH_PIECES = 8

const wordPattern = /[\p{L}\p{N}]+/gu

/** Lower-case words of a text: letters and digits only, so they are safe inside tsquery syntax. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(wordPattern) ?? []
}

/** The whitespace-separated pieces of a search text that hold a letter or a digit, lower-case. */
export function searchPieces(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/u)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece))
    .slice(0, MAX_SEARCH_PIECES)
}

// The same keys of the ЙЦУКЕН and QWERTY layouts, unshifted and shifted (lower-case letters only: text is
// lower-cased first).
const russianKeys = 'йцукенгшщзхъфывапролджэячсмитьбюё' + 'хъжэбюё'
const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`" + '{}:"<>~'
const toRussianKey = new Map([...latinKeys].map((key, i) => [key, russianKeys[i] as string]))
const toLatinKey = new Map([...russianKeys.slice(0, 33)].map((key, i) => [key, latinKeys[i] as string]))

const cyrillic = /\p{Script=Cyrillic}/u
const latin = /\p{Script=Latin}/u
const hasCyrillic = (text: string) => cyrillic.test(text)
const hasLatin = (text: string) => latin.test(text)

/**
 * The piece as if typed in the other layout: Latin keys read as Russian, or Russian keys read as Latin; a piece
 * with letters of both scripts stays as it is (null).
 */
export function otherLayout(piece: string): string | null {
  const text = piece.toLowerCase()
  if (hasLatin(text) && !hasCyrillic(text)) {
    return [...text].map((ch) => toRussianKey.get(ch) ?? ch).join('')
  }
  if (hasCyrillic(text) && !hasLatin(text)) return [...text].map((ch) => toLatinKey.get(ch) ?? ch).join('')
  return null
}

// Letters that look alike in the two alphabets (in either case: Latin «H» is Cyrillic «Н», «B» is «В»).
const latinLookAlikes = 'acepxykmthbo'
const cyrillicLookAlikes = 'асерхукмтнво'
const lookAlikeToCyrillic = new Map([...latinLookAlikes].map((ch, i) => [ch, cyrillicLookAlikes[i] as string]))
const lookAlikeToLatin = new Map([...cyrillicLookAlikes].map((ch, i) => [ch, latinLookAlikes[i] as string]))

/**
 * The piece with every word of mixed scripts written in one: the script most of its letters are in, when each letter
 * of the other is a look-alike («cалфетки» with a Latin «c» → «салфетки»). Null when no word changes.
 */
export function sameScript(piece: string): string | null {
  let changed = false
  const fixed = piece.toLowerCase().replace(/\p{L}+/gu, (word) => {
    const letters = [...word]
    const cyrillicCount = letters.filter((ch) => cyrillic.test(ch)).length
    const latinCount = letters.filter((ch) => latin.test(ch)).length
    if (cyrillicCount === 0 || latinCount === 0) return word
    const [map, foreign] = cyrillicCount >= latinCount ? [lookAlikeToCyrillic, latin] : [lookAlikeToLatin, cyrillic]
    if (!letters.every((ch) => !foreign.test(ch) || map.has(ch))) return word
    changed = true
    return letters.map((ch) => (foreign.test(ch) ? (map.get(ch) ?? ch) : ch)).join('')
  })
  return changed ? fixed : null
}

// Latin transliteration of Russian, longest spellings first.
const translitPairs: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yo', 'ё'],
  ['jo', 'ё'],
  ['x', 'кс'],
  ...[...'abcdefghijklmnopqrstuvwz'].map(
    (ch) => [ch, 'абцдефгхийклмнопкрстуввз'['abcdefghijklmnopqrstuvwz'.indexOf(ch)] as string] as const,
  ),
]
const latinVowels = new Set([...'aeiouy'])

/**
 * A Latin word read as transliterated Russian (`perchatki` → «перчатки», `shpric` → «шприц», `belyy` → «белый»):
 * «y» after a vowel is «й», otherwise «ы»; a word's first «e» is «э» (электрод, эндоскоп). Null for a piece without
 * Latin letters or with Cyrillic ones.
 */
export function fromTranslit(piece: string): string | null {
  const text = piece.toLowerCase()
  if (!hasLatin(text) || hasCyrillic(text)) return null
  return text.replace(/[a-z]+/g, (word) => {
    let out = ''
    let i = 0
    while (i < word.length) {
      const previous = word[i - 1]
      if (word[i] === 'y' && !word.startsWith('yu', i) && !word.startsWith('ya', i) && !word.startsWith('yo', i)) {
        out += previous !== undefined && latinVowels.has(previous) ? 'й' : 'ы'
        i += 1
        continue
      }
      if (i === 0 && word[i] === 'e') {
        out += 'э'
        i += 1
        continue
      }
      const pair = translitPairs.find(([spelling]) => word.startsWith(spelling, i))
      out += pair ? pair[1] : word[i]
      i += pair ? pair[0].length : 1
    }
    return out
  })
}

/**
 * One way to read a piece: its text (shown in «Возможно, вы искали …»), its search words, and for each word after
 * the first whether a hyphen joins it to the one before («SL-363», «тест-полоски»): such words must follow each other.
 */
export interface Reading {
  text: string
  words: string[]
  hyphenated: boolean[]
}

/** The words of a text and the hyphens between them (see Reading). */
export function wordsWithHyphens(text: string): Pick<Reading, 'words' | 'hyphenated'> {
  const words: string[] = []
  const hyphenated: boolean[] = []
  let end = -1
  for (const match of text.toLowerCase().matchAll(wordPattern)) {
    if (words.length) hyphenated.push(text.slice(end, match.index) === '-')
    words.push(match[0])
    end = match.index + match[0].length
  }
  return { words, hyphenated }
}

/**
 * The readings of a piece, most likely first: as typed, with its look-alike letters in one script, in the other
 * layout, transliterated. Readings with the same words are given once; a reading without words is left out.
 */
export function readingsOf(piece: string): Reading[] {
  const texts = [piece.toLowerCase(), sameScript(piece), otherLayout(piece), fromTranslit(piece)]
  const readings: Reading[] = []
  const seen = new Set<string>()
  for (const text of texts) {
    if (text === null) continue
    const { words, hyphenated } = wordsWithHyphens(text)
    const key = words.join(' ')
    if (words.length === 0 || seen.has(key)) continue
    seen.add(key)
    readings.push({ text: text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''), words, hyphenated })
  }
  return readings
}
