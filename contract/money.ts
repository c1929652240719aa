/**
 * Money, one way on both sides. Amounts are integer kopecks wherever they are summed or stored (the back-end's
 * columns, the cart's sums), so that no float drift creeps in; the contract's price fields carry rubles, as the
 * legacy API does. A kopeck is the smallest amount: converting rounds to a whole one.
 */

/** Rubles (as the contract carries them) to whole kopecks; no price (on request) counts as 0. */
export const toKopecks = (rub: number | null | undefined): number => Math.round((rub ?? 0) * 100)

/** Kopecks to rubles, rounded to a whole kopeck first, so a ruble amount never has more than two decimals. */
export const toRubles = (kopecks: number): number => Math.round(kopecks) / 100

/** VAT inside a gross sum at `rate` percent: gross × rate / (100 + rate), to the kopeck. */
export function vatFromGross(gross: number, rate: number): number {
  return rate > 0 ? Math.round((gross * rate) / (100 + rate)) : 0
}

/** What the buyer pays for one unit of an offer (SPEC §9): the price with VAT when the seller quotes net prices. */
export const payablePrice = (offer: { price: number | null; price_gross: number | null }): number | null =>
  offer.price === null ? null : (offer.price_gross ?? offer.price)

/** The price before a sale of `percent` %, to the whole ruble, from the price after it. */
export const priceBeforeSale = (rubles: number, percent: number): number => Math.round(rubles / (1 - percent / 100))

/** Kopecks to rubles where a price may be missing (on request): missing stays null. */
export const toRublesOrNull = (kopecks: number | null | undefined): number | null =>
  kopecks == null ? null : toRubles(Number(kopecks))

const rublesFormat = (fractionDigits: number) =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
const wholeRubles = rublesFormat(0)
const rublesAndKopecks = rublesFormat(2)

/**
 * Rubles as a buyer reads them, the same in the storefront and in the back-end's messages: «1 234 ₽», or with kopecks
 * «1 234,50 ₽» — never «1 234,5 ₽» (SPEC §9: 0 to 2 decimals; kopecks always two digits, as on an invoice).
 * Non-breaking spaces as Intl gives them.
 */
export function formatRubles(rubles: number): string {
  return toKopecks(rubles) % 100 === 0 ? wholeRubles.format(rubles) : rublesAndKopecks.format(rubles)
}
