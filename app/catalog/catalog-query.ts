/**
 * The catalogue's URL is its state: filters, sort and page live in the query string, so every view is a link,
 * the filter form is a plain GET form, and the back button works without JavaScript. This module reads that
 * state leniently (a visitor's typo must not break the page) and writes links that change one part of it.
 */
import { DIALOG_PARAMS } from '#app/lib/dialog.ts'
import { cleanPrice } from '#app/lib/format.ts'
// Types only: this module runs in the browser too, and the contract's zod schemas would weigh on every page.
import type { Availability } from '#contract/catalog.ts'
import type { ProductFilters, ProductSort } from '#contract/products.ts'

/** The contract's sort and availability values (a test keeps them equal to the schemas). */
export const SORTS: readonly ProductSort[] = ['popular', 'price', 'rating', 'new', 'order']
export const AVAILABILITIES: readonly Availability[] = ['in_stock', 'not_in_stock', 'on_order', 'price_on_request']

const isSort = (value: string | null): value is ProductSort => SORTS.includes(value as ProductSort)
const isAvailability = (value: string): value is Availability => AVAILABILITIES.includes(value as Availability)

export interface CatalogQuery {
  brands: string[]
  merchants: number[]
  availability: Availability[]
  /** As typed, so the form shows back what the visitor entered. */
  priceFrom: string
  priceTo: string
  search: string
  sort: ProductSort
  direction: 'asc' | 'desc'
  page: number
}

/** Field errors of the filter form, as i18n keys. */
export type CatalogQueryErrors = Partial<Record<'price_from' | 'price_to', string>>

export const defaultDirection = (sort: ProductSort) => (sort === 'price' ? 'asc' : 'desc')

const MAX_PAGE = 10_000

/**
 * The highest price a filter asks for, in rubles: far above any offer, far below what the back-end's kopecks hold.
 * A higher «от» finds nothing and a higher «до» limits nothing, just as this value does.
 */
export const MAX_PRICE_FILTER = 1_000_000_000

/** Control characters (a NUL among them) mean nothing in a search and the database refuses them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g

/** The search text as the catalogue and the suggestions send it: control characters out, trimmed, bounded. */
export function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 200).trim()
}

/** A typed price as a filter, within what a filter can ask for (see MAX_PRICE_FILTER). */
function priceFilter(typed: string): number | undefined {
  if (!typed.trim()) return undefined
  return Math.min(cleanPrice(typed), MAX_PRICE_FILTER)
}

export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const rawSort = params.get('sort')
  const sort: ProductSort = isSort(rawSort) ? rawSort : 'popular'
  const direction = params.get('direction')
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    brands: unique(params.getAll('brand').filter((s) => s.length > 0 && s.length <= 200)),
    merchants: unique(
      params
        .getAll('seller')
        .map((s) => Number.parseInt(s, 10))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
    availability: unique(params.getAll('availability').filter(isAvailability)),
    priceFrom: (params.get('price_from') ?? '').slice(0, 20),
    priceTo: (params.get('price_to') ?? '').slice(0, 20),
    search: cleanSearch(params.get('search')),
    sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaultDirection(sort),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  }
}

/** The back-end filters for a query, and the errors of fields that were left out because they make no sense. */
export function toProductFilters(
  query: CatalogQuery,
  fixed: { category?: string; brands?: string[] } = {},
): { filters: ProductFilters; errors: CatalogQueryErrors } {
  const errors: CatalogQueryErrors = {}
  const priceFrom = priceFilter(query.priceFrom)
  let priceTo = priceFilter(query.priceTo)
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) {
    errors.price_to = 'catalog.errors.priceRange'
    priceTo = undefined
  }
  const brands = fixed.brands ?? query.brands
  return {
    filters: {
      ...(fixed.category ? { category: fixed.category } : {}),
      ...(brands.length ? { brands } : {}),
      ...(query.merchants.length ? { merchants: query.merchants } : {}),
      ...(query.availability.length ? { availability: query.availability } : {}),
      ...(priceFrom !== undefined ? { price_from: priceFrom } : {}),
      ...(priceTo !== undefined ? { price_to: priceTo } : {}),
      ...(query.search ? { search: query.search } : {}),
      sort: query.sort,
      direction: query.direction,
      page: query.page,
    },
    errors,
  }
}

/**
 * The current URL's query with some parameters replaced (null removes one); the page goes back to 1 unless set.
 * An open dialog's parameters (e.g. the add-to-cart dialog's) stay behind: a new view of the listing opens none.
 */
export function withParams(current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(current)
  for (const key of DIALOG_PARAMS) next.delete(key)
  if (!('page' in changes)) next.delete('page')
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name)
    else next.set(name, String(value))
  }
  if (next.get('page') === '1') next.delete('page')
  const search = next.toString()
  return search ? `?${search}` : '?'
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
