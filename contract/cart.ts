import { z } from 'zod'
import { id, imageSchema, rubles } from './catalog.ts'

/** A cart line (SPEC §3); lines are grouped by `merchant.id`. */
export const cartItemSchema = z.object({
  product_id: id,
  name: z.string(),
  quantity: z.number().int().positive(),
  slug: z.string(),
  step: z.number().int().positive().default(1),
  available: z.boolean(),
  min_order: z.number().int().positive(),
  /** Grams. */
  weight: z.number().nonnegative().nullable(),
  dimensions: z.object({ width: z.number(), height: z.number(), length: z.number() }).nullable(),
  thumbnail: imageSchema,
  price: rubles,
  price_gross: rubles.nullable(),
  /** The national name of the price unit, e.g. «шт.». */
  units: z.string(),
  merchant: z.object({ id, min_order: rubles.default(0) }),
})
export type CartItem = z.infer<typeof cartItemSchema>
