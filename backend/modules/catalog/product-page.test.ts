import { describe, expect, it } from 'vitest'
import { errorResponseSchema } from '#contract/call.ts'
import { payablePrice } from '#contract/money.ts'
import { getMasterProductByIdCall, getMasterProductBySlugCall, getProductsByIdsCall } from '#contract/products.ts'
import { categories, fact, facts, ids, list, postJson, query, request } from '#tests/support/catalog-facts.ts'

describe(`${getProductsByIdsCall.method} ${getProductsByIdsCall.path}`, () => {
  const byIds = async (body: unknown) => {
    const response = await postJson(getProductsByIdsCall.path, body)
    expect(response.status).toBe(200)
    return getProductsByIdsCall.response.parse(await response.json()).products
  }

  it('answers cards in the order asked, unknown ids left out, repeated ids once', async () => {
    expect(ids(await byIds({ ids: [42, 7, 999_999, 42, 300] }))).toEqual([42, 7, 300])
    expect(await byIds({ ids: [] })).toEqual([])
    expect(await byIds({ ids: [999_998, 999_999] })).toEqual([])
  })

  it('answers the same cards as the listing', async () => {
    const page = (await list({ per_page: 10 })).products
    expect(await byIds({ ids: ids(page) })).toEqual(page)
  })

  it('refuses more than 100 ids or ids that are not positive integers', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1)
    expect((await postJson(getProductsByIdsCall.path, { ids: tooMany })).status).toBe(400)
    expect((await postJson(getProductsByIdsCall.path, { ids: [0] })).status).toBe(400)
    expect((await postJson(getProductsByIdsCall.path, { ids: ['1'] })).status).toBe(400)
  })
})

describe(`${getMasterProductBySlugCall.method} ${getMasterProductBySlugCall.path}`, () => {
  /** A product with a brand, several priced offers and brand-mates in its category. */
  async function richProduct() {
    const [row] = await query<{ id: number; slug: string; offers: number }>(
      `select mp.id, mp.slug, count(o.id)::int as offers
       from master_products mp join offers o on o.master_product_id = mp.id
       where mp.brand_id is not null and o.price is not null
         and (select count(*) from master_products g
              where g.brand_id = mp.brand_id and g.category_id = mp.category_id) > 2
       group by mp.id having count(o.id) >= 3 order by mp.id limit 1`,
    )
    if (!row) throw new Error('no suitable product in the demo catalogue')
    return row
  }

  const bySlug = async (slug: string) => {
    const response = await request(`/api/v2/front/products/getMasterProductBySlug/${encodeURIComponent(slug)}`)
    expect(response.status).toBe(200)
    return getMasterProductBySlugCall.response.parse(await response.json())
  }

  it('answers the product with all its offers, the best first', async () => {
    const { id, slug } = await richProduct()
    const { product } = await bySlug(slug)
    expect(product.id).toBe(id)
    // Its article: the brand's model letters and the id in the demo catalogue.
    expect(product.article).toMatch(new RegExp(`^\\p{Lu}{2}-${id}$`, 'u'))
    const [count] = await query<{ n: number }>(`select count(*)::int as n from offers where master_product_id = ${id}`)
    expect(product.offers).toHaveLength(count?.n ?? -1)
    expect(new Set(product.offers.map((o) => o.id)).size).toBe(product.offers.length)
    expect(payablePrice(product.offers[0] ?? { price: null, price_gross: null })).toBe(fact(id).price)
    for (const offer of product.offers) {
      expect(offer.merchant.name).not.toBe('')
      expect(new Date(offer.price_updated_at).toISOString()).toBe(offer.price_updated_at)
    }
    expect(product.images[0]).toEqual({ url: expect.stringContaining(`${id}`), alt: product.name })
    expect(product.specs.length).toBeGreaterThan(0)
    expect(product.brand?.description).toEqual(expect.any(String))
    expect(product.brand?.product_count).toBe(
      [...facts.values()].filter((f) => f.brandSlug === product.brand?.slug).length,
    )
  })

  it('answers twelve monthly points of the lowest offer price, oldest first', async () => {
    const { id, slug } = await richProduct()
    const { product } = await bySlug(slug)
    expect(product.price_history).toHaveLength(12)
    const dates = product.price_history.map((p) => p.date)
    expect(dates).toEqual([...dates].sort())
    expect(dates.at(-1)).toBe('2026-11-01')
    const lowest = await query<{ date: string; price: string | number }>(
      `select ph.recorded_on::text as date, min(ph.price) as price from price_history ph
       join offers o on o.id = ph.offer_id where o.master_product_id = ${id} group by 1 order by 1`,
    )
    expect(product.price_history).toEqual(lowest.map((r) => ({ date: r.date, price: Number(r.price) / 100 })))
  })

  it('answers the brand’s other products of the category, and the category with its path', async () => {
    const { id, slug } = await richProduct()
    const { product, group, category } = await bySlug(slug)
    const mates = [...facts.values()].filter(
      (f) => f.id !== id && f.hasOffers && f.brandSlug === product.brand?.slug && f.categoryId === product.category_id,
    )
    expect(group.length).toBe(Math.min(12, mates.length))
    expect(group.every((card) => card.id !== id && card.category_id === product.category_id)).toBe(true)
    expect(group.every((card) => card.brand?.slug === product.brand?.slug)).toBe(true)
    expect(category.id).toBe(product.category_id)
    expect(category.path.at(-1)).toEqual({ id: category.id, slug: category.slug, name: category.name })
    const top = categories.find((c) => c.id === category.path[0]?.id)
    expect(top?.parent_id).toBe(0)
    for (const [i, step] of category.path.entries()) {
      if (i > 0) expect(categories.find((c) => c.id === step.id)?.parent_id).toBe(category.path[i - 1]?.id)
    }
  })

  it('answers 404 for an unknown slug', async () => {
    const response = await request('/api/v2/front/products/getMasterProductBySlug/net-takogo-tovara')
    expect(response.status).toBe(404)
    expect(errorResponseSchema.parse(await response.json()).error).toBe(
      'К сожалению, запрашиваемая страница не найдена',
    )
  })
})

describe(`${getMasterProductByIdCall.method} ${getMasterProductByIdCall.path}`, () => {
  it('answers the same product as by slug', async () => {
    const f = fact(77)
    const response = await request('/api/front/products/getMasterProductById/77')
    expect(response.status).toBe(200)
    const { product } = getMasterProductByIdCall.response.parse(await response.json())
    const bySlug = await request(`/api/v2/front/products/getMasterProductBySlug/${f.slug}`)
    expect(product).toEqual(getMasterProductBySlugCall.response.parse(await bySlug.json()).product)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '-3', '99999999999']) {
      const response = await request(`/api/front/products/getMasterProductById/${id}`)
      expect(response.status, id).toBe(404)
      expect(errorResponseSchema.parse(await response.json()).error).toBe(
        'К сожалению, запрашиваемая страница не найдена',
      )
    }
  })
})
