/** Money is integer kopecks inside the back-end; the contract's price fields carry rubles, as the legacy API does. */
export const toRubles = (kopecks: number): number => Math.round(kopecks) / 100
export const toRublesOrNull = (kopecks: number | null | undefined): number | null =>
  kopecks == null ? null : toRubles(Number(kopecks))
