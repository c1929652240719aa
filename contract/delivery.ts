/**
 * Delivery of a cart (SPEC §7 getCalculationForMerchant): each seller's goods go as one parcel from the seller's
 * warehouse to the buyer's city, and the buyer chooses one option per seller. The options' shape is the product
 * page's (`deliveryOptionSchema`); the destination is named as there (the KLADR id wins, else the city name).
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { cartLineSchema } from './cart.ts'
import { id } from './catalog.ts'
import { KLADR_ID } from './location.ts'
import { deliveryOptionSchema } from './products.ts'

export const merchantDeliverySchema = z.object({
  merchant_id: id,
  from_city: z.string(),
  /** The seller pays the carrier for every line of this parcel: each option's cost is 0. */
  free_delivery: z.boolean(),
  /** Empty when the parcel cannot be priced (an unknown warehouse city): the seller then quotes delivery itself. */
  options: z.array(deliveryOptionSchema),
})
export type MerchantDelivery = z.infer<typeof merchantDeliverySchema>

export const deliveryDestinationSchema = z.object({
  city: z.string().trim().max(300).optional(),
  kladr_id: z.string().regex(KLADR_ID).optional(),
})

export const getCalculationForMerchantCall = defineCall({
  method: 'POST',
  path: '/api/delivery/getCalculationForMerchant',
  auth: true,
  body: z
    .object({
      carts: z
        .array(z.object({ merchant_id: id, products: z.array(cartLineSchema).min(1).max(200) }).strict())
        .min(1)
        .max(50),
    })
    .merge(deliveryDestinationSchema)
    .strict(),
  /** One entry per seller asked for, in the same order; 400 naming `city` / `kladr_id` when the city is unknown. */
  response: z.object({ city: z.string(), merchants: z.array(merchantDeliverySchema) }),
})
