/** The shape of a product template and the small helpers the templates share. */
import type { SpecEntry } from '#backend/db/schema.ts'
import type { Rng } from '../../prng.ts'

export type Unit = 'шт.' | 'уп.' | 'фл.' | 'компл.'
/** 22 standard, 10 for listed medical goods, 0 for exempt registered medical devices. */
export type VatRate = 0 | 10 | 22

/** What a template knows about the brand it is drawing a product for. */
export interface BrandRef {
  name: string
  /** Prefix of the brand's model numbers, e.g. «KM» → «KM-310». */
  model: string
}

/** A product as a template describes it; the generator adds ids, slugs, media paths, ratings and offers. */
export interface ProductDraft {
  name: string
  description: string
  specs: SpecEntry[]
  /** The typical price in rubles; each seller deviates from it. */
  priceRub: number
  weightG: number
  /** Packed width, height and length in centimetres. */
  sizeCm: readonly [number, number, number]
  units: Unit
  vatRate: VatRate
  /** A registered medical device: it gets a registration certificate number and a licence file. */
  registered: boolean
  containsPrecursor?: boolean
  /** Cheap goods that sellers sell only from several units at a time. */
  bulk?: boolean
  /** Equipment worth a demonstration video now and then. */
  videoChance?: number
}

export interface ProductTemplate {
  /** Slug of the leaf category the products belong to. */
  category: string
  /** Relative share of the catalogue. */
  weight: number
  make(rng: Rng, brand: BrandRef): ProductDraft
}

export const spec = (name: string, value: string): SpecEntry => ({ name, value })

/** Russian decimal comma: 7.5 → «7,5». */
export const dec = (value: number): string => String(value).replace('.', ',')

/** Thousands separated by a space from five digits on, as Russian catalogues print them: 4000, 15 000. */
export function num(value: number): string {
  if (Math.abs(value) < 10_000) return String(value)
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}

export function modelCode(rng: Rng, brand: BrandRef, min = 100, max = 999): string {
  return `${brand.model}-${rng.int(min, max)}`
}

/** A value spread by ±`spread` (a fraction) around `base`, for weights and sizes. */
export function around(rng: Rng, base: number, spread = 0.1): number {
  return base * rng.float(1 - spread, 1 + spread)
}

export const warranty = (months: number): SpecEntry => spec('Гарантия', `${months} мес.`)

/** Russian plural forms: plural(5, 'инструмент', 'инструмента', 'инструментов') → «5 инструментов». */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10
  const mod100 = count % 100
  const word =
    mod10 === 1 && mod100 !== 11 ? one : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many
  return `${count} ${word}`
}
