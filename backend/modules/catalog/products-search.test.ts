import { describe, expect, it } from 'vitest'
import { searchWords, wordsToTsquery } from '#backend/modules/catalog/products.service.ts'
import { payablePrice } from '#contract/money.ts'
import { getProductsCall, MAX_PRODUCTS_PER_PAGE } from '#contract/products.ts'
import { categoryIdsOf, fact, ids, list, listAll, listed, query } from '#tests/support/catalog-facts.ts'

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

describe('search words', () => {
  it('keeps letters and digits of up to eight words, lower-case', () => {
    expect(searchWords('  Перчатки, «нитриловые» M-100 ')).toEqual(['перчатки', 'нитриловые', 'm', '100'])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(searchWords(undefined)).toEqual([])
  })

  it('needs every word, any of its alternatives, each as a prefix; a fleeting vowel may drop', () => {
    expect(wordsToTsquery([['перчаток'], ['нитриловые', 'нитрил']])).toBe(
      '(перчаток:* | перчатк:*) & (нитриловые:* | нитрил:*)',
    )
    expect(wordsToTsquery([['тонометр']])).toBe('тонометр:*')
  })
})
