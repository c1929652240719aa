/** Catalogue entities as the legacy API names them (SPEC §3). Prices are rubles; the back-end keeps kopecks. */
import { z } from 'zod'
import { defineCall } from './call.ts'

export const id = z.number().int().positive()
/** Rubles with up to two decimals. */
export const rubles = z.number().nonnegative()

export const imageSchema = z.object({ url: z.string(), alt: z.string() })

export const categorySchema = z.object({
  id,
  /** 0 is the top level. */
  parent_id: z.number().int().nonnegative(),
  sort: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  product_count: z.number().int().nonnegative(),
})
export type Category = z.infer<typeof categorySchema>

export const brandSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  logo: z.string().nullable(),
  product_count: z.number().int().nonnegative(),
})
export type Brand = z.infer<typeof brandSchema>

export const merchantSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  /** The seller's minimum order sum in rubles; 0 when none (SPEC §9). */
  min_order: rubles,
  is_official: z.boolean(),
  rating: z.number(),
  logo: z.string().nullable(),
})
export type Merchant = z.infer<typeof merchantSchema>

export const availabilitySchema = z.enum(['in_stock', 'not_in_stock', 'on_order', 'price_on_request'])
export type Availability = z.infer<typeof availabilitySchema>

/** A master product as a card shows it: the lowest current price among its sellers' offers. */
export const productCardSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  category_id: id,
  brand: z.object({ id, slug: z.string(), name: z.string() }).nullable(),
  thumbnail: imageSchema,
  /** Lowest offer price; null when every offer is "price on request". */
  price: rubles.nullable(),
  price_gross: rubles.nullable(),
  sale: z.number().int().nullable(),
  promotion_label: z.string().nullable(),
  availability: availabilitySchema,
  offers_count: z.number().int().nonnegative(),
  /** The best offer's id (the one the card shows): "add to cart" from the card adds it. Null: nobody offers it. */
  offer_id: id.nullable(),
  rating: z.number(),
  units: z.string(),
  contains_precursor: z.boolean(),
})
export type ProductCard = z.infer<typeof productCardSchema>

/**
 * The catalogue's version (decision 050): raised by every change of an offer. Every back-end answer names it in this
 * header; a storefront keeps its cached catalogue answers only while it holds.
 */
export const CATALOGUE_VERSION_HEADER = 'X-Catalogue-Version'

/** The catalogue's version alone, for a storefront that has had no other answer lately (ours, not SPEC §7). */
export const getCatalogueVersionCall = defineCall({
  method: 'GET',
  path: '/api/catalogue/version',
  response: z.object({ version: z.number().int().nonnegative() }),
})
