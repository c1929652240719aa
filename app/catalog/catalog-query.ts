/**
 * The catalogue's URL is its state: filters, sort, page and how many products are shown live in the query string,
 * so every view is a link, the filter form is a plain GET form, and the back button works without JavaScript. This
 * module reads that state leniently (a visitor's typo must not break the page) and writes links that change one
 * part of it (decisions 008 and 033).
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
  /** The first page shown (of PAGE_SIZE products). */
  page: number
  /** How many products are shown from that page on: PAGE_SIZE, or more after «Показать ещё» (`shown`). */
  shown: number
}

/** Field errors of the filter form, as i18n keys. */
export type CatalogQueryErrors = Partial<Record<'price_from' | 'price_to', string>>

export const defaultDirection = (sort: ProductSort) => (sort === 'price' ? 'asc' : 'desc')

const MAX_PAGE = 10_000

/** Products in a page of the listing: the contract's PRODUCTS_PER_PAGE (a test keeps them equal). */
export const PAGE_SIZE = 24

/**
 * The most products one URL shows (ten pages): «Показать ещё» past it opens the next page on its own. It bounds
 * the listing calls one page costs (listingCalls).
 */
export const MAX_SHOWN = 240

/** The listing calls' page sizes, largest first; the largest is the contract's MAX_PRODUCTS_PER_PAGE. */
const CALL_SIZES = [96, 72, 48, 24] as const

/** The UI state of the phone's filter panel: `?filters=open` shows it without JavaScript. */
export const FILTERS_PARAM = 'filters'

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
    shown: readShown(params.get('shown')),
  }
}

/** A count of products shown: whole pages, at least one, at most MAX_SHOWN; anything else is one page. */
function readShown(value: string | null): number {
  const shown = Number.parseInt(value ?? '', 10)
  if (!Number.isFinite(shown) || shown <= PAGE_SIZE) return PAGE_SIZE
  return Math.min(Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE, MAX_SHOWN)
}

/**
 * The back-end pages that together hold `shown` products from page `page` on: as few calls as the contract's page
 * sizes allow (one from the first page up to 96 products; `?shown=48` is one call of 48).
 */
export function listingCalls(page: number, shown: number): { page: number; per_page: number }[] {
  const calls: { page: number; per_page: number }[] = []
  let offset = (page - 1) * PAGE_SIZE
  for (let left = shown; left > 0; ) {
    const size = CALL_SIZES.find((s) => s <= left && offset % s === 0) ?? PAGE_SIZE
    calls.push({ page: offset / size + 1, per_page: size })
    offset += size
    left -= size
  }
  return calls
}

/** The back-end filters for a query, and the errors of fields that were left out because they make no sense. */
export function toProductFilters(
  query: CatalogQuery,
  fixed: { category?: string; brands?: string[]; merchants?: number[] } = {},
): { filters: ProductFilters; errors: CatalogQueryErrors } {
  const errors: CatalogQueryErrors = {}
  const priceFrom = priceFilter(query.priceFrom)
  let priceTo = priceFilter(query.priceTo)
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) {
    errors.price_to = 'catalog.errors.priceRange'
    priceTo = undefined
  }
  const brands = fixed.brands ?? query.brands
  const merchants = fixed.merchants ?? query.merchants
  return {
    filters: {
      ...(fixed.category ? { category: fixed.category } : {}),
      ...(brands.length ? { brands } : {}),
      ...(merchants.length ? { merchants } : {}),
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
 * The current URL's query with some parameters replaced (null removes one); the page goes back to 1 and the count
 * shown to one page unless set. An open dialog's parameters (e.g. the add-to-cart dialog's) and the open filter
 * panel stay behind: a new view of the listing opens none and shows its goods.
 */
export function withParams(current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(current)
  for (const key of DIALOG_PARAMS) next.delete(key)
  next.delete(FILTERS_PARAM)
  if (!('page' in changes)) next.delete('page')
  if (!('shown' in changes)) next.delete('shown')
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name)
    else next.set(name, String(value))
  }
  if (next.get('page') === '1') next.delete('page')
  if (next.get('shown') === String(PAGE_SIZE)) next.delete('shown')
  const search = next.toString()
  return search ? `?${search}` : '?'
}

/** The same view with the phone's filter panel open or closed (the link of «Фильтры» without JavaScript). */
export function filtersToggleHref(current: URLSearchParams, open: boolean): string {
  const next = new URLSearchParams(current)
  for (const key of DIALOG_PARAMS) next.delete(key)
  if (open) next.set(FILTERS_PARAM, 'open')
  else next.delete(FILTERS_PARAM)
  const search = next.toString()
  return search ? `?${search}` : '?'
}

/**
 * «Показать ещё»: the same pages and one more (`shown`), or past MAX_SHOWN the next page on its own. `appends`
 * says whether the link adds to the cards shown (JavaScript then keeps the scroll and the history entry).
 */
export function loadMoreLink(
  current: URLSearchParams,
  { firstPage, lastShownPage, lastPage }: { firstPage: number; lastShownPage: number; lastPage: number },
): { href: string; appends: boolean; page: number } | null {
  if (lastShownPage >= lastPage) return null
  const shown = (lastShownPage - firstPage + 2) * PAGE_SIZE
  const page = lastShownPage + 1
  if (shown > MAX_SHOWN) return { href: withParams(current, { page }), appends: false, page }
  return { href: withParams(current, { page: firstPage, shown }), appends: true, page }
}

/** The page links of the pager around `current`: the first, the last, two either side; null is a gap («…»). */
export function pagerPages(current: number, last: number, around = 2): (number | null)[] {
  const wanted = new Set([1, last])
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= last) wanted.add(page)
  const items: (number | null)[] = []
  let previous = 0
  for (const page of [...wanted].sort((a, b) => a - b)) {
    // A gap of one page shows that page: «…» would take as much room.
    if (page - previous === 2) items.push(page - 1)
    else if (page - previous > 2) items.push(null)
    items.push(page)
    previous = page
  }
  return items
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
