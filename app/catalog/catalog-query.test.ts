import { describe, expect, it } from 'vitest'
import { availabilitySchema } from '#contract/catalog.ts'
import { MAX_PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE, productSortSchema } from '#contract/products.ts'
import {
  AVAILABILITIES,
  cleanSearch,
  filtersToggleHref,
  listingCalls,
  loadMoreLink,
  MAX_PRICE_FILTER,
  MAX_SHOWN,
  PAGE_SIZE,
  pagerPages,
  readCatalogQuery,
  SORTS,
  toProductFilters,
  withParams,
} from './catalog-query.ts'

const read = (query: string) => readCatalogQuery(new URLSearchParams(query))

describe('readCatalogQuery', () => {
  it('reads filters, sort and page from the URL', () => {
    const q = read('brand=medprofi&brand=sterimax&seller=3&availability=in_stock&price_from=100&sort=price&page=2')
    expect(q).toMatchObject({
      brands: ['medprofi', 'sterimax'],
      merchants: [3],
      availability: ['in_stock'],
      priceFrom: '100',
      sort: 'price',
      direction: 'asc',
      page: 2,
    })
  })

  it('ignores what makes no sense instead of failing the page', () => {
    const q = read('sort=cheapest&direction=up&page=-4&seller=abc&availability=soon&brand=')
    expect(q).toMatchObject({
      sort: 'popular',
      direction: 'desc',
      page: 1,
      merchants: [],
      availability: [],
      brands: [],
    })
  })

  it('takes control characters (a NUL) out of the search', () => {
    expect(read('search=%00').search).toBe('')
    expect(read('search=%D0%B1%D0%B8%D0%BD%D1%82%00%0A%D1%8B').search).toBe('бинт ы')
  })
})

describe('cleanSearch', () => {
  it('trims and bounds what it keeps', () => {
    expect(cleanSearch(null)).toBe('')
    expect(cleanSearch('\u0000 перчатки \u007f')).toBe('перчатки')
    expect(cleanSearch(`a${' '.repeat(199)}bc`)).toBe('a')
  })
})

describe('toProductFilters', () => {
  it('cleans typed prices and keeps the fixed category', () => {
    const { filters, errors } = toProductFilters(read('price_from=1 000 ₽&price_to=5000'), { category: 'gloves' })
    expect(filters).toMatchObject({ category: 'gloves', price_from: 1000, price_to: 5000 })
    expect(errors).toEqual({})
  })

  it('reports a price range whose «from» is above its «to» and leaves the «to» out', () => {
    const { filters, errors } = toProductFilters(read('price_from=900&price_to=100'))
    expect(filters.price_from).toBe(900)
    expect(filters.price_to).toBeUndefined()
    expect(errors.price_to).toBe('catalog.errors.priceRange')
  })

  it('asks for no price beyond the highest a filter can, whatever is typed', () => {
    const huge = toProductFilters(read('price_from=99999999999999999999&price_to=99999999999999999999'))
    expect(huge.filters).toMatchObject({ price_from: MAX_PRICE_FILTER, price_to: MAX_PRICE_FILTER })
    expect(huge.errors).toEqual({})
    for (const typed of ['1e20', '-5', 'NaN', '1.2.3', 'Infinity', '%00']) {
      const { filters } = toProductFilters(read(`price_from=${encodeURIComponent(typed)}`))
      expect(Number.isFinite(filters.price_from), typed).toBe(true)
      expect(filters.price_from, typed).toBeGreaterThanOrEqual(0)
      expect(filters.price_from, typed).toBeLessThanOrEqual(MAX_PRICE_FILTER)
    }
  })
})

describe('withParams', () => {
  it('leaves an open dialog behind (the add-to-cart dialog after an add from a card)', () => {
    expect(withParams(new URLSearchParams('brand=a&dialog=added&item=7'), { page: 2 })).toBe('?brand=a&page=2')
  })

  it('changes one parameter, keeps the others and starts again at page 1', () => {
    expect(withParams(new URLSearchParams('brand=a&page=3'), { sort: 'price' })).toBe('?brand=a&sort=price')
    expect(withParams(new URLSearchParams('brand=a'), { page: 2 })).toBe('?brand=a&page=2')
    expect(withParams(new URLSearchParams('sort=price'), { sort: null })).toBe('?')
  })

  it('shows one page again and closes the filter panel unless told', () => {
    expect(withParams(new URLSearchParams('shown=48&filters=open&brand=a'), { sort: 'new' })).toBe('?brand=a&sort=new')
    expect(withParams(new URLSearchParams('brand=a'), { page: 1, shown: 72 })).toBe('?brand=a&shown=72')
    expect(withParams(new URLSearchParams('shown=48'), { shown: PAGE_SIZE })).toBe('?')
  })
})

describe('how many products a view shows', () => {
  it('is whole pages, one to MAX_SHOWN, read leniently', () => {
    expect(read('').shown).toBe(24)
    expect(read('shown=48').shown).toBe(48)
    expect(read('shown=30').shown).toBe(48)
    expect(read('shown=-5&page=2').shown).toBe(24)
    expect(read('shown=abc').shown).toBe(24)
    expect(read('shown=100000').shown).toBe(MAX_SHOWN)
  })

  it('costs one listing call from the first page up to the contract’s largest page', () => {
    expect(listingCalls(1, 24)).toEqual([{ page: 1, per_page: 24 }])
    expect(listingCalls(1, 48)).toEqual([{ page: 1, per_page: 48 }])
    expect(listingCalls(1, MAX_PRODUCTS_PER_PAGE)).toEqual([{ page: 1, per_page: MAX_PRODUCTS_PER_PAGE }])
    expect(listingCalls(3, 48)).toEqual([{ page: 2, per_page: 48 }])
  })

  it('otherwise merges a few calls that cover exactly the products shown', () => {
    for (const [page, shown] of [
      [1, MAX_SHOWN],
      [2, 48],
      [2, MAX_SHOWN],
      [7, 120],
    ] as const) {
      const calls = listingCalls(page, shown)
      expect(calls.length, `${page}/${shown}`).toBeLessThanOrEqual(5)
      const offsets = calls.flatMap((call) =>
        Array.from({ length: call.per_page }, (_, i) => (call.page - 1) * call.per_page + i),
      )
      const first = (page - 1) * PAGE_SIZE
      expect(offsets, `${page}/${shown}`).toEqual(Array.from({ length: shown }, (_, i) => first + i))
      for (const call of calls) expect(call.per_page).toBeLessThanOrEqual(MAX_PRODUCTS_PER_PAGE)
    }
  })
})

describe('«Показать ещё» and the pager', () => {
  const params = new URLSearchParams('brand=a')
  it('adds a page to the view, past MAX_SHOWN opens the next page alone, and ends with the last page', () => {
    expect(loadMoreLink(params, { firstPage: 1, lastShownPage: 1, lastPage: 9 })).toEqual({
      href: '?brand=a&shown=48',
      appends: true,
      page: 2,
    })
    expect(loadMoreLink(params, { firstPage: 3, lastShownPage: 4, lastPage: 9 })?.href).toBe('?brand=a&page=3&shown=72')
    expect(loadMoreLink(params, { firstPage: 1, lastShownPage: 10, lastPage: 20 })).toEqual({
      href: '?brand=a&page=11',
      appends: false,
      page: 11,
    })
    expect(loadMoreLink(params, { firstPage: 1, lastShownPage: 9, lastPage: 9 })).toBeNull()
  })

  it('lists the first, the last and two pages either side of the current one', () => {
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, null, 10])
    expect(pagerPages(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, 9, 10])
    expect(pagerPages(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
    expect(pagerPages(1, 1)).toEqual([1])
  })

  it('opens and closes the filter panel by a link that keeps the view', () => {
    expect(filtersToggleHref(new URLSearchParams('shown=48&dialog=cart'), true)).toBe('?shown=48&filters=open')
    expect(filtersToggleHref(new URLSearchParams('filters=open'), false)).toBe('?')
  })
})

describe('the values the catalogue knows', () => {
  it('are the contract’s', () => {
    expect([...SORTS].sort()).toEqual([...productSortSchema.options].sort())
    expect([...AVAILABILITIES].sort()).toEqual([...availabilitySchema.options].sort())
    expect(PAGE_SIZE).toBe(PRODUCTS_PER_PAGE)
  })
})
