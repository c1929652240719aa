/**
 * Money, one way on both sides. Amounts are integer kopecks wherever they are summed or stored (the back-end's
 * columns, the cart's sums), so that no float drift creeps in; the contract's price fields carry rubles, as the
 * legacy API does. A kopeck is the smallest amount: converting rounds to a whole one.
 */

/** Rubles (as the contract carries them) to whole kopecks; no price (on request) counts as 0. */
export const toKopecks = (rub: number | null | undefined): number => Math.round((rub ?? 0) * 100)

/** Kopecks to rubles, rounded to a whole kopeck first, so a ruble amount never has more than two decimals. */
export const toRubles = (kopecks: number): number => Math.round(kopecks) / 100

/** Kopecks to rubles where a price may be missing (on request): missing stays null. */
export const toRublesOrNull = (kopecks: number | null | undefined): number | null =>
  kopecks == null ? null : toRubles(Number(kopecks))
