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

// ---- Numbers beyond every field, NUL as a URL spells it, path segments and bodies of the wrong kind ----------------

/**
 * JSON numbers beyond what any field holds: past 32 and 64 bits, past the integers a double keeps exactly, and the
 * largest doubles (a price in rubles becomes kopecks, a page an offset: each overflowed somewhere once).
 */
export const hugeNumbers: readonly number[] = [
  1e20,
  -1e20,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  2 ** 64,
  2 ** 53 + 2,
  1e300,
  -1e308,
]

/** The same as text (a query, a form field or a JSON string carries them), and the words JSON has no number for. */
export const hugeNumberTexts: readonly string[] = [
  '1e20',
  '-1e20',
  '99999999999999999999',
  '-99999999999999999999',
  '2147483648',
  '9223372036854775808',
  '1e308',
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x7fffffff',
  '1e-400',
]

/** Numbers a JSON text can spell that JavaScript reads as something else (Infinity, 0, a rounded integer). */
export const hugeNumberSpellings: readonly string[] = ['1e999', '-1e999', '1e-400', '123456789012345678901234567890']

/** NUL as a raw character and as a URL spells it (`%00`; `%2500` is the three characters `%00`). */
export const nulTexts: readonly string[] = ['\u0000', 'a\u0000b', '1\u0000', '%00', '1%00', '%2500']

/**
 * Path segments as they go into a URL, percent-encoding and all: NUL, numbers beyond every id, negative and
 * non-numeric ones, a traversal, a long one, encodings of a lone surrogate and of no character at all.
 */
export const hostileSegments: readonly string[] = [
  '%00',
  '1%00',
  '%00.svg',
  'a%00b',
  '%2500',
  '99999999999999999999',
  '1e20',
  '-1e20',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  '%20',
  "1'%20OR%20'1'%3D'1",
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '%ED%A0%80',
  '%E0%A4%A',
  '%FF',
  '%F0%9F%98%80',
]

/** A text as a path segment: percent-encoded; null when it cannot be (a lone surrogate). */
export function asSegment(text: string): string | null {
  try {
    return encodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * Bodies that are no JSON or not the kind their type says, for a call that reads JSON (or a form): text, XML, JSON
 * sent as a form, a form sent as JSON, multipart without its boundary or cut short, an empty body said to be JSON,
 * bytes that are not UTF-8. Each as [label, Content-Type (null: none), body].
 */
export function hostileRawBodies(
  base: Record<string, unknown> = { a: 1 },
): readonly [string, string | null, string | Uint8Array<ArrayBuffer>][] {
  const json = JSON.stringify(base)
  const form = new URLSearchParams(Object.entries(base).map(([key, value]) => [key, String(value)])).toString()
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)),
    ) as Uint8Array<ArrayBuffer>
  return [
    ['text', 'text/plain', json],
    ['text without a type', null, json],
    ['XML', 'application/xml', `<?xml version="1.0"?><body>${json}</body>`],
    ['XML as JSON', 'application/json', '<?xml version="1.0"?><a/>'],
    ['JSON as a form', 'application/x-www-form-urlencoded', json],
    ['a form as JSON', 'application/json', form || 'a=1'],
    ['a broken form', 'application/x-www-form-urlencoded', '%zz&&==&a=%00&a=%E0%A4%A'],
    ['multipart without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
    ['multipart, another boundary', 'multipart/form-data; boundary=zzz', `--x\r\n${json}`],
    [
      'multipart, cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ['a made-up form type', 'text/form', json],
    ['empty JSON', 'application/json', ''],
    ['blank JSON', 'application/json', ' \r\n\t'],
    ['JSON in UTF-16', 'application/json; charset=utf-16', json],
    ['JSON with bytes that are not UTF-8', 'application/json', bytes('{"a":"', [0xc3, 0x28, 0xff, 0xfe], '"}')],
    ['JSON cut in a UTF-8 character', 'application/json', bytes('{"a":"', [0xd0], '"}')],
    ['a form with bytes that are not UTF-8', 'application/x-www-form-urlencoded', bytes('a=', [0xff, 0xfe])],
    ['binary', 'application/octet-stream', bytes([0, 255, 0xc3, 0x28, 0xf0, 0x28])],
    ['NUL bytes as JSON', 'application/json', bytes([0, 0, 0, 0])],
  ]
}

// ---- What a URL, a form body or a cookie carries, as it goes on the wire (the storefront's fuzz test) --------------

/**
 * Any text percent-encoded for a query string, a form body or a cookie; a lone surrogate (which has no UTF-8) goes as
 * the three bytes it would take, which no UTF-8 decoder accepts. ASCII only, so it fits a header too.
 */
export function asUrlText(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(char)
    }
  }
  return out
}

/**
 * Values as a query string or a form body carries them, already percent-encoded, by kind: numbers beyond every
 * field (and the spellings JavaScript reads as something else), NUL, other control characters and a header
 * injection, percent-encodings that decode to nothing (a bare `%`, a cut UTF-8 sequence, an overlong NUL, a
 * surrogate), and blanks.
 */
export const hostileUrlKinds = {
  numbers: [
    '99999999999999999999',
    '-99999999999999999999',
    '1e20',
    '-1e20',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '9223372036854775808',
    '1e308',
    '1e999',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '0x10',
    '0',
    '-1',
    '1.5',
  ],
  nul: ['%00', 'a%00b', '1%00', '%2500'],
  control: ['%0D%0A', '%0D%0ASet-Cookie:%20bh_token%3Dx', '%09', '%1B%5B31m', '%7F'],
  encoding: ['%', '%E0%A4%A', '%ZZ', '%FF%FE', '%ED%A0%80', '%C0%80'],
  blank: ['', '%20%20'],
} as const satisfies Record<string, readonly string[]>

/** All of them, one list. */
export const hostileUrlValues: readonly string[] = Object.values(hostileUrlKinds).flat()

/** An over-long value (10 000 characters): one such parameter still fits the 16 KB Node allows a request's head. */
export const longUrlValue = 'x'.repeat(10_000)

/**
 * The random value of this seed as a query or form field carries it: text as it is, any other JSON value as JSON;
 * cut to `maxChars` characters first (a URL must fit in 16 KB), then percent-encoded.
 */
export function hostileUrlText(seed: number, maxChars = 1000): string {
  const value = hostileValue(seed)
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')
  return asUrlText(text.slice(0, maxChars))
}

/**
 * Cookie values any cookie of the storefront may get (percent-encoded where a cookie must be, as the `cookie` package
 * decodes them): broken and deeply nested JSON, numbers beyond every id, NUL, broken encodings, prototype keys.
 */
export const hostileCookieValues: readonly string[] = [
  '%7B%22a%22%3A',
  '[1e999]',
  '[99999999999999999999,1e20,-0,2147483648]',
  '99999999999999999999',
  '1e20',
  'NaN',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  'null',
  '%7B%22__proto__%22%3A%7B%22polluted%22%3A1%7D%7D',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '%0D%0A',
  'x'.repeat(4000),
]
