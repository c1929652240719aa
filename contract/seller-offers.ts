/**
 * A seller's offers (issue 15, docs/decisions/040): the list with each offer's terms, one offer's edit, and a new
 * offer of a product already in the catalogue, found by name or article. Every call acts on the caller's own
 * merchant (`role: 'seller'`, decision 039): another merchant's offer id answers 404 «Предложение не найдено».
 * Prices in rubles: the seller gives the price buyers pay (with VAT where the seller charges it); the price without
 * VAT is worked out from the product's rate.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { availabilitySchema, id, rubles } from './catalog.ts'
import { sellerQuerySchema } from './seller.ts'

export const sellerOfferMessages = {
  notFound: 'Предложение не найдено',
  productNotFound: 'Товар не найден',
  alreadyOffered: 'Вы уже продаёте этот товар: измените его предложение',
  articleTaken: 'Этот артикул уже есть у другого вашего предложения',
  priceRequired: 'Укажите цену или выберите «Цена по запросу»',
  price: 'Цена — число рублей больше 0, не больше 100 000 000',
  wholeNumber: 'Целое число',
  stock: 'Остаток — целое число от 0',
  atLeastOne: 'Целое число от 1',
} as const

export const offerLimits = { price: 100_000_000, quantity: 1_000_000, article: 64, city: 200 } as const

export const sellerOfferSchema = z.object({
  id,
  product: z.object({
    id,
    slug: z.string(),
    name: z.string(),
    /** The manufacturer's article of the product. */
    article: z.string().nullable(),
    image: z.string().nullable(),
    units: z.string(),
  }),
  /** The seller's own article (SKU). */
  article: z.string().nullable(),
  /** What buyers pay; null for «цена по запросу». */
  price_gross: rubles.nullable(),
  /** The same without VAT (equal to it when the rate is 0). */
  price_net: rubles.nullable(),
  /** Percent: the product's rate, 0 when the seller does not charge VAT. */
  vat_rate: z.number().int().nonnegative(),
  availability: availabilitySchema,
  /** Units in the warehouse; null when not counted. */
  stock: z.number().int().nonnegative().nullable(),
  min_order: z.number().int().positive(),
  step: z.number().int().positive(),
  warehouse_city: z.string(),
  /** Whether buyers see it (the merchant is approved). */
  published: z.boolean(),
  price_updated_at: z.string(),
})
export type SellerOffer = z.infer<typeof sellerOfferSchema>

const pagination = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})

export const listSellerOffersCall = defineCall({
  method: 'GET',
  path: '/api/seller/offers',
  role: 'seller',
  query: sellerQuerySchema.extend({
    /** Words of the product's name, or an article (the seller's or the product's). */
    q: z.string().trim().max(200).optional(),
    availability: availabilitySchema.optional(),
    page: z.coerce.number().int().positive().max(100_000).default(1),
    per_page: z.coerce.number().int().positive().max(100).default(20),
  }),
  /** Products in name order. */
  response: z.object({ offers: z.array(sellerOfferSchema), pagination }),
})

export const getSellerOfferCall = defineCall({
  method: 'GET',
  path: '/api/seller/offers/:id',
  role: 'seller',
  query: sellerQuerySchema,
  response: z.object({ offer: sellerOfferSchema }),
})

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const count = (message: string, min: number) =>
  z.number({ invalid_type_error: message }).int(message).min(min, message).max(offerLimits.quantity, message)

/** An offer's terms as the seller sets them. */
export const offerTermsObject = z.object({
  price_gross: z
    .number({ invalid_type_error: sellerOfferMessages.price })
    .positive(sellerOfferMessages.price)
    .max(offerLimits.price, sellerOfferMessages.price)
    .nullable(),
  availability: availabilitySchema,
  stock: count(sellerOfferMessages.stock, 0).nullable(),
  min_order: count(sellerOfferMessages.atLeastOne, 1),
  step: count(sellerOfferMessages.atLeastOne, 1),
  warehouse_city: z.string().trim().min(1).max(offerLimits.city),
  article: z.preprocess(blankToNull, z.string().trim().max(offerLimits.article).nullable().default(null)),
})

/** A price is needed unless the price is given on request. */
export function checkOfferTerms(value: { price_gross: number | null; availability: string }, ctx: z.RefinementCtx) {
  if (value.price_gross === null && value.availability !== 'price_on_request') {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['price_gross'], message: sellerOfferMessages.priceRequired })
  }
}

export const updateSellerOfferCall = defineCall({
  method: 'POST',
  path: '/api/seller/offers/:id',
  role: 'seller',
  body: offerTermsObject.strict().superRefine(checkOfferTerms),
  response: z.object({ result: z.literal(true), offer: sellerOfferSchema }),
})

/** A new offer of a catalogue product. 409 when the seller already offers it. */
export const createSellerOfferCall = defineCall({
  method: 'POST',
  path: '/api/seller/offers',
  role: 'seller',
  body: offerTermsObject.extend({ master_product_id: id }).strict().superRefine(checkOfferTerms),
  response: z.object({ result: z.literal(true), offer: sellerOfferSchema }),
})

export const catalogueProductSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  article: z.string().nullable(),
  image: z.string().nullable(),
  units: z.string(),
  vat_rate: z.number().int().nonnegative(),
  /** The seller's own offer of it, when there is one. */
  offer_id: id.nullable(),
})

/** Catalogue products by words of the name or by article, to offer: at most 20, best matches first. */
export const findCatalogueProductsCall = defineCall({
  method: 'GET',
  path: '/api/seller/products',
  role: 'seller',
  query: sellerQuerySchema.extend({ q: z.string().trim().min(1).max(200) }),
  response: z.object({ products: z.array(catalogueProductSchema) }),
})
