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
import type { MerchantDelivery } from '#contract/delivery.ts'
import type { getDeliveryForMasterProductCall } from '#contract/products.ts'
import type { DeliveryOption, DeliveryProvider, Parcel } from './delivery.provider.ts'
import * as repo from './delivery.repository.ts'

type DeliveryQuery = z.output<(typeof getDeliveryForMasterProductCall)['query']>
type DeliveryResponse = z.input<(typeof getDeliveryForMasterProductCall)['response']>

export const deliveryMessages = {
  cityNotFound: 'Город доставки не найден',
  productNotFound: 'Товар не найден',
  offerNotFound: 'Товар не найден',
  offerOfAnotherMerchant: 'Товар продаёт другой продавец',
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

/** One line of a seller's parcel: a unit and how many of it. */
export interface ParcelLine {
  unit: Parcel
  quantity: number
}

/**
 * One parcel for several units: their weights add up, and so do their volumes. The box is as near a cube as the
 * volume allows (carriers limit the longest side and the sum of the sides, and a cube keeps both smallest), yet
 * never shorter in any side than the largest unit's matching side (sides sorted longest first), so that unit fits.
 * Sides are rounded up to whole centimetres, as carriers measure; a single unit keeps its own box. Packing is an
 * estimate: the seller confirms the real parcel with the order (docs/decisions/021).
 */
export function cartParcel(lines: readonly ParcelLine[]): Parcel {
  const sidesOf = (p: Parcel) => [p.lengthCm, p.widthCm, p.heightCm].sort((a, b) => b - a) as [number, number, number]
  let weightG = 0
  let volume = 0
  let largest: [number, number, number] = [0, 0, 0]
  for (const { unit, quantity } of lines) {
    const sides = sidesOf(unit)
    weightG += unit.weightG * quantity
    volume += sides[0] * sides[1] * sides[2] * quantity
    if (sides[0] * sides[1] * sides[2] > largest[0] * largest[1] * largest[2]) largest = sides
  }
  const [a, b, c] = largest
  if (volume <= a * b * c) return { weightG, lengthCm: a, widthCm: b, heightCm: c }
  const length = Math.max(a, Math.cbrt(volume))
  const width = Math.max(b, Math.sqrt(volume / length))
  const height = Math.max(c, volume / (length * width))
  // The float roots may land a hair above a whole number (1000 ** (1/3) is 9.999…): trim that before rounding up.
  const up = (side: number) => Math.ceil(Number(side.toFixed(6)))
  return { weightG, lengthCm: up(length), widthCm: up(width), heightCm: up(height) }
}

/** PostgreSQL's integer: a larger id names no offer (and must not reach the database as a value out of range). */
const MAX_ROW_ID = 2_147_483_647

/** What `forCarts` is asked: each seller's cart (offer ids and quantities) and the destination. */
export interface CartsDeliveryInput {
  carts: { merchant_id: number; products: { product_id: number; quantity: number }[] }[]
  city?: string
  kladr_id?: string
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

    /**
     * Delivery of each seller's cart as one parcel from that seller's warehouse to the destination, in the order
     * asked. Checkout calls it again to price the buyer's choice by its `code`: costs never come from the client.
     * 400 naming `city` / `kladr_id` for an unknown destination, and `carts.i.products.j.product_id` for an offer that
     * does not exist or is sold by another seller than the cart's.
     */
    async forCarts(input: CartsDeliveryInput): Promise<{ city: string; merchants: MerchantDelivery[] }> {
      const destination = resolveDestination(input)
      const ids = [...new Set(input.carts.flatMap((cart) => cart.products.map((line) => line.product_id)))]
      const rows = await repo.listOfferParcels(
        db,
        ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID),
      )
      const byId = new Map(rows.map((row) => [row.offerId, row]))

      const fields: Record<string, string[]> = {}
      const carts = input.carts.map((cart, i) => {
        const lines = cart.products.flatMap((line, j) => {
          const offer = byId.get(line.product_id)
          const field = `carts.${i}.products.${j}.product_id`
          if (!offer) fields[field] = [deliveryMessages.offerNotFound]
          else if (offer.merchantId !== cart.merchant_id) fields[field] = [deliveryMessages.offerOfAnotherMerchant]
          else return [{ offer, quantity: line.quantity }]
          return []
        })
        return { merchantId: cart.merchant_id, lines }
      })
      if (Object.keys(fields).length > 0) {
        throw badRequest(fields, Object.values(fields)[0]?.[0] ?? deliveryMessages.offerNotFound)
      }

      const merchants = await Promise.all(
        carts.map(async ({ merchantId, lines }): Promise<MerchantDelivery> => {
          // One parcel leaves one warehouse: should a seller's offers name several, the cart's first line decides.
          const warehouseCity = lines[0]?.offer.warehouseCity ?? ''
          const from = findCityByName(warehouseCity)
          const freeDelivery = lines.length > 0 && lines.every((line) => line.offer.freeDelivery)
          const parcel = cartParcel(lines.map((line) => ({ unit: parcelOf(line.offer), quantity: line.quantity })))
          // An unknown warehouse city cannot be priced: no options, the seller quotes delivery itself.
          const options = from ? await provider.quote(from, destination.city, parcel) : []
          return {
            merchant_id: merchantId,
            from_city: from?.name ?? warehouseCity,
            free_delivery: freeDelivery,
            options: freeDelivery ? options.map((option) => ({ ...option, cost: 0 })) : options,
          }
        }),
      )
      return { city: destination.name, merchants }
    },
  }
}
