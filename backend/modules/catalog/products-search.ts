/**
 * How search text becomes a full-text query (docs/decisions/007, 030). First the words as typed; when they find
 * nothing, one query in which each piece of the text may be any of its readings (search-variants.ts: look-alike
 * letters, the other keyboard layout, transliteration); when that finds nothing either, one in which each word may
 * also be one of the known words most similar to it (a typo). The reading the results were found by becomes the
 * «Возможно, вы искали …» suggestion.
 */
import type { Database } from '#backend/db/client.ts'
import * as repo from './products.repository.ts'
import { type Reading, readingsOf, searchPieces } from './search-variants.ts'

/**
 * Typo tolerance: each search word also matches the known words (of product, brand and category names) at least
 * this similar by trigrams (pg_trgm `similarity`). One wrong letter in a word of eight («перчятки» — «перчатки»)
 * gives 0.5, in a word of six about 0.4; unrelated words sharing a beginning stay below («маска» — «массажёр» is
 * 0.25). Must not be below pg_trgm's similarity_threshold (0.3), which the index uses.
 */
export const SIMILAR_WORD_THRESHOLD = 0.4
/** Known words tried in place of one unknown search word. */
const SIMILAR_WORDS_PER_WORD = 3
/** Shorter words are not corrected: in a word of three letters, one letter is a third of it. */
const MIN_CORRECTED_WORD = 4
/** Words of one piece used at most (and pieces at most: search-variants.ts); the rest of a paste is ignored. */
const MAX_PIECE_WORDS = 8

const consonant = '[бвгджзклмнпрстфхцчшщ]'
const fleetingVowel = new RegExp(`^(.{2,}${consonant})[оеё](${consonant})$`)

/**
 * Full-text query (to_tsquery syntax) of the search words, each given with its alternatives: every word is needed,
 * any of its alternatives will do, each as a prefix of a stem (so «перчатк» finds «перчатки»). Snowball does not
 * stem a genitive plural with a fleeting vowel (перчаток, салфеток, пробирок) to the stem of the other forms, so
 * such a word also matches the form without that vowel (перчатк-).
 */
export function wordsToTsquery(words: readonly (readonly string[])[]): string {
  return words
    .map((alternatives) => {
      const prefixes = new Set<string>()
      for (const word of alternatives) {
        prefixes.add(word)
        const match = fleetingVowel.exec(word)
        if (match) prefixes.add(`${match[1]}${match[2]}`)
      }
      const terms = [...prefixes].map((prefix) => `${prefix}:*`)
      return terms.length > 1 ? `(${terms.join(' | ')})` : (terms[0] ?? '')
    })
    .filter(Boolean)
    .join(' & ')
}

/**
 * A reading's words as a query: every word is needed, as any of its alternatives; words a hyphen joins must follow
 * each other («SL-363» is not «SL-294 … 22–363 см»).
 */
export function readingToTsquery(
  reading: Pick<Reading, 'words' | 'hyphenated'>,
  alternatives: (word: string) => readonly string[] = (word) => [word],
): string {
  return reading.words
    .slice(0, MAX_PIECE_WORDS)
    .map((word, i) => {
      const term = wordsToTsquery([alternatives(word)])
      return i === 0 ? term : `${reading.hyphenated[i - 1] ? ' <-> ' : ' & '}${term}`
    })
    .join('')
}

/** The search text as typed, as a query (every word needed, each as a prefix); undefined for a text without words. */
export function typedQuery(text: string | undefined): string | undefined {
  const pieces = searchPieces(text).flatMap((piece) => readingsOf(piece).slice(0, 1))
  return pieces.length ? pieces.map((reading) => readingToTsquery(reading)).join(' & ') : undefined
}

/** One way to read a piece of the search text: shown as `text`, found by `tsquery`. */
export interface Candidate {
  text: string
  tsquery: string
}

/** The tolerant query: every piece is needed, as any of its candidates (most likely first). */
export interface TolerantSearch {
  tsquery: string
  pieces: Candidate[][]
}

/** Known words come from the database: only plain words are safe inside tsquery syntax. */
const plainWord = /^[\p{L}\p{N}]+$/u

/**
 * The search text read every way search-variants.ts knows, with `typos` each word also as the known words most
 * similar to it, as one query (one index scan, however many readings). Undefined for a text without words.
 */
export async function tolerantSearch(
  db: Database,
  text: string | undefined,
  typos: boolean,
): Promise<TolerantSearch | undefined> {
  const readings = searchPieces(text).map((piece) =>
    readingsOf(piece).map((reading) => ({ ...reading, words: reading.words.slice(0, MAX_PIECE_WORDS) })),
  )
  if (readings.length === 0) return undefined
  const corrected = typos
    ? [...new Set(readings.flat().flatMap((r) => r.words))].filter((w) => w.length >= MIN_CORRECTED_WORD)
    : []
  const similar = new Map<string, string[]>()
  const known = corrected.length
    ? await repo.listSimilarWords(db, corrected, SIMILAR_WORD_THRESHOLD, SIMILAR_WORDS_PER_WORD)
    : []
  for (const { word, similar: near } of known) {
    if (plainWord.test(near) && near !== word) similar.set(word, [...(similar.get(word) ?? []), near])
  }
  const pieces = readings.map((pieceReadings) => {
    const candidates: Candidate[] = pieceReadings.map((r) => ({ text: r.text, tsquery: readingToTsquery(r) }))
    for (const r of pieceReadings) {
      const [only] = r.words
      if (r.words.length === 1 && only !== undefined) {
        for (const near of similar.get(only) ?? []) candidates.push({ text: near, tsquery: wordsToTsquery([[near]]) })
      } else if (r.words.some((w) => similar.has(w))) {
        candidates.push({ text: r.text, tsquery: readingToTsquery(r, (w) => [w, ...(similar.get(w) ?? [])]) })
      }
    }
    const seen = new Set<string>()
    return candidates.filter((c) => c.tsquery !== '' && !seen.has(c.tsquery) && seen.add(c.tsquery))
  })
  const tsquery = pieces.map((candidates) => `(${candidates.map((c) => `(${c.tsquery})`).join(' | ')})`).join(' & ')
  return { tsquery, pieces }
}

/**
 * What the buyer probably meant: each piece as the first of its candidates that the found products match. Null when
 * that is what was typed, or when no product is given.
 */
export async function suggestionFor(
  db: Database,
  search: TolerantSearch,
  productIds: readonly number[],
): Promise<string | null> {
  const flat = search.pieces.flatMap((candidates, piece) => candidates.map((c) => ({ piece, ...c })))
  const chosen = new Map(
    (await repo.listMatchingReadings(db, flat, productIds)).map((row) => [row.piece, flat[row.n - 1]?.text]),
  )
  const typed = search.pieces.map((candidates) => candidates[0]?.text ?? '')
  const meant = typed.map((text, piece) => chosen.get(piece) ?? text)
  return meant.join(' ') === typed.join(' ') ? null : meant.join(' ')
}

/**
 * Each category's count with those of all its descendants, from the counts of the categories themselves. A count
 * is null when it is unknown (a search that matched more than it counts): so is every sum it is part of.
 */
export function countWithDescendants(
  own: readonly { id: number; count: number | null }[],
  categories: readonly { id: number; parent_id: number }[],
): Map<number, number | null> {
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]))
  const total = new Map<number, number | null>()
  for (const { id, count } of own) {
    const seen = new Set<number>()
    for (let current: number | undefined = id; current && !seen.has(current); current = parentOf.get(current)) {
      seen.add(current)
      const sum = total.get(current)
      total.set(current, count === null || sum === null ? null : (sum ?? 0) + count)
    }
  }
  return total
}
