/**
 * The counted-ahead cells (listing_cells) give the same totals, facets and price ranges as counting the products
 * themselves — on a seeded catalogue and after offers, products and summaries change under them; product_counts,
 * the summaries' copies of category, brand and popularity and the search documents (search_documents) follow too.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type ListingSummary, summarizeListing } from './listing-summary.repository.ts'
import type { ListingFilters } from './products.repository.ts'
import { searchListing } from './search-listing.repository.ts'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 300 })
})
afterAll(async () => {
  await database?.dispose()
})

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id
const sorted = (summary: ListingSummary) => ({
  ...summary,
  brands: [...summary.brands].sort(byId),
  merchants: [...summary.merchants].sort(byId),
})

async function filterCombinations(): Promise<ListingFilters[]> {
  const { db } = database
  const leaves = rowsOf<{ id: number; parent_id: number }>(
    await db.execute(sql`SELECT id, parent_id FROM categories ORDER BY id`),
  )
  const brands = rowsOf<{ slug: string }>(await db.execute(sql`SELECT slug FROM brands ORDER BY id LIMIT 12`))
  const scopes: (number[] | undefined)[] = [
    undefined,
    ...leaves
      .filter((c) => c.parent_id === 0)
      .map((top) => [top.id, ...leaves.filter((c) => c.parent_id === top.id).map((c) => c.id)]),
    ...leaves.slice(0, 20).map((c) => [c.id]),
  ]
  const variants: Omit<ListingFilters, 'categoryIds'>[] = [
    {},
    { availability: ['in_stock'] },
    { availability: ['on_order', 'not_in_stock'] },
    { merchantIds: [2] },
    { merchantIds: [] },
    { merchantIds: [3], availability: ['in_stock'] },
    { priceFrom: 10_000, priceTo: 500_000 },
    { priceFrom: 50_000, merchantIds: [1], availability: ['in_stock'] },
    ...brands.map((b, i) => ({ brandSlugs: [b.slug], availability: i % 2 ? (['in_stock'] as const) : undefined })),
    { brandSlugs: brands.slice(0, 3).map((b) => b.slug), merchantIds: [4] },
    { brandSlugs: ['no-such-brand'] },
  ]
  return scopes.flatMap((categoryIds) => variants.map((v) => ({ ...v, categoryIds })))
}

async function expectCellsToCount() {
  for (const filters of await filterCombinations()) {
    const fromCells = await summarizeListing(database.db, filters)
    const counted = await summarizeListing(database.db, filters, { cells: false })
    expect(sorted(fromCells), JSON.stringify(filters)).toEqual(sorted(counted))
  }
}

/** search_documents holds one row per summary, with the summary's columns and the product's document. */
async function expectSearchDocumentsToFollow() {
  const [row] = rowsOf<{ documents: number; stale: number }>(
    await database.db.execute(sql`
      SELECT (SELECT count(*)::int FROM search_documents) AS documents, count(*)::int AS stale
      FROM search_documents sd
      FULL JOIN (SELECT os.master_product_id, mp.search_vector, os.popularity, os.category_id, os.brand_id,
                        os.best_price, os.merchant_ids, os.availabilities
                 FROM offer_summaries os JOIN master_products mp ON mp.id = os.master_product_id) real
        USING (master_product_id)
      WHERE (sd.search_vector, sd.popularity, sd.category_id, sd.brand_id, sd.best_price, sd.merchant_ids,
             sd.availabilities)
            IS DISTINCT FROM (real.search_vector, real.popularity, real.category_id, real.brand_id, real.best_price,
                              real.merchant_ids, real.availabilities)`),
  )
  expect(row?.documents).toBeGreaterThan(0)
  expect(row?.stale).toBe(0)
}

describe('listing cells', () => {
  it('add up to what counting the products gives, for every kind of filter the cells answer', async () => {
    await expectCellsToCount()
    await expectSearchDocumentsToFollow()
  })

  it('follow offers, products and their summaries as they change', async () => {
    const { db } = database
    await db.execute(sql`DELETE FROM offers WHERE id % 7 = 0`)
    await db.execute(sql`UPDATE offers SET availability = 'not_in_stock' WHERE id % 5 = 0`)
    await db.execute(sql`UPDATE offers SET price = price * 2, price_gross = price_gross * 2 WHERE id % 3 = 0`)
    await db.execute(sql`UPDATE master_products SET brand_id = NULL WHERE id % 11 = 0`)
    await db.execute(sql`
      UPDATE master_products SET category_id = (SELECT max(category_id) FROM master_products) WHERE id % 13 = 0`)
    await db.execute(sql`DELETE FROM master_products WHERE id % 17 = 0`)
    const stale = rowsOf<{ n: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS n FROM offer_summaries os JOIN master_products mp ON mp.id = os.master_product_id
        WHERE (os.category_id, os.brand_id, os.popularity) IS DISTINCT FROM
              (mp.category_id, coalesce(mp.brand_id, 0), mp.popularity)`),
    )
    expect(stale[0]?.n).toBe(0)
    const miscounted = rowsOf<{ n: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS n FROM product_counts pc
        FULL JOIN (SELECT category_id, coalesce(brand_id, 0) AS brand_id, count(*)::int AS products
                   FROM master_products GROUP BY 1, 2) real USING (category_id, brand_id)
        WHERE coalesce(pc.products, 0) <> coalesce(real.products, 0)`),
    )
    expect(miscounted[0]?.n).toBe(0)
    await expectCellsToCount()
    // Documents change with names, descriptions, brands' names; offers come to a product that had none.
    await db.execute(sql`UPDATE master_products SET name = name || ' особенный' WHERE id % 19 = 0`)
    await db.execute(sql`UPDATE master_products SET description = 'Изделие особенное' WHERE id % 23 = 0`)
    await db.execute(sql`UPDATE brands SET name = name || ' Особь' WHERE id = (SELECT min(id) FROM brands)`)
    await db.execute(sql`UPDATE master_products SET popularity = popularity + 1000 WHERE id % 29 = 0`)
    await db.execute(sql`
      INSERT INTO offers (master_product_id, merchant_id, price, availability, warehouse_city)
      SELECT mp.id, 1, 12345, 'in_stock', 'Казань' FROM master_products mp
      WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.master_product_id = mp.id)`)
    await expectSearchDocumentsToFollow()
    const [expected] = rowsOf<{ n: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS n FROM master_products mp
        WHERE EXISTS (SELECT 1 FROM offers o WHERE o.master_product_id = mp.id)
          AND (mp.id % 19 = 0 OR mp.id % 23 = 0 OR mp.brand_id = (SELECT min(id) FROM brands))`),
    )
    const found = await searchListing(
      db,
      { tsquery: 'особ:*' },
      { sort: 'popular', direction: 'desc' },
      { limit: 10, offset: 0 },
      { cap: 10_000, byCategory: false },
    )
    expect(found.summary.total).toBe(expected?.n)
    expect(found.summary.totalCapped).toBe(false)
  })
})
