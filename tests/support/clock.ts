/**
 * The back-end's clock in tests: it stands at a fixed moment until a test moves it, so token lifetimes, pauses
 * between SMS codes and rate-limit windows are walked through without waiting. `now` is handed to createApp.
 */
export interface TestClock {
  now(): Date
  /** Moves the clock `ms` forward. */
  later(ms: number): void
  /** Puts the clock at `moment`. */
  set(moment: Date): void
}

export function testClock(start = new Date('2026-11-02T10:00:00Z')): TestClock {
  let current = start
  return {
    now: () => current,
    later: (ms) => {
      current = new Date(current.getTime() + ms)
    },
    set: (moment) => {
      current = moment
    },
  }
}
