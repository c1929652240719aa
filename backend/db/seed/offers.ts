/** Sellers' offers of one product and the monthly price history of each priced offer. */
import type { Availability } from '#backend/db/schema.ts'
import type { MerchantSeed } from './data/merchants.ts'
import type { Rng } from './prng.ts'
import type { OfferRow, PriceHistoryRow } from './types.ts'

const availabilityMix: readonly (readonly [Availability, number])[] = [
  ['in_stock', 70],
  ['on_order', 10],
  ['not_in_stock', 10],
  ['price_on_request', 10],
]

const offerCountMix: readonly (readonly [number, number])[] = [
  [1, 25],
  [2, 30],
  [3, 22],
  [4, 13],
  [5, 10],
]

const promotionLabels = ['Акция', 'Хит продаж', 'Скидка', 'Новинка'] as const
const salePercents = [5, 7, 10, 12, 15, 20, 25, 30] as const

/** A seller that may carry the product, with its id and data. */
export interface EligibleMerchant {
  id: number
  seed: MerchantSeed
}

export interface OfferInput {
  productId: number
  /** The typical gross price in rubles. */
  basePriceRub: number
  vatRate: number
  bulk: boolean
  merchants: readonly EligibleMerchant[]
  /** Anchor instant, ms since the epoch (UTC midnight). */
  anchorMs: number
  /** The 12 'YYYY-MM-DD' month starts of the price history, oldest first. */
  historyMonths: readonly string[]
}

/** Ids continue across products, so the caller owns the counters. */
export interface IdCounters {
  offer: number
  history: number
}

/** Whole rubles from 1 000 ₽ up, 50 kopecks below: how sellers print their prices. */
export function roundPrice(rubles: number): number {
  const rounded = rubles >= 1000 ? Math.round(rubles) * 100 : Math.round(rubles * 2) * 50
  return Math.max(rounded, 50)
}

export function makeOffers(
  rng: Rng,
  input: OfferInput,
  ids: IdCounters,
): { offers: OfferRow[]; priceHistory: PriceHistoryRow[] } {
  const count = Math.min(rng.weighted(offerCountMix), input.merchants.length)
  const chosen = pickMerchants(rng, input.merchants, count)
  const offers: OfferRow[] = []
  const priceHistory: PriceHistoryRow[] = []

  for (const merchant of chosen) {
    const availability = rng.weighted(availabilityMix)
    const onRequest = availability === 'price_on_request'
    // Each seller sets its own price within ±15 % of the typical one.
    const grossRub = input.basePriceRub * rng.float(0.85, 1.15)
    const netQuote = merchant.seed.quotesNet
    const price = onRequest ? null : roundPrice(netQuote ? (grossRub * 100) / (100 + input.vatRate) : grossRub)
    const priceGross = price !== null && netQuote ? Math.round((price * (100 + input.vatRate)) / 100) : null
    const promoted = price !== null && rng.chance(0.167)
    const [minOrder, step] = input.bulk
      ? rng.pick([
          [5, 1],
          [10, 1],
          [10, 10],
          [5, 5],
        ] as const)
      : [1, 1]
    // Sellers usually deliver equipment from 50 000 ₽ for free.
    const expensive = (price ?? 0) >= 5_000_000
    const id = ++ids.offer
    offers.push({
      id,
      masterProductId: input.productId,
      merchantId: merchant.id,
      price,
      priceGross,
      salePercent: promoted ? rng.pick(salePercents) : null,
      promotionLabel: promoted ? rng.pick(promotionLabels) : null,
      availability,
      minOrder,
      step,
      warehouseCity: merchant.seed.city,
      // Within the 30 days before the anchor, to the minute.
      priceUpdatedAt: new Date(input.anchorMs - rng.int(1, 30 * 24 * 60 - 1) * 60_000),
      cashbackPercent: price !== null && rng.chance(0.12) ? rng.pick([1, 2, 3, 5]) : null,
      freeDelivery: rng.chance(expensive ? 0.6 : 0.15),
    })
    if (price !== null) {
      // The history is of what a buyer paid, like every price the storefront shows: with VAT.
      for (const [i, point] of walkBack(rng, priceGross ?? price, input.historyMonths.length).entries()) {
        priceHistory.push({
          id: ++ids.history,
          offerId: id,
          recordedOn: input.historyMonths[i] as string,
          price: point,
        })
      }
    }
  }
  return { offers, priceHistory }
}

/** Distinct sellers, the bigger ones (higher `share`) more often. */
function pickMerchants(rng: Rng, pool: readonly EligibleMerchant[], count: number): EligibleMerchant[] {
  const left = pool.slice()
  const chosen: EligibleMerchant[] = []
  while (chosen.length < count && left.length > 0) {
    const index = rng.weighted(left.map((m, i) => [i, m.seed.share] as const))
    chosen.push(left[index] as EligibleMerchant)
    left.splice(index, 1)
  }
  return chosen.sort((a, b) => a.id - b.id)
}

/**
 * A gentle random walk that ends at today's price, built backwards: prices creep up with inflation, wobble a little
 * and now and then jump when a seller reprices.
 */
function walkBack(rng: Rng, currentKopecks: number, points: number): number[] {
  const prices = new Array<number>(points)
  let value = currentKopecks / 100
  prices[points - 1] = currentKopecks
  for (let i = points - 2; i >= 0; i--) {
    const change = 0.006 + rng.float(-0.02, 0.02) + (rng.chance(0.08) ? rng.float(-0.08, 0.08) : 0)
    value /= 1 + change
    prices[i] = roundPrice(value)
  }
  return prices
}

/** The first day of each of the `count` months up to the anchor's month, oldest first, as 'YYYY-MM-DD'. */
export function monthStarts(anchorMs: number, count: number): string[] {
  const anchor = new Date(anchorMs)
  const months: string[] = []
  for (let back = count - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back, 1))
    months.push(day.toISOString().slice(0, 10))
  }
  return months
}
