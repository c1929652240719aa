/**
 * Where delivery prices come from: the interface only. The service only knows it; the default is the embedded tariff
 * table (tariff-delivery.ts), which works offline and in tests. CDEK (cdek-delivery.ts) is the other, chosen by
 * `DELIVERY_PROVIDER` in backend/index.ts.
 */
import type { z } from 'zod'
import type { City } from '#backend/modules/location/cities.ts'
import type { deliveryOptionSchema } from '#contract/products.ts'

export type DeliveryOption = z.output<typeof deliveryOptionSchema>

/** One unit of a product as a carrier sees it. */
export interface Parcel {
  weightG: number
  lengthCm: number
  widthCm: number
  heightCm: number
}

export interface DeliveryProvider {
  /** The options a buyer in `to` can choose for a parcel sent from `from`, at the carrier's price (rubles). */
  quote(from: City, to: City, parcel: Parcel): Promise<DeliveryOption[]>
}
