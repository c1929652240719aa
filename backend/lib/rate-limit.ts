/**
 * Fixed-window request counters kept in the database (table rate_limits), so that every back-end process — and
 * every PostgreSQL client — counts together. One row per key and window: an upsert adds one and answers the new
 * count atomically. When a key opens a new window, the limiter deletes the windows of its namespace that have
 * ended, so the table holds little more than the current hour.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rateLimits } from '#backend/db/schema.ts'

export interface RateRule {
  /** Requests allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateLimiter<Rule extends string> {
  /** Counts one request of `subject` under `rule`; false when it goes over the limit (it is counted all the same). */
  hit(rule: Rule, subject: string): Promise<boolean>
  /**
   * Counts one request of `subject` under `rule` before it is made, as `hit` does, and hands back a way to take that
   * count back: for limits that count only failures (sign-in). The attempt is counted before it runs, so requests in
   * parallel cannot all pass a check made before any of them was counted; one that turns out not to be a failure
   * (a right password), or that is not made after all, gives its count back.
   */
  take(rule: Rule, subject: string): Promise<RateTicket>
}

export interface RateTicket {
  /** Whether the request is within the limit. */
  allowed: boolean
  /** Takes this request's count back (in the window it was counted in). */
  release(): Promise<void>
}

export function createRateLimiter<Rule extends string>(
  db: Database,
  options: { namespace: string; rules: Record<Rule, RateRule>; now?: () => Date },
): RateLimiter<Rule> {
  const now = options.now ?? (() => new Date())
  const longestWindowMs = Math.max(...Object.values<RateRule>(options.rules).map((r) => r.windowSeconds * 1000))
  const prefix = `${options.namespace}:`

  async function sweep(at: Date) {
    await db
      .delete(rateLimits)
      .where(
        and(
          sql`starts_with(${rateLimits.key}, ${prefix})`,
          lt(rateLimits.windowStart, new Date(at.getTime() - longestWindowMs)),
        ),
      )
  }

  function windowOf(rule: RateRule, at: Date): Date {
    const windowMs = rule.windowSeconds * 1000
    return new Date(Math.floor(at.getTime() / windowMs) * windowMs)
  }

  async function take(ruleName: Rule, subject: string): Promise<RateTicket> {
    const rule = options.rules[ruleName]
    const at = now()
    const windowStart = windowOf(rule, at)
    const key = `${prefix}${ruleName}:${subject}`
    // One statement: the row is created or its count raised and read under the row's lock, so parallel requests
    // each see their own count.
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count })
    const count = row?.count ?? 1
    if (count === 1) await sweep(at)
    let released = false
    return {
      allowed: count <= rule.limit,
      async release() {
        if (released) return
        released = true
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
      },
    }
  }

  return {
    take,
    async hit(ruleName, subject) {
      return (await take(ruleName, subject)).allowed
    },
  }
}
