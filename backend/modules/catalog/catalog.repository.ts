/**
 * SQL of the catalogue summary: categories, brands, sellers. Takes the database (or a transaction) first; returns
 * plain rows in kopecks. Product cards, listings and product pages are in products.repository.ts.
 */

import { asc, count, desc, eq } from 'drizzle-orm'
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

/** Brands by name with how many catalogue products each has (as the product page counts a brand's products). */
export async function listBrandsWithCounts(db: Database) {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      country: brands.country,
      logo: brands.logo,
      productCount: count(masterProducts.id),
    })
    .from(brands)
    .leftJoin(masterProducts, eq(masterProducts.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.name))
}

export async function listMerchants(db: Database) {
  return db.select().from(merchants).orderBy(desc(merchants.isOfficial), desc(merchants.rating), asc(merchants.id))
}

export async function countMasterProducts(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(masterProducts)
  return row?.value ?? 0
}
