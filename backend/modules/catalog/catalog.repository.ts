/**
 * SQL of the catalogue summary: categories, brands, sellers. Takes the database (or a transaction) first; returns
 * plain rows in kopecks. Product cards, listings and product pages are in products.repository.ts.
 */

import { asc, count, desc, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { brands, categories, masterProducts, merchants } from '#backend/db/schema.ts'

export async function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.parentId), asc(categories.sort), asc(categories.id))
}

/** Products per category, counting only the category each product sits in (leaves). */
export async function countProductsByCategory(db: Database) {
  return db
    .select({ categoryId: masterProducts.categoryId, count: count() })
    .from(masterProducts)
    .groupBy(masterProducts.categoryId)
}

export async function listBrandsWithCounts(db: Database) {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      country: brands.country,
      logo: brands.logo,
      productCount: sql<number>`(select count(*)::int from ${masterProducts} where ${masterProducts.brandId} = ${brands.id})`,
    })
    .from(brands)
    .orderBy(asc(brands.name))
}

export async function listMerchants(db: Database) {
  return db.select().from(merchants).orderBy(desc(merchants.isOfficial), desc(merchants.rating), asc(merchants.id))
}

export async function countMasterProducts(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(masterProducts)
  return row?.value ?? 0
}
