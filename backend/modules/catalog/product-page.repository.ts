/**
 * SQL of one product's page: the product with its brand, every offer with its seller, and the monthly lowest prices.
 * Takes the database (or a transaction) first; returns plain rows in kopecks.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { brands, masterProducts, merchants, offers } from '#backend/db/schema.ts'

const productColumns = {
  id: masterProducts.id,
  slug: masterProducts.slug,
  name: masterProducts.name,
  article: masterProducts.article,
  description: masterProducts.description,
  country: masterProducts.country,
  widthCm: masterProducts.widthCm,
  heightCm: masterProducts.heightCm,
  lengthCm: masterProducts.lengthCm,
  weightG: masterProducts.weightG,
  units: masterProducts.units,
  image: masterProducts.image,
  /** Pictures its seller uploaded when proposing it (decision 045), in order; none for the demo catalogue. */
  pictures: sql<{ id: string; type: string }[]>`coalesce((
    select json_agg(json_build_object('id', pp.id, 'type', pp.content_type) order by pp.position)
    from product_pictures pp where pp.master_product_id = ${masterProducts.id}), '[]'::json)`,
  specs: masterProducts.specs,
  licences: masterProducts.licences,
  videoUrl: masterProducts.videoUrl,
  containsPrecursor: masterProducts.containsPrecursor,
  vatRate: masterProducts.vatRate,
  rating: masterProducts.rating,
  categoryId: masterProducts.categoryId,
  brandId: masterProducts.brandId,
  brand: {
    id: brands.id,
    slug: brands.slug,
    name: brands.name,
    country: brands.country,
    logo: brands.logo,
    description: brands.description,
  },
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductBy>>>

async function findProductBy(db: Database, where: SQL) {
  const [row] = await db
    .select(productColumns)
    .from(masterProducts)
    .leftJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(where)
    .limit(1)
  return row ?? null
}

export const findProductBySlug = (db: Database, slug: string) => findProductBy(db, eq(masterProducts.slug, slug))
export const findProductById = (db: Database, id: number) => findProductBy(db, eq(masterProducts.id, id))

/** An offer with the seller who makes it. */
const offerColumns = {
  id: offers.id,
  price: offers.price,
  priceGross: offers.priceGross,
  salePercent: offers.salePercent,
  promotionLabel: offers.promotionLabel,
  availability: offers.availability,
  minOrder: offers.minOrder,
  step: offers.step,
  warehouseCity: offers.warehouseCity,
  priceUpdatedAt: offers.priceUpdatedAt,
  cashbackPercent: offers.cashbackPercent,
  freeDelivery: offers.freeDelivery,
  merchant: {
    id: merchants.id,
    slug: merchants.slug,
    name: merchants.name,
    minOrder: merchants.minOrder,
    rating: merchants.rating,
    isOfficial: merchants.isOfficial,
  },
}

/** Every published offer of a product with its seller; the caller orders them. */
export async function listOffersOfProduct(db: Database, productId: number) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(eq(offers.masterProductId, productId), eq(offers.published, true)))
    .orderBy(asc(offers.id))
}

/** The lowest offer price of each month in the product's price history, for its last `months` months, oldest first. */
export async function listMonthlyLowestPrices(
  db: Database,
  productId: number,
  months: number,
): Promise<{ month: string; price: number }[]> {
  const result = await db.execute(sql`
    select to_char(month, 'YYYY-MM-DD') as month, price
    from (
      select date_trunc('month', ph.recorded_on)::date as month, min(ph.price) as price
      from price_history ph
      join offers o on o.id = ph.offer_id
      where o.master_product_id = ${productId} and o.published
      group by 1
      order by 1 desc
      limit ${months}
    ) recent
    order by month asc`)
  return rowsOf<{ month: string; price: string | number }>(result).map((r) => ({
    month: r.month,
    price: Number(r.price),
  }))
}
