/**
 * Russian phone numbers, one rule for storefront and back-end: whatever the visitor types (8 916 …, +7 (916) …,
 * 9161234567) is read with libphonenumber-js, must be a valid Russian number (Kazakhstan shares +7 and is refused),
 * and is stored and sent in E.164: `+79161234567`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'

export function normalizeRussianPhone(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  const parsed = parsePhoneNumberFromString(trimmed, 'RU')
  if (parsed?.country !== 'RU' || !parsed.isValid()) return null
  return parsed.number
}

/** SPEC §5: the message of a phone that is not a Russian number. */
export const phoneMessage = 'Пожалуйста, скорректируйте номер телефона'

/** A phone as the API takes it: E.164 of a Russian number. */
export const e164RussianPhone = z.string().regex(/^\+7\d{10}$/, phoneMessage)
