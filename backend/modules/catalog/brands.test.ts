/**
 * Each brand's product count as the start-up call and the home page answer it (the brands index, the brand page's
 * header and the home's brand row read it): the brand's catalogue products, as the product page counts them.
 */
import { describe, expect, it } from 'vitest'
import { getHomeDataCall } from '#contract/home.ts'
import { startCall } from '#contract/start.ts'
import { facts, postJson, request } from '#tests/support/catalog-facts.ts'

const productsOf = (slug: string) => [...facts.values()].filter((f) => f.brandSlug === slug).length

describe('brand product counts', () => {
  it('answers in the start-up call how many products each brand has', async () => {
    const { brandList } = startCall.response.parse(await (await postJson(startCall.path, {})).json())
    expect(brandList.length).toBeGreaterThan(10)
    for (const brand of brandList) expect(brand.product_count, brand.slug).toBe(productsOf(brand.slug))
    expect(brandList.filter((brand) => brand.product_count > 0).length).toBeGreaterThan(10)
  })

  it('puts the brands with the most products in the home page’s row', async () => {
    const { brands } = getHomeDataCall.response.parse(await (await request(getHomeDataCall.path)).json())
    const counts = brands.map((brand) => brand.product_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const all = [...new Set([...facts.values()].map((f) => f.brandSlug))].map((slug) => productsOf(slug ?? ''))
    expect(counts[0]).toBe(Math.max(...all))
  })
})
