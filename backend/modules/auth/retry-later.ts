/**
 * A 429 that knows when to come back: the app's error handler adds `Retry-After` and `retry_after` (seconds) to the
 * usual `{ error }`, and the message says the same in words.
 */
import { AppError } from '#backend/lib/errors.ts'

export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message)
  }
}

const secondWords: Record<Intl.LDMLPluralRule, string> = {
  zero: 'секунд',
  one: 'секунду',
  two: 'секунды',
  few: 'секунды',
  many: 'секунд',
  other: 'секунды',
}
const plural = new Intl.PluralRules('ru')

/** «через 1 секунду», «через 42 секунды», «через 55 секунд». */
export function inSeconds(seconds: number): string {
  return `через ${seconds} ${secondWords[plural.select(seconds)]}`
}
