/** Number display rules of SPEC §5 and §9, in the ru-RU locale. */
import { formatRubles } from '#contract/money.ts'

const twoDecimals = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Reads a price typed by a person: keeps only digits and the dot; anything not a number becomes 0. */
export function cleanPrice(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0
  const value = Number(String(input ?? '').replace(/[^\d.]/g, ''))
  return Number.isFinite(value) ? value : 0
}

/** A price as a buyer reads it, «1 234 ₽» or «1 234,50 ₽» (`formatRubles`), from a number or typed text. */
export function formatPrice(rubles: string | number | null | undefined): string {
  return formatRubles(cleanPrice(rubles))
}

/** Grams shown as kilograms with 2 decimals («1,25»); empty or not a number shows «0». */
export function formatWeight(grams: number | string | null | undefined): string {
  const value = Number(grams)
  if (grams === null || grams === undefined || grams === '' || !Number.isFinite(value) || value === 0) return '0'
  return twoDecimals.format(value / 1000)
}

const moscowDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** An ISO date-time as the day in Moscow, «25.11.2026»; what is not a date stays as it is. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : moscowDate.format(date)
}

const moscowDateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
  timeStyle: 'short',
})

/**
 * A moment as people read it here, Moscow time («25.11.2026, 19:40»). Call it in a loader: the server and the
 * browser may sit in other time zones, and the page must hydrate with the text the server wrote.
 */
export function formatMoscowDateTime(iso: string): string {
  return moscowDateTime.format(new Date(iso))
}
