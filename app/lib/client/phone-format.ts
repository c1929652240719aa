/**
 * Pure formatting of a phone field as the visitor types (no DOM here, so it is unit-tested).
 *
 * Russian numbers take the house mask `+7 (999) 999-99-99`: a leading 8 or 7 (trunk prefix or country code) and a
 * leading `+7` all become `+7`, any other first digit (9…, 4…) starts the national number. Numbers of other
 * countries (`+` and another code) are formatted by libphonenumber-js, which the caller loads lazily and passes in;
 * until it has arrived they stay as typed. The server normalises every value anyway (contract/phone.ts).
 */
import type { AsYouType } from 'libphonenumber-js/min'

export type AsYouTypeConstructor = typeof AsYouType

const NATIONAL_DIGITS = 10

/** `+7 (916) 123-45-67`, as far as the national digits go (at most ten; more are dropped). */
export function maskRussian(national: string): string {
  const digits = national.slice(0, NATIONAL_DIGITS)
  let masked = `+7 (${digits.slice(0, 3)}`
  if (digits.length > 3) masked += `) ${digits.slice(3, 6)}`
  if (digits.length > 6) masked += `-${digits.slice(6, 8)}`
  if (digits.length > 8) masked += `-${digits.slice(8, 10)}`
  return masked
}

/** True for what is typed as another country's number: a `+` and a code other than 7. */
export function isForeign(raw: string): boolean {
  return /^\s*\+\D*[0-689]/.test(raw)
}

/**
 * The field's text for what the visitor has typed or pasted. `AsYouType` is libphonenumber-js's formatter, or
 * undefined while it is still loading (then a foreign number is left as it is).
 */
export function formatPhone(raw: string, asYouType?: AsYouTypeConstructor): string {
  const digits = raw.replace(/\D/g, '')
  const plus = raw.trimStart().startsWith('+')
  if (!digits) return plus ? '+' : ''
  if (isForeign(raw)) return asYouType ? new asYouType().input(`+${digits}`) : raw
  const national = plus || digits[0] === '8' || digits[0] === '7' ? digits.slice(1) : digits
  return maskRussian(national)
}

/**
 * Where the caret goes after formatting: right after the formatted text of what was before it, when that is how
 * the whole begins (typing in the middle, pasting); otherwise after as many digits as there were before it.
 */
export function caretAfter(rawBeforeCaret: string, formatted: string, format: (raw: string) => string): number {
  const head = format(rawBeforeCaret)
  if (formatted.startsWith(head)) return head.length
  const wanted = head.replace(/\D/g, '').length
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '') && ++seen === wanted) return index + 1
  }
  return formatted.length
}

/**
 * Backspace or Delete next to a separator (space, bracket, dash) would only remove the separator, which the
 * formatting puts straight back: the caret would be stuck. Instead the nearest digit on that side goes. Returns the
 * text without that digit and the text before the caret, or null when the key should act as usual.
 */
export function deleteOverSeparator(
  value: string,
  caret: number,
  direction: 'backward' | 'forward',
): { raw: string; beforeCaret: string } | null {
  const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char)
  if (direction === 'backward') {
    if (caret === 0 || isDigit(value[caret - 1])) return null
    let index = caret - 1
    while (index >= 0 && !isDigit(value[index])) index--
    if (index < 0) return null
    return { raw: value.slice(0, index) + value.slice(index + 1), beforeCaret: value.slice(0, index) }
  }
  if (caret >= value.length || isDigit(value[caret])) return null
  let index = caret
  while (index < value.length && !isDigit(value[index])) index++
  if (index >= value.length) return null
  return { raw: value.slice(0, index) + value.slice(index + 1), beforeCaret: value.slice(0, caret) }
}
