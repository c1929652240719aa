/**
 * The delivery quote of checkout (SPEC §7 getCalculationForMerchant): each seller's delivery options for the address
 * the form holds — a saved address, or the new address's city (its KLADR id only while it is the city it was chosen
 * for). The checkout page, every answer of its form but a success, and GET /cart/checkout/delivery (the form's
 * fetcher, with JavaScript) quote the same way.
 */
import type { AppLoadContext } from '@remix-run/node'
import { data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { type Address, listAddressesCall } from '#contract/addresses.ts'
import type { CartMerchantGroup } from '#contract/cart.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import { KLADR_ID } from '#contract/location.ts'
import { CHECKOUT_HEADERS, type DeliveryQuote, type Destination, NEW_ENTRY_ID } from './checkout-schema.ts'

/** A saved address as a delivery destination. */
export function destinationOfAddress(address: Pick<Address, 'city_full' | 'kladr_id'>): Destination {
  return { city: address.city_full, kladr_id: address.kladr_id ?? undefined }
}

/** The key telling which address a quote is for. */
export const quoteKeyOf = {
  saved: (id: number) => `address:${id}`,
  typed: (destination: Destination) => `city:${destination.kladr_id ?? ''}:${destination.city ?? ''}`,
  none: 'none',
}

/** A typed city (and its KLADR id when it is a well-formed one) as a destination. */
function typedDestination(city: string, kladrId: string): Destination {
  return { city: city || undefined, kladr_id: KLADR_ID.test(kladrId) ? kladrId : undefined }
}

/** The delivery options of each seller of the cart for a destination. */
export async function quoteDelivery(
  api: ApiClient,
  groups: readonly CartMerchantGroup[],
  destination: Destination | null,
): Promise<DeliveryQuote> {
  const city = destination?.city?.trim().slice(0, 300) || undefined
  const kladrId = destination?.kladr_id && KLADR_ID.test(destination.kladr_id) ? destination.kladr_id : undefined
  if (!city && !kladrId) return { status: 'no-address' }
  if (groups.length === 0) return { status: 'ready', city: city ?? '', merchants: [] }
  const answer = await api.call(getCalculationForMerchantCall, {
    body: {
      carts: groups.map((group) => ({
        merchant_id: group.merchant.id,
        products: group.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
      })),
      ...(city ? { city } : {}),
      ...(kladrId ? { kladr_id: kladrId } : {}),
    },
  })
  if (answer.data) return { status: 'ready', city: answer.data.city, merchants: answer.data.merchants }
  return { status: 'failed', error: answer.error }
}

/** The destination a post names: the chosen saved address, or the new address's city. */
export function destinationOfPost(
  form: FormData,
  addresses: readonly Address[],
): { destination: Destination | null; key: string } {
  const chosen = Number(form.get('address_id'))
  if (chosen === NEW_ENTRY_ID) {
    const city = String(form.get('new_address.city_full') ?? '').trim()
    // The KLADR id belongs to the city it was chosen for; a city typed over it is priced by its name.
    const picked = form.get('picked_city') === city
    const destination = typedDestination(city, picked ? String(form.get('new_address.kladr_id') ?? '') : '')
    return { destination: city ? destination : null, key: quoteKeyOf.typed(destination) }
  }
  const address = addresses.find((candidate) => candidate.id === chosen)
  return address
    ? { destination: destinationOfAddress(address), key: quoteKeyOf.saved(address.id) }
    : { destination: null, key: quoteKeyOf.none }
}

/** GET /cart/checkout/delivery?address_id=12 or ?city=…&kladr_id=…: the options for that address. */
export async function deliveryQuoteFor(request: Request, context: AppLoadContext) {
  const api = context.api
  if (!api.hasToken)
    return data({ quote: { status: 'no-address' } as DeliveryQuote, quoteFor: quoteKeyOf.none }, { status: 401 })
  const params = new URL(request.url).searchParams
  const cart = await context.cart.list()
  const addressId = Number(params.get('address_id'))
  if (Number.isSafeInteger(addressId) && addressId > 0) {
    const addresses = await api.call(listAddressesCall)
    const address = addresses.data?.addresses.find((candidate) => candidate.id === addressId)
    if (!address) return data({ quote: { status: 'no-address' } as DeliveryQuote, quoteFor: quoteKeyOf.none })
    const quote = await quoteDelivery(api, cart.groups, destinationOfAddress(address))
    return data({ quote, quoteFor: quoteKeyOf.saved(address.id) }, { headers: CHECKOUT_HEADERS })
  }
  const city = (params.get('city') ?? '').trim().slice(0, 300)
  const destination = typedDestination(city, params.get('kladr_id') ?? '')
  const quote = await quoteDelivery(api, cart.groups, city ? destination : null)
  return data({ quote, quoteFor: quoteKeyOf.typed(destination) }, { headers: CHECKOUT_HEADERS })
}
