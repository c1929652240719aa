import { describe, expect, it } from 'vitest'
import { availabilitySchema } from '#contract/catalog.ts'
import { productSortSchema } from '#contract/products.ts'
import {
  AVAILABILITIES,
  cleanSearch,
  MAX_PRICE_FILTER,
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
})

describe('the values the catalogue knows', () => {
  it('are the contract’s', () => {
    expect([...SORTS].sort()).toEqual([...productSortSchema.options].sort())
    expect([...AVAILABILITIES].sort()).toEqual([...availabilitySchema.options].sort())
  })
})
