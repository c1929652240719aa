import { describe, expect, it } from 'vitest'
import type { Availability } from '#contract/catalog.ts'
import { payablePrice } from '#contract/money.ts'
import { getProductsCall } from '#contract/products.ts'
import { badRequest, categoryIdsOf, ids, list, listAll, listed, postJson } from '#tests/support/catalog-facts.ts'

describe(`${getProductsCall.method} ${getProductsCall.path}`, () => {
  describe('filters', () => {
    it('keeps a category with all the categories below it', async () => {
      const inCategory = categoryIdsOf('rashodnye-materialy')
      expect(inCategory.size).toBeGreaterThan(3)
      const products = await listAll({ category: 'rashodnye-materialy' })
      expect(new Set(ids(products))).toEqual(
        new Set(
          listed()
            .filter((f) => inCategory.has(f.categoryId))
            .map((f) => f.id),
        ),
      )
    })

    it('answers 404 for an unknown category', async () => {
      const response = await postJson(getProductsCall.path, { category: 'net-takoy-kategorii' })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'К сожалению, запрашиваемая страница не найдена' })
    })

    it('keeps products of any of the brands asked for', async () => {
      const brands = ['medprofi', 'kyomedic']
      const products = await listAll({ brands })
      const expected = listed().filter((f) => f.brandSlug !== null && brands.includes(f.brandSlug))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
      expect((await list({ brands: ['net-takogo-brenda'] })).pagination.total).toBe(0)
    })

    it('keeps products with an offer from any of the sellers asked for', async () => {
      const products = await listAll({ merchants: [3, 5] })
      const expected = listed().filter((f) => f.merchants.has(3) || f.merchants.has(5))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('keeps products with an offer in any of the states asked for', async () => {
      const products = await listAll({ availability: ['on_order', 'not_in_stock'] })
      const expected = listed().filter((f) => f.availabilities.has('on_order') || f.availabilities.has('not_in_stock'))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('keeps products whose card price is within the range, both ends included', async () => {
      const sample = listed()
        .map((f) => f.price)
        .filter((p): p is number => p !== null)
        .sort((a, b) => a - b)
      const from = sample[100] as number
      const to = sample[200] as number
      const products = await listAll({ price_from: from, price_to: to })
      const expected = listed().filter((f) => f.price !== null && f.price >= from && f.price <= to)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
      const paid = products.map(payablePrice)
      expect(paid.every((p) => p !== null && p >= from && p <= to)).toBe(true)
      expect(ids(products)).toContain(expected.find((f) => f.price === from)?.id)
      expect(ids(products)).toContain(expected.find((f) => f.price === to)?.id)
    })

    it('applies all filters together', async () => {
      const inCategory = categoryIdsOf('diagnosticheskoe-oborudovanie')
      const filters = {
        category: 'diagnosticheskoe-oborudovanie',
        merchants: [2, 4, 9],
        availability: ['in_stock'] as Availability[],
        price_from: 1000,
        price_to: 50_000,
      }
      const expected = listed().filter(
        (f) =>
          inCategory.has(f.categoryId) &&
          [2, 4, 9].some((m) => f.merchants.has(m)) &&
          f.availabilities.has('in_stock') &&
          f.price !== null &&
          f.price >= 1000 &&
          f.price <= 50_000,
      )
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(await listAll(filters)))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('refuses a price range that starts above its end, naming price_from', async () => {
      const answer = await badRequest({ price_from: 500, price_to: 100 })
      expect(answer.fields?.price_from).toEqual(['Цена «от» больше цены «до»'])
    })

    it('refuses unknown fields and wrong types, naming them', async () => {
      expect((await badRequest({ colour: 'red' })).fields).toHaveProperty('colour')
      expect((await badRequest({ sort: 'cheapest' })).fields).toHaveProperty('sort')
      expect((await badRequest({ merchants: ['a'] })).fields).toHaveProperty('merchants.0')
      expect((await badRequest({ availability: ['soon'] })).fields).toHaveProperty('availability.0')
      expect((await badRequest({ price_to: -1 })).fields).toHaveProperty('price_to')
    })
  })

  describe('facets', () => {
    it('count brands and sellers of the category, with its price range', async () => {
      const inCategory = categoryIdsOf('laboratornoe-oborudovanie')
      const scope = listed().filter((f) => inCategory.has(f.categoryId))
      const { facets, pagination } = await list({ category: 'laboratornoe-oborudovanie' })
      expect(pagination.total).toBe(scope.length)
      const brandCounts = Object.fromEntries(facets.brands.map((b) => [b.slug, b.count]))
      const expectedBrands: Record<string, number> = {}
      for (const f of scope) if (f.brandSlug) expectedBrands[f.brandSlug] = (expectedBrands[f.brandSlug] ?? 0) + 1
      expect(brandCounts).toEqual(expectedBrands)
      for (const merchant of facets.merchants) {
        expect(merchant.count).toBe(scope.filter((f) => f.merchants.has(merchant.id)).length)
      }
      expect(facets.merchants.length).toBe(new Set(scope.flatMap((f) => [...f.merchants])).size)
      const prices = scope.map((f) => f.price).filter((p): p is number => p !== null)
      expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    })

    it('count each facet under the other filters but not its own', async () => {
      const base = { category: 'laboratornoe-oborudovanie' }
      const plain = await list(base)
      const brand = plain.facets.brands[0]
      expect(brand).toBeDefined()
      const filtered = await list({ ...base, brands: [brand?.slug ?? ''] })
      // The brand facet ignores the brand filter, so choosing one keeps the others on offer with their counts.
      expect(filtered.facets.brands).toEqual(plain.facets.brands)
      expect(filtered.pagination.total).toBe(brand?.count)
      // The seller facet does apply it.
      const inCategory = categoryIdsOf('laboratornoe-oborudovanie')
      const ofBrand = listed().filter((f) => inCategory.has(f.categoryId) && f.brandSlug === brand?.slug)
      for (const merchant of filtered.facets.merchants) {
        expect(merchant.count).toBe(ofBrand.filter((f) => f.merchants.has(merchant.id)).length)
      }
      // And the price range applies the others but not the price filter itself.
      const priced = await list({ ...base, brands: [brand?.slug ?? ''], price_from: 1_000_000 })
      expect(priced.facets.price).toEqual(filtered.facets.price)
    })

    it('keep a chosen brand or seller listed when nothing is left of it', async () => {
      const answer = await list({ category: 'perchatki-meditsinskie', brands: ['dentaro'], merchants: [999] })
      expect(answer.pagination.total).toBe(0)
      expect(answer.facets.brands).toContainEqual({
        id: expect.any(Number),
        slug: 'dentaro',
        name: 'Dentaro',
        count: 0,
      })
      expect(answer.facets.merchants).toEqual([])
    })

    it('sort names in Russian order', async () => {
      const { facets } = await list({})
      const names = facets.merchants.map((m) => m.name)
      expect(names).toEqual([...names].sort(new Intl.Collator('ru').compare))
    })
  })
})
