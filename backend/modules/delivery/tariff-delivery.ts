/** The embedded delivery provider, the default: the tariff table (delivery.tariffs.ts); offline, in tests too. */
import type { DeliveryProvider } from './delivery.provider.ts'
import { quoteByTariff } from './delivery.tariffs.ts'

export const tariffDeliveryProvider: DeliveryProvider = {
  quote: async (from, to, parcel) => quoteByTariff(from, to, parcel),
}
