/**
 * The one rule for every "way back" the storefront takes from a visitor (`redirectTo` of forms and links, the page a
 * product question was asked from): a path of this site, or the caller's fallback. Browsers and URL parsers forgive
 * a lot — they drop tabs and line breaks, read `\` as `/`, collapse `/./` and `/../`, decode `%2F` — so the value
 * is judged as written, after percent-decoding, and after the URL parser normalised it, and what is answered is the
 * normalised form itself, ASCII only: what was checked is what the browser gets, and a `Location` header built from
 * it can never throw. Runs in the browser too (the auth and contact forms keep their way back with it).
 */

/** Resolving against a fixed origin of our own: a value that changes the origin leads off the site. */
const INTERNAL_ORIGIN = 'http://shop.internal'

/** Longer than any page of ours with its filters; beyond it a value is not worth parsing. */
export const MAX_REDIRECT_LENGTH = 2000

/** Rounds of percent-decoding looked through (`%252F` is `%2F` is `/`); a value still changing after them is refused. */
const DECODE_ROUNDS = 4

/** C0 and C1 control characters, DEL included: browsers drop some of them from URLs, none belongs in a path. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** What a path may not start with: another host (`//host`, `/\host`; browsers read `\` as `/`). */
const OTHER_HOST = /^[/\\]{2}/

/** The normalised answer: printable ASCII only (the URL parser percent-encodes everything else). */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

/**
 * One round of percent-decoding. A run of escapes that is not valid UTF-8 still has its ASCII bytes decoded, so a
 * `%2F` or `%09` cannot hide behind a broken neighbour.
 */
function decodeOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    }
  })
}

/** The form as written is a same-site path, and so is each percent-decoded form of it. */
function isSameSitePath(value: string): boolean {
  let form = value
  for (let round = 0; ; round++) {
    if (!form.startsWith('/') || OTHER_HOST.test(form) || form.includes('\\') || CONTROL.test(form)) return false
    const decoded = decodeOnce(form)
    if (decoded === form) return true
    if (round === DECODE_ROUNDS) return false
    form = decoded
  }
}

/**
 * A same-site path to send the visitor back to, normalised (`/a/./b?q=в` → `/a/b?q=%D0%B2`), or `fallback` for
 * anything else: not a string, empty or too long, not starting with a single `/`, a scheme, another host in any
 * spelling (`//x`, `/\x`, `/%2F%2Fx`, `/.//x`, `/..//x`, `/\t/x`), a backslash or a control character raw or
 * percent-encoded. Never throws.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback
  if (!isSameSitePath(value)) return fallback
  let url: URL
  try {
    url = new URL(value, INTERNAL_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== INTERNAL_ORIGIN) return fallback
  const normalised = `${url.pathname}${url.search}${url.hash}`
  // Dot segments are resolved only now: `/.//x` and `/..//x` become `//x` here.
  if (!PRINTABLE_ASCII.test(normalised) || !isSameSitePath(normalised)) return fallback
  return normalised
}

/** The way back as a location (to open a dialog over that page, for one): the same rule as `safeRedirectPath`. */
export function safeRedirectLocation(
  value: unknown,
  fallback = '/',
): { pathname: string; search: string; hash: string } {
  const url = new URL(safeRedirectPath(value, fallback), INTERNAL_ORIGIN)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}
