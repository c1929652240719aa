/**
 * Where delivery prices come from. The service only knows this interface; the default is the embedded tariff
 * table, which works offline and in tests. CDEK (cdek.provider.ts) is the other, chosen by `DELIVERY_PROVIDER`.
 */
import type { z } from 'zod'
import type { BackendConfig } from '#backend/config.ts'
import type { City } from '#backend/modules/location/cities.ts'
import type { deliveryOptionSchema } from '#contract/products.ts'
import { createCdekDeliveryProvider } from './cdek.provider.ts'
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

export type DeliverySettings = Pick<
  BackendConfig,
  'DELIVERY_PROVIDER' | 'CDEK_CLIENT_ID' | 'CDEK_CLIENT_SECRET' | 'CDEK_API_URL' | 'CDEK_TIMEOUT_MS'
>

/**
 * The provider named by `DELIVERY_PROVIDER`: the embedded tariffs, or CDEK's calculator with the tariffs standing in
 * whenever CDEK cannot answer (docs/decisions/021). CDEK without its credentials fails here, at start-up, rather
 * than quietly quoting the tariff table as if it were CDEK (the configuration refuses it first).
 */
export function createDeliveryProvider(
  settings: DeliverySettings,
  log: (message: string, error?: unknown) => void,
): DeliveryProvider {
  if (settings.DELIVERY_PROVIDER === 'tariffs') return tariffDeliveryProvider
  if (!settings.CDEK_CLIENT_ID || !settings.CDEK_CLIENT_SECRET) {
    throw new Error('DELIVERY_PROVIDER=cdek needs CDEK_CLIENT_ID and CDEK_CLIENT_SECRET')
  }
  return createCdekDeliveryProvider({
    clientId: settings.CDEK_CLIENT_ID,
    clientSecret: settings.CDEK_CLIENT_SECRET,
    url: settings.CDEK_API_URL,
    timeoutMs: settings.CDEK_TIMEOUT_MS,
    fallback: tariffDeliveryProvider,
    log,
  })
}
