import { eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { brands, categories, masterProducts, merchantLogos, merchants, userImages } from '#backend/db/schema.ts'

export async function findProductForImage(db: Database, id: number) {
  const [row] = await db
    .select({ id: masterProducts.id, name: masterProducts.name, categoryName: categories.name })
    .from(masterProducts)
    .innerJoin(categories, eq(categories.id, masterProducts.categoryId))
    .where(eq(masterProducts.id, id))
    .limit(1)
  return row ?? null
}

export async function findBrandForLogo(db: Database, id: number) {
  const [row] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1)
  return row ?? null
}

export async function findMerchantForLogo(db: Database, id: number) {
  const [row] = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1)
  return row ?? null
}

export async function findUserImage(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: userImages.contentType, bytes: userImages.bytes })
    .from(userImages)
    .where(eq(userImages.id, id))
    .limit(1)
  return row ?? null
}

export async function findMerchantLogo(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: merchantLogos.contentType, bytes: merchantLogos.bytes })
    .from(merchantLogos)
    .where(eq(merchantLogos.id, id))
    .limit(1)
  return row ?? null
}

/** What a product's certificate and video are drawn from, and which of them it links. */
export async function findProductForFiles(db: Database, id: number) {
  const [row] = await db
    .select({
      id: masterProducts.id,
      name: masterProducts.name,
      country: masterProducts.country,
      specs: masterProducts.specs,
      licences: masterProducts.licences,
      videoUrl: masterProducts.videoUrl,
      categoryName: categories.name,
      brandName: brands.name,
    })
    .from(masterProducts)
    .innerJoin(categories, eq(categories.id, masterProducts.categoryId))
    .leftJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(eq(masterProducts.id, id))
    .limit(1)
  return row ?? null
}
