/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the demo-catalogue generator needs.
 * Our own code so that the same seed gives the same catalogue on every machine and in every library version.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number
  /** A float in [min, max). */
  float(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks an item with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** A shuffled copy; the input stays as it was. */
  shuffle<T>(items: readonly T[]): T[]
}

/** mulberry32: 32 bits of state, fast, and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      let total = 0
      for (const [, weight] of entries) total += weight
      if (!(total > 0)) throw new Error('weighted() needs at least one positive weight')
      let target = next() * total
      for (const [value, weight] of entries) {
        target -= weight
        if (target < 0) return value
      }
      // Floating-point rounding can leave a sliver past the last entry.
      return (entries[entries.length - 1] as readonly [T, number])[0]
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = items.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        const tmp = copy[i] as T
        copy[i] = copy[j] as T
        copy[j] = tmp
      }
      return copy
    },
  }
}
