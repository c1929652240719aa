/**
 * SQL of the catalogue summary: categories, brands, sellers. Takes the database (or a transaction) first; returns
 * plain rows in kopecks. Product cards, listings and product pages are in products.repository.ts.
 */

import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { brands, catalogueVersion, categories, merchants, productCounts } from '#backend/db/schema.ts'

export async function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.parentId), asc(categories.sort), asc(categories.id))
}

/**
 * Products per category, counting only the category each product sits in (leaves): from product_counts, which a
 * trigger keeps (migration 0010_product_counts), not by counting the catalogue.
 */
export async function countProductsByCategory(db: Database) {
  return db
    .select({ categoryId: productCounts.categoryId, count: sql<number>`sum(${productCounts.products})::int` })
    .from(productCounts)
    .groupBy(productCounts.categoryId)
}

/** Brands by name with how many catalogue products each has (as the product page counts a brand's products). */
export async function listBrandsWithCounts(db: Database) {
  const counted = db
    .select({
      brandId: productCounts.brandId,
      products: sql<number>`sum(${productCounts.products})::int`.as('products'),
    })
    .from(productCounts)
    .groupBy(productCounts.brandId)
    .as('counted')
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      country: brands.country,
      logo: brands.logo,
      productCount: sql<number>`coalesce(${counted.products}, 0)`,
    })
    .from(brands)
    .leftJoin(counted, eq(counted.brandId, brands.id))
    .orderBy(asc(brands.name))
}

export async function listMerchants(db: Database) {
  return db.select().from(merchants).orderBy(desc(merchants.isOfficial), desc(merchants.rating), asc(merchants.id))
}

export async function countMasterProducts(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${productCounts.products}), 0)::int` })
    .from(productCounts)
  return Number(row?.value ?? 0)
}

/** The catalogue's version (migration 0021_catalogue_version, decision 050); 0 before the migration's row exists. */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
  return row?.version ?? 0
}
