/** SQL of the catalogue. Takes the database (or a transaction) first; returns plain rows in kopecks. */

import { asc, count, desc, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { Availability } from '#backend/db/schema.ts'
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

export interface ProductCardRow {
  id: number
  slug: string
  name: string
  category_id: number
  image: string | null
  units: string
  rating: number
  contains_precursor: boolean
  brand_id: number | null
  brand_slug: string | null
  brand_name: string | null
  price: string | number | null
  price_gross: string | number | null
  sale_percent: number | null
  promotion_label: string | null
  availability: Availability
  offers_count: number
}

/**
 * Cards of the most popular products. The card shows the best offer: available sooner first (in stock, on order,
 * price on request, not in stock), then the lowest price.
 */
export async function listPopularProductCards(db: Database, limit: number): Promise<ProductCardRow[]> {
  const result = await db.execute(sql`
    select mp.id, mp.slug, mp.name, mp.category_id, mp.image, mp.units, mp.rating, mp.contains_precursor,
           b.id as brand_id, b.slug as brand_slug, b.name as brand_name,
           best.price, best.price_gross, best.sale_percent, best.promotion_label, best.availability,
           (select count(*)::int from offers o2 where o2.master_product_id = mp.id) as offers_count
    from (select * from master_products order by popularity desc, id asc limit ${limit}) mp
    left join brands b on b.id = mp.brand_id
    join lateral (
      select o.price, o.price_gross, o.sale_percent, o.promotion_label, o.availability
      from offers o
      where o.master_product_id = mp.id
      order by case o.availability
                 when 'in_stock' then 0 when 'on_order' then 1 when 'price_on_request' then 2 else 3 end,
               o.price asc nulls last
      limit 1
    ) best on true
    order by mp.popularity desc, mp.id asc
  `)
  return rowsOf<ProductCardRow>(result)
}
