/**
 * Hostile values for the fuzz tests of the API (issue 5): a fixed list of the classics (long strings, wrong types,
 * SQL and HTML, NUL, prototype keys) and a seeded generator of random JSON values built from nasty alphabets.
 *
 * Every random value comes from its own seed, printed in the label of the request that carried it, so a failure is
 * replayed with `hostileValue(seed)` (or `hostileBody(seed)` for a whole body) alone. The run's base seed is fixed, so CI sends the same values every time;
 * `HOSTILE_SEED=<n>` explores another set.
 */
import { createRng, type Rng } from '#backend/db/seed/prng.ts'

/** The classics, sent to every field. */
export const hostileValues: readonly unknown[] = [
  '',
  '   ',
  'x'.repeat(100_000),
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0000',
  '😀'.repeat(100),
  '\u202eevil',
  '%_\\',
  '\ud83d',
  '{"$gt":""}',
  0,
  -0,
  -1,
  2_147_483_648,
  2 ** 53 + 1,
  1e308,
  1.5,
  true,
  false,
  null,
  [],
  ['a'],
  {},
  { $gt: '' },
]

/** The strings of the fixed list: what a query string or a form field can carry. */
export const hostileTexts: readonly string[] = hostileValues.filter(
  (value): value is string => typeof value === 'string',
)

/**
 * Pieces random strings are made of, with weights. What PostgreSQL cannot store (NUL, a lone surrogate) has its own
 * rare alphabet: it is refused up front, so a string holding it never goes deeper.
 */
const alphabets: readonly (readonly [readonly string[], number])[] = [
  [[...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'], 2],
  [['😀', '👍🏽', '👨‍👩‍👧', '🇷🇺', '\u{1F9EA}'], 1],
  [['\u200e', '\u200f', '\u202a', '\u202b', '\u202e', '\u2066', '\u2069', '\u200b', '\ufeff'], 1],
  [['\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u2028', '\n', '\r', '\t'], 1],
  [["'", '"', '`', '\\', '\\\\', "\\'", '\\u0000'], 1],
  [["' OR '1'='1", "'; DROP TABLE users; --", '/*', '*/', ' UNION SELECT ', '$$', "E'\\x00'", '::text', ';'], 1],
  [
    ['<script>', '</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '&lt;', '&#0;', '<!--', '-->'],
    1,
  ],
  [['%', '%00', '%s', '%d', '%n', '_', '%25', '%%'], 1],
  [[...'abcxyzABCXYZ0123456789 .,-+@#/:'], 2],
  [['\u0000', '\ud83d', '\ude00', '\udfff'], 0.3],
]

/** Edges of JSON numbers (NaN and Infinity are not JSON). */
const edgeNumbers: readonly number[] = [
  0,
  -0,
  1,
  -1,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  0.1,
  1.5,
  -1.5,
  100_001,
]

/** Keys that mean something to JavaScript objects or to query languages. */
const nastyKeys: readonly string[] = ['__proto__', 'constructor', 'prototype', '$gt', '$ne', '$where', 'toString', '']

const MAX_DEPTH = 5

/** A string of pieces from one or a few alphabets; now and then a huge one. */
function nastyString(rng: Rng): string {
  const length = rng.weighted([
    [rng.int(0, 8), 4],
    [rng.int(9, 300), 4],
    [rng.int(301, 5000), 1],
    [rng.int(50_000, 200_000), 0.3],
  ] as const)
  const own = Array.from({ length: rng.int(1, 3) }, () => rng.weighted(alphabets))
  const pieces: string[] = []
  let size = 0
  while (size < length) {
    const piece = rng.pick(rng.pick(own))
    pieces.push(piece)
    size += piece.length
  }
  return pieces.join('')
}

/** Almost right: the shape a field wants, broken a little (so validation is passed now and then). */
function nearMiss(rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('')
  return rng.pick([
    () => `+7${digits(rng.int(8, 12))}`,
    () => `+79${digits(9)}`,
    () => digits(rng.int(1, 8)),
    () => `${nastyString(rng).slice(0, 40)}@clinic.test`,
    () => `user${digits(4)}@${nastyString(rng).slice(0, 10)}`,
    () => `${rng.int(1000, 2100)}-${rng.int(0, 13)}-${rng.int(0, 32)}`,
    () => rng.pick(['male', 'female', 'MALE', 'other', 'true', 'null', 'undefined']),
    () => ` ${digits(6)} `,
  ])()
}

function randomScalar(rng: Rng): unknown {
  return rng.weighted<() => unknown>([
    [() => nastyString(rng), 6],
    [() => nearMiss(rng), 3],
    [() => rng.pick(edgeNumbers), 2],
    [() => rng.int(-1_000_000, 1_000_000) / rng.pick([1, 7, 1000]), 1],
    [() => rng.chance(0.5), 1],
    [() => null, 1],
    [() => rng.pick(hostileValues), 1],
  ])()
}

/** A key of an object: a nasty one, or random text. */
function randomKey(rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(nastyKeys) : nastyString(rng).slice(0, 30)
}

/** An object whose keys are its own properties, `__proto__` included (an assignment would set the prototype). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true })
  }
  return object
}

function randomJson(rng: Rng, depth: number): unknown {
  if (depth >= MAX_DEPTH || rng.chance(0.75)) return randomScalar(rng)
  const size = rng.int(0, 5)
  if (rng.chance(0.5)) return Array.from({ length: size }, () => randomJson(rng, depth + 1))
  return objectOf(Array.from({ length: size }, () => [randomKey(rng), randomJson(rng, depth + 1)] as const))
}

/** The random JSON value of this seed (nesting at most 5 deep): a failure's label names the seed to replay. */
export function hostileValue(seed: number): unknown {
  return randomJson(createRng(seed), 0)
}

/** A random request body of this seed: mostly an object with random keys, sometimes any other JSON value. */
export function hostileBody(seed: number): unknown {
  const rng = createRng(seed)
  if (rng.chance(0.2)) return randomJson(rng, 0)
  return objectOf(Array.from({ length: rng.int(0, 8) }, () => [randomKey(rng), randomJson(rng, 1)] as const))
}

/** The base seed of this run: `HOSTILE_SEED` when set, else a fixed one. */
export const HOSTILE_SEED = Number(process.env.HOSTILE_SEED ?? 20_260_501) >>> 0

/** A 32-bit hash of text (FNV-1a): gives every field its own stream of seeds. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * `count` seeds for the values of one field (`salt`, e.g. "signin.email"), derived from the run's base seed: the
 * same field gets the same values on every run with the same base seed, and other fields get others.
 */
export function hostileSeeds(salt: string, count: number, base: number = HOSTILE_SEED): number[] {
  const rng = createRng((base ^ hashText(salt)) >>> 0)
  return Array.from({ length: count }, () => rng.int(0, 0xffffffff) >>> 0)
}

/** The fixed values and `count` random ones for a field, each with its label (a random one's names its seed). */
export function valuesFor(salt: string, count: number): { value: unknown; label: string }[] {
  return [
    ...hostileValues.map((value) => ({ value, label: showValue(value) })),
    ...hostileSeeds(salt, count).map((seed) => {
      const value = hostileValue(seed)
      return { value, label: `seed=${seed} ${showValue(value)}` }
    }),
  ]
}

/** A short, printable picture of a value for a failure's label. */
export function showValue(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text
}
