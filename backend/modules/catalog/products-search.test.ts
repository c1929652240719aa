import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { typedQuery, wordsToTsquery } from '#backend/modules/catalog/products-search.ts'
import { listSearchPage, listSearchPageSorted } from '#backend/modules/catalog/search-page.repository.ts'
import { payablePrice } from '#contract/money.ts'
import { getProductsCall, MAX_PRODUCTS_PER_PAGE, type ProductFilters } from '#contract/products.ts'
import {
  categories,
  categoryIdsOf,
  database,
  fact,
  ids,
  list,
  listAll,
  listed,
  query,
} from '#tests/support/catalog-facts.ts'

describe(`${getProductsCall.method} ${getProductsCall.path}`, () => {
  describe('search', () => {
    const glovesIds = () => listed().flatMap((f) => (f.name.startsWith('Перчатки') ? [f.id] : []))

    for (const word of ['перчатки', 'перчаток', 'перчатк', 'Перчатки']) {
      it(`finds all gloves by «${word}»`, async () => {
        const expected = glovesIds()
        expect(expected.length).toBeGreaterThan(10)
        expect(new Set(ids(await listAll({ search: word })))).toEqual(new Set(expected))
      })
    }

    it('finds tonometers by «тонометр»', async () => {
      const products = await listAll({ search: 'тонометр' })
      const expected = listed().filter((f) => f.name.startsWith('Тонометр'))
      expect(expected.length).toBeGreaterThan(3)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('finds the brand’s products of a kind by brand name and kind', async () => {
      const [brand] = await query<{ slug: string; name: string }>(
        `select b.slug, b.name from brands b join master_products mp on mp.brand_id = b.id
         where mp.name like 'Тонометр%' group by b.slug, b.name order by count(*) desc, b.slug limit 1`,
      )
      if (!brand) throw new Error('no brand makes tonometers in the demo catalogue')
      const products = await listAll({ search: `${brand.name} тонометры` })
      const expected = listed().filter((f) => f.brandSlug === brand.slug && f.name.startsWith('Тонометр'))
      expect(expected.length).toBeGreaterThan(0)
      expect(new Set(ids(products))).toEqual(new Set(expected.map((f) => f.id)))
    })

    it('finds gloves despite a wrong letter', async () => {
      for (const search of ['перчятки', 'перчятки нитриловые', 'пирчатки']) {
        const products = await listAll({ search })
        expect(products.length, search).toBeGreaterThan(0)
        const others = products.flatMap((p) => (p.name.startsWith('Перчатки') ? [] : [p.name]))
        expect(others, search).toEqual([])
      }
    })

    it('puts the products named by every word first, then the other matches, each the most popular first', async () => {
      for (const [search, words] of [
        ['одноразовые', [/одноразов/i]],
        ['перчатки нитриловые', [/перчатк/i, /нитрилов/i]],
      ] as const) {
        const named = { test: (name: string) => words.every((word) => word.test(name)) }
        const products = await listAll({ search })
        // Products named so come before those only in such a category or described so.
        const isNamed = products.map((p) => named.test(p.name))
        expect(isNamed[0], search).toBe(true)
        if (search === 'одноразовые') expect(isNamed, 'both tiers').toContain(false)
        // Exactly: named first, then popularity, then id.
        const expected = [...products].sort(
          (a, b) =>
            Number(named.test(b.name)) - Number(named.test(a.name)) ||
            fact(b.id).popularity - fact(a.id).popularity ||
            b.id - a.id,
        )
        expect(ids(products), search).toEqual(ids(expected))
      }
    })

    it('sorts search results as asked and counts facets over them', async () => {
      const answer = await list({ search: 'перчатки', sort: 'price', per_page: MAX_PRODUCTS_PER_PAGE })
      const prices = answer.products.map((p) => payablePrice(p) ?? Number.POSITIVE_INFINITY)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(answer.facets.brands.reduce((sum, b) => sum + (b.count ?? 0), 0)).toBe(answer.pagination.total)
    })

    it('searches within a category', async () => {
      expect((await list({ search: 'перчатки', category: 'tonometry' })).pagination.total).toBe(0)
      expect((await list({ search: 'перчатки', category: 'perchatki-nitrilovye' })).pagination.total).toBe(
        listed().filter((f) => f.name.startsWith('Перчатки') && categoryIdsOf('perchatki-nitrilovye').has(f.categoryId))
          .length,
      )
    })

    it('treats a search without words as none', async () => {
      expect((await list({ search: '  !!  ' })).pagination.total).toBe(listed().length)
    })
  })
})

describe('search by what buyers type (issue 13)', () => {
  /** Products whose name or article holds the code (letters, a hyphen, digits), as a prefix: «SL-363» in «SL-3631». */
  const holding = async (code: string) =>
    (
      await query<{ id: number }>(
        `select id from master_products where name ~* '(^|[^[:alnum:]])${code}' or article ~* '^${code}'`,
      )
    )
      .map((r) => r.id)
      .filter((id) => fact(id).hasOffers)
  const named = (prefix: string) =>
    listed()
      .filter((f) => f.name.startsWith(prefix))
      .map((f) => f.id)

  // The examples are in the demo catalogue: model numbers in names (SL-363, CL-316) and articles (ПМ-595).
  for (const code of ['SL-363', 'CL-316', 'ПМ-595']) {
    it(`finds the products of article or model number «${code}», and only them`, async () => {
      const expected = await holding(code)
      expect(expected.length, `the demo catalogue has ${code}`).toBeGreaterThan(0)
      for (const search of [code, code.toLowerCase(), code.replace('-', ' '), code.replace('-', '')]) {
        const answer = await list({ search, per_page: MAX_PRODUCTS_PER_PAGE })
        expect(new Set(ids(answer.products)), search).toEqual(new Set(expected))
        expect(answer.suggestion ?? null, search).toBeNull()
      }
    })
  }

  it('finds a product by its article even when the name does not hold it', async () => {
    const [row] = await query<{ id: number; article: string }>(
      `select mp.id, mp.article from master_products mp join offers o on o.master_product_id = mp.id
       where mp.article is not null and position(mp.article in mp.name) = 0 order by mp.id limit 1`,
    )
    if (!row) throw new Error('no product with an article outside its name')
    expect(ids(await listAll({ search: row.article }))).toContain(row.id)
  })

  it('finds a bare number of an article or a model', async () => {
    const expected = await holding('ПМ-595')
    const found = ids(await listAll({ search: '595' }))
    for (const id of expected) expect(found).toContain(id)
  })

  for (const [search, meant, prefix] of [
    ['gthxfnrb', 'перчатки', 'Перчатки'],
    ['GTHXFNRB', 'перчатки', 'Перчатки'],
    ['perchatki', 'перчатки', 'Перчатки'],
    ['cалфетки', 'салфетки', 'Салфетки'],
    ['тoнoметр', 'тонометр', 'Тонометр'],
    ['njyjvtnh', 'тонометр', 'Тонометр'],
  ] as const) {
    it(`finds what «${search}» means, «${meant}», and says so`, async () => {
      expect(search).not.toBe(meant)
      const answer = await list({ search, per_page: MAX_PRODUCTS_PER_PAGE })
      expect(named(prefix).length).toBeGreaterThan(0)
      expect(ids(answer.products)).toEqual(expect.arrayContaining(named(prefix)))
      expect(answer.suggestion).toBe(meant)
      expect(ids(answer.products)).toEqual(
        ids((await list({ search: meant, per_page: MAX_PRODUCTS_PER_PAGE })).products),
      )
    })
  }

  it('reads each word of a search its own way', async () => {
    const answer = await list({ search: 'перчатки nitrilovye', per_page: MAX_PRODUCTS_PER_PAGE })
    const expected = await list({ search: 'перчатки нитриловые', per_page: MAX_PRODUCTS_PER_PAGE })
    expect(expected.pagination.total).toBeGreaterThan(0)
    expect(ids(answer.products)).toEqual(ids(expected.products))
    expect(answer.suggestion).toBe('перчатки нитриловые')
    expect((await list({ search: 'перчятки' })).suggestion).toBe('перчатки')
  })

  it('suggests nothing when the search finds nothing, or finds it as typed', async () => {
    const nothing = await list({ search: 'zzqxjw' })
    expect(nothing.pagination.total).toBe(0)
    expect(nothing.suggestion).toBeNull()
    expect((await list({ search: 'перчатки' })).suggestion).toBeNull()
  })

  it('counts the results in each category, its descendants included, whatever category is chosen', async () => {
    const gloves = new Set(named('Перчатки'))
    const expected = new Map<number, number>()
    for (const id of gloves) {
      for (const c of categories) {
        if (categoryIdsOf(c.slug).has(fact(id).categoryId)) expected.set(c.id, (expected.get(c.id) ?? 0) + 1)
      }
    }
    for (const category of [undefined, 'perchatki-nitrilovye']) {
      const answer = await list({ search: 'перчатки', category })
      expect(new Map(answer.facets.categories?.map((c) => [c.id, c.count]))).toEqual(expected)
    }
    expect((await list({})).facets.categories).toBeUndefined()
  })
})

describe('a search that matches more products than it counts (decision 042)', () => {
  /** The demo catalogue's 600 products hold dozens of gloves: a cap of 20 is what 1 000 is to 100 000 products. */
  const CAP = 20
  let capped: ReturnType<typeof createApp>
  beforeAll(() => {
    capped = createApp({ db: database.db, catalogCacheMs: 0, searchCountCap: CAP, log: () => {} })
  })
  async function listCapped(filters: ProductFilters) {
    const response = await capped.fetch(
      new Request(`http://backend.test${getProductsCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(filters),
      }),
    )
    expect(response.status).toBe(200)
    return getProductsCall.response.parse(await response.json())
  }
  const gloves = () => listed().filter((f) => /перчатк/i.test(f.name) || f.name.startsWith('Перчатки'))

  it('says «more than the cap» instead of counting, and names the facets’ values without counts', async () => {
    const all = await list({ search: 'перчатки', per_page: MAX_PRODUCTS_PER_PAGE })
    expect(all.pagination.total).toBeGreaterThan(CAP)
    const answer = await listCapped({ search: 'перчатки', per_page: 12 })
    expect(answer.pagination).toEqual({ current_page: 1, total: CAP, per_page: 12, last_page: 2, capped: true })
    // Never a wrong number: counts and the price range are left out, the values are those of matching products.
    expect(answer.facets.price).toEqual({ min: null, max: null })
    expect(answer.facets.brands.length).toBeGreaterThan(0)
    const brandsOfGloves = new Set(all.products.map((p) => p.brand?.slug))
    for (const brand of answer.facets.brands) {
      expect(brand.count).toBeNull()
      expect(brandsOfGloves).toContain(brand.slug)
    }
    const sellersOfGloves = new Set(all.products.flatMap((p) => [...fact(p.id).merchants]))
    for (const seller of answer.facets.merchants) {
      expect(seller.count).toBeNull()
      expect(sellersOfGloves).toContain(seller.id)
    }
    const counted = new Map(all.facets.categories?.map((c) => [c.id, c.count]))
    expect(answer.facets.categories?.length).toBeGreaterThan(0)
    for (const category of answer.facets.categories ?? []) {
      expect(category.count).toBeNull()
      expect(counted.get(category.id)).toBeGreaterThan(0)
    }
    // The pages are the best matches in the same order as when everything is counted.
    expect(ids(answer.products)).toEqual(ids(all.products.slice(0, 12)))
    expect(ids((await listCapped({ search: 'перчатки', per_page: 12, page: 2 })).products)).toEqual(
      ids(all.products.slice(12, 24)),
    )
  })

  it('sorts every match as asked when it cannot count them', async () => {
    for (const [sort, direction] of [
      ['price', 'asc'],
      ['price', 'desc'],
      ['rating', 'desc'],
      ['new', 'desc'],
      ['popular', 'asc'],
    ] as const) {
      const all = await list({ search: 'перчатки', sort, direction, per_page: 12 })
      const answer = await listCapped({ search: 'перчатки', sort, direction, per_page: 12 })
      expect(answer.pagination.capped, sort).toBe(true)
      expect(ids(answer.products), `${sort} ${direction}`).toEqual(ids(all.products))
    }
  })

  it('counts everything when no more than the cap match', async () => {
    for (const search of ['халат', 'зонд', 'термометр', 'pjyl', 'тонометр нет такого']) {
      const all = await list({ search, per_page: MAX_PRODUCTS_PER_PAGE })
      expect(all.pagination.total, search).toBeLessThanOrEqual(CAP)
      expect(await listCapped({ search, per_page: MAX_PRODUCTS_PER_PAGE }), search).toEqual(all)
    }
  })

  it('counts the listing exactly when filters narrow it to the cap, its facets still uncounted', async () => {
    const all = await list({ search: 'перчатки', per_page: MAX_PRODUCTS_PER_PAGE })
    const few = all.facets.brands.find((b) => (b.count ?? 0) > 0 && (b.count ?? 0) <= CAP)
    if (!few) throw new Error('no brand makes a few gloves in the demo catalogue')
    const answer = await listCapped({ search: 'перчатки', brands: [few.slug], per_page: MAX_PRODUCTS_PER_PAGE })
    expect(answer.pagination.total).toBe(few.count)
    expect(answer.pagination.capped).toBeUndefined()
    expect(ids(answer.products)).toEqual(ids(all.products.filter((p) => p.brand?.slug === few.slug)))
    expect(answer.facets.brands.find((b) => b.slug === few.slug)?.count).toBeNull()
  })

  it('reads the same page whether the first products in its order hold it or the matches are sorted', async () => {
    for (const search of ['перчатки', 'одноразовые', 'стерильные', 'бахилы']) {
      const tsquery = typedQuery(search) as string
      for (const page of [1, 2, 4]) {
        const expected = await list({ search, page, per_page: 10 })
        for (const walk of [0, 7, 60, 10_000]) {
          const rows = await listSearchPage(
            database.db,
            { tsquery },
            { sort: 'popular', direction: 'desc' },
            { limit: 10, offset: (page - 1) * 10 },
            walk,
          )
          expect(
            rows.map((row) => row.id),
            `${search}, page ${page}, walking ${walk}`,
          ).toEqual(ids(expected.products))
        }
      }
    }
    for (const [sort, direction] of [
      ['price', 'asc'],
      ['price', 'desc'],
      ['rating', 'desc'],
      ['new', 'asc'],
      ['order', 'desc'],
    ] as const) {
      for (const search of ['перчатки', 'стерильные', 'бахилы']) {
        const expected = await list({ search, sort, direction, page: 2, per_page: 10 })
        for (const walk of [0, 7, 60, 10_000]) {
          const rows = await listSearchPageSorted(
            database.db,
            { tsquery: typedQuery(search) as string },
            { sort, direction },
            { limit: 10, offset: 10 },
            walk,
          )
          expect(
            rows.map((row) => row.id),
            `${search}, ${sort} ${direction}, walking ${walk}`,
          ).toEqual(ids(expected.products))
        }
      }
    }
  })

  it('still reads a mistyped search another way and says so', async () => {
    const answer = await listCapped({ search: 'перчятки' })
    expect(answer.suggestion).toBe('перчатки')
    expect(answer.pagination.capped).toBe(true)
    expect(gloves().length).toBeGreaterThan(CAP)
  })
})

describe('search words', () => {
  it('needs every word typed, each as a prefix, up to eight pieces; hyphen-joined words one after the other', () => {
    expect(typedQuery('  Перчатки, «нитриловые» SL-363 ')).toBe('перчатки:* & нитриловые:* & sl:* <-> 363:*')
    expect(typedQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8)
    expect(typedQuery(undefined)).toBeUndefined()
    expect(typedQuery(' — !! ')).toBeUndefined()
  })

  it('needs every word, any of its alternatives, each as a prefix; a fleeting vowel may drop', () => {
    expect(wordsToTsquery([['перчаток'], ['нитриловые', 'нитрил']])).toBe(
      '(перчаток:* | перчатк:*) & (нитриловые:* | нитрил:*)',
    )
    expect(wordsToTsquery([['тонометр']])).toBe('тонометр:*')
  })
})
