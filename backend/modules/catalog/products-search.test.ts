import { describe, expect, it } from 'vitest'
import { typedQuery, wordsToTsquery } from '#backend/modules/catalog/products-search.ts'
import { payablePrice } from '#contract/money.ts'
import { getProductsCall, MAX_PRODUCTS_PER_PAGE } from '#contract/products.ts'
import { categories, categoryIdsOf, fact, ids, list, listAll, listed, query } from '#tests/support/catalog-facts.ts'

describe(`${getProductsCall.method} ${getProductsCall.path}`, () => {
  describe('search', () => {
    const glovesIds = () =>
      listed()
        .filter((f) => f.name.startsWith('Перчатки'))
        .map((f) => f.id)

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
        expect(
          products.every((p) => p.name.startsWith('Перчатки')),
          search,
        ).toBe(true)
      }
    })

    it('puts better matches first, then the more popular', async () => {
      const products = await listAll({ search: 'одноразовые' })
      // Products named so come before those only in such a category or described so.
      const named = products.map((p) => /одноразов/i.test(p.name))
      expect(named.indexOf(false)).toBeGreaterThan(0)
      expect(named.slice(named.indexOf(false))).not.toContain(true)
      // Exactly: text rank, then popularity, then id.
      const ranks = new Map(
        (
          await query<{ id: number; rank: number }>(
            `select id, ts_rank(search_vector, to_tsquery('russian', 'одноразов:*')) as rank from master_products
             where id in (${ids(products).join(',')})`,
          )
        ).map((r) => [r.id, Number(r.rank)]),
      )
      const expected = [...products].sort(
        (a, b) =>
          (ranks.get(b.id) ?? 0) - (ranks.get(a.id) ?? 0) ||
          fact(b.id).popularity - fact(a.id).popularity ||
          b.id - a.id,
      )
      expect(ids(products)).toEqual(ids(expected))
    })

    it('sorts search results as asked and counts facets over them', async () => {
      const answer = await list({ search: 'перчатки', sort: 'price', per_page: MAX_PRODUCTS_PER_PAGE })
      const prices = answer.products.map((p) => payablePrice(p) ?? Number.POSITIVE_INFINITY)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(answer.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(answer.pagination.total)
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
