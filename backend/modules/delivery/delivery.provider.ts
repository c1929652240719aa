/**
 * Where delivery prices come from. The service only knows this interface; the default is the embedded tariff
 * table, which works offline and in tests. A real carrier is another implementation chosen by environment.
 */
import type { z } from 'zod'
import type { City } from '#backend/modules/location/cities.ts'
import type { deliveryOptionSchema } from '#contract/products.ts'
import { quoteByTariff } from './delivery.tariffs.ts'

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

export const tariffDeliveryProvider: DeliveryProvider = {
  quote: async (from, to, parcel) => quoteByTariff(from, to, parcel),
}

/**
 * The provider named by `DELIVERY_PROVIDER` (default: the embedded tariffs).
 *
 * The CDEK adapter plugs in here: `DELIVERY_PROVIDER=cdek` with `CDEK_CLIENT_ID` / `CDEK_CLIENT_SECRET` (and
 * `CDEK_API_URL` for the sandbox) would return a `DeliveryProvider` that gets an OAuth token
 * (`POST /v2/oauth/token`, cached for its hour), maps both cities to CDEK city codes and asks
 * `POST /v2/calculator/tarifflist` with the parcel in grams and centimetres, turning `delivery_mode` 1/3 into
 * `courier` and 2/4 into `pickup`, per the CDEK API v2 calculator. It would be tested against a fake CDEK on loopback.
 * Until it exists, asking for it fails at start-up rather than quietly quoting the tariff table as if it were CDEK.
 */
export function createDeliveryProvider(env: Record<string, string | undefined> = process.env): DeliveryProvider {
  const name = env.DELIVERY_PROVIDER ?? 'tariffs'
  if (name === 'tariffs') return tariffDeliveryProvider
  throw new Error(`DELIVERY_PROVIDER=${name} is not available; only "tariffs" is implemented`)
}
