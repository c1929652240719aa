/** Rules of delivery: where to, what the parcel is, and one set of options per seller of the product. */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { badRequest, notFound } from '#backend/lib/errors.ts'
import {
  type City,
  defaultCity,
  findCityByKladrId,
  findCityByName,
  kladrRegion,
  largestCityOfRegion,
} from '#backend/modules/location/cities.ts'
import type { getDeliveryForMasterProductCall } from '#contract/products.ts'
import type { DeliveryOption, DeliveryProvider, Parcel } from './delivery.provider.ts'
import * as repo from './delivery.repository.ts'

type DeliveryQuery = z.output<(typeof getDeliveryForMasterProductCall)['query']>
type DeliveryResponse = z.input<(typeof getDeliveryForMasterProductCall)['response']>

export const deliveryMessages = {
  cityNotFound: 'Город доставки не найден',
  productNotFound: 'Товар не найден',
} as const

/**
 * What a product without a recorded weight or size is assumed to be: 1 kg in a 30×20×10 cm box, a carrier's
 * common small box. The buyer still gets an estimate instead of nothing; the seller confirms the real cost with
 * the order.
 */
export const DEFAULT_PARCEL: Parcel = { weightG: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 }

/** Where a parcel goes: the directory city it is priced to, and the name the answer shows. */
export interface Destination {
  city: City
  name: string
}

/**
 * The destination. The KLADR id wins when it names a directory city (the contract says so), and the answer then
 * names that city. A KLADR id the directory does not hold (a village or town chosen through DaData) is priced to the
 * named city when that city lies in the same region, else to the region's largest directory city, while the answer
 * keeps the visitor's own name for the place. Without a usable KLADR id the name decides. Neither given: Moscow.
 * Given but not found: 400 naming each field that was tried.
 */
export function resolveDestination(query: Pick<DeliveryQuery, 'city' | 'kladr_id'>): Destination {
  const name = query.city?.trim() || undefined
  const kladrId = query.kladr_id
  const byKladr = kladrId ? findCityByKladrId(kladrId) : null
  if (byKladr) return { city: byKladr, name: byKladr.name }
  const byName = name ? findCityByName(name) : null
  const regional = kladrId ? largestCityOfRegion(kladrId) : null
  if (regional) {
    const sameRegion = byName && kladrRegion(byName.kladrId) === kladrRegion(regional.kladrId)
    return sameRegion ? { city: byName, name: byName.name } : { city: regional, name: name ?? regional.name }
  }
  if (byName) return { city: byName, name: byName.name }
  if (!kladrId && !name) {
    const moscow = defaultCity()
    return { city: moscow, name: moscow.name }
  }
  const fields: Record<string, string[]> = {}
  if (kladrId) fields.kladr_id = [deliveryMessages.cityNotFound]
  if (name) fields.city = [deliveryMessages.cityNotFound]
  throw badRequest(fields, deliveryMessages.cityNotFound)
}

const positive = (value: number | null): value is number => value !== null && value > 0

/** The product's parcel, each missing part (weight, or the size) replaced by the default parcel's. */
export function parcelOf(product: repo.ProductParcelRow): Parcel {
  const { weightG, lengthCm, widthCm, heightCm } = product
  const sized = positive(lengthCm) && positive(widthCm) && positive(heightCm)
  return {
    weightG: positive(weightG) ? weightG : DEFAULT_PARCEL.weightG,
    lengthCm: sized ? lengthCm : DEFAULT_PARCEL.lengthCm,
    widthCm: sized ? widthCm : DEFAULT_PARCEL.widthCm,
    heightCm: sized ? heightCm : DEFAULT_PARCEL.heightCm,
  }
}

export type DeliveryService = ReturnType<typeof createDeliveryService>

export function createDeliveryService(db: Database, provider: DeliveryProvider) {
  return {
    async forMasterProduct(query: DeliveryQuery): Promise<DeliveryResponse> {
      const destination = resolveDestination(query)
      const to = destination.city
      const product = await repo.findProductParcel(db, query.master_product_id)
      if (!product) throw notFound(deliveryMessages.productNotFound)
      const parcel = parcelOf(product)

      // A seller has one offer per product (unique index); should that ever change, the first offer speaks for it.
      const seen = new Set<number>()
      const offers = (await repo.listOfferShipping(db, query.master_product_id)).filter((offer) => {
        if (seen.has(offer.merchantId)) return false
        seen.add(offer.merchantId)
        return true
      })

      // Sellers in the same city share one quote: a real carrier API is then asked once per warehouse city.
      const quotes = new Map<string, Promise<DeliveryOption[]>>()
      const quoteFrom = (from: City) => {
        let quote = quotes.get(from.name)
        if (!quote) {
          quote = provider.quote(from, to, parcel)
          quotes.set(from.name, quote)
        }
        return quote
      }

      const delivery = await Promise.all(
        offers.map(async (offer) => {
          const from = findCityByName(offer.warehouseCity)
          // A warehouse city the tariffs do not know cannot be priced: the seller's entry stays with no options, so
          // the storefront shows that the seller quotes delivery itself rather than a made-up figure.
          const options = from ? await quoteFrom(from) : []
          return {
            merchant_id: offer.merchantId,
            from_city: from?.name ?? offer.warehouseCity,
            free_delivery: offer.freeDelivery,
            // The seller pays the carrier: the buyer sees the same options and times at no cost.
            options: offer.freeDelivery ? options.map((option) => ({ ...option, cost: 0 })) : options,
          }
        }),
      )
      return { city: destination.name, delivery }
    },
  }
}
