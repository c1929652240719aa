/** SQL of delivery: the parcel of a product and where each of its sellers ships from; the offers of a cart. */

import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { masterProducts, offers } from '#backend/db/schema.ts'

export interface ProductParcelRow {
  weightG: number | null
  widthCm: number | null
  heightCm: number | null
  lengthCm: number | null
}

/** Weight (g) and dimensions (cm) of a master product; null when there is no such product. */
export async function findProductParcel(db: Database, productId: number): Promise<ProductParcelRow | null> {
  const [row] = await db
    .select({
      weightG: masterProducts.weightG,
      widthCm: masterProducts.widthCm,
      heightCm: masterProducts.heightCm,
      lengthCm: masterProducts.lengthCm,
    })
    .from(masterProducts)
    .where(eq(masterProducts.id, productId))
    .limit(1)
  return row ?? null
}

export interface OfferShippingRow {
  merchantId: number
  warehouseCity: string
  freeDelivery: boolean
}

/** The product's published offers, oldest first: who sells it, from which warehouse, and whether delivery is free. */
export async function listOfferShipping(db: Database, productId: number): Promise<OfferShippingRow[]> {
  return db
    .select({ merchantId: offers.merchantId, warehouseCity: offers.warehouseCity, freeDelivery: offers.freeDelivery })
    .from(offers)
    .where(and(eq(offers.masterProductId, productId), eq(offers.published, true)))
    .orderBy(asc(offers.id))
}

export interface OfferParcelRow extends ProductParcelRow, OfferShippingRow {
  offerId: number
}

/** Offers by id with what their delivery needs: seller, warehouse, free delivery, and the product's weight and size. */
export async function listOfferParcels(db: Database, offerIds: readonly number[]): Promise<OfferParcelRow[]> {
  if (offerIds.length === 0) return []
  return db
    .select({
      offerId: offers.id,
      merchantId: offers.merchantId,
      warehouseCity: offers.warehouseCity,
      freeDelivery: offers.freeDelivery,
      weightG: masterProducts.weightG,
      widthCm: masterProducts.widthCm,
      heightCm: masterProducts.heightCm,
      lengthCm: masterProducts.lengthCm,
    })
    .from(offers)
    .innerJoin(masterProducts, eq(masterProducts.id, offers.masterProductId))
    .where(inArray(offers.id, [...offerIds]))
}
