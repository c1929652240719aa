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
   * Whether `subject` has used up `rule` in the current window, counting nothing: for limits that count only
   * failures (sign-in), which must be checked before the attempt and counted after it.
   */
  exhausted(rule: Rule, subject: string): Promise<boolean>
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

  return {
    async hit(ruleName, subject) {
      const rule = options.rules[ruleName]
      const at = now()
      const windowStart = windowOf(rule, at)
      const [row] = await db
        .insert(rateLimits)
        .values({ key: `${prefix}${ruleName}:${subject}`, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count })
      const count = row?.count ?? 1
      if (count === 1) await sweep(at)
      return count <= rule.limit
    },

    async exhausted(ruleName, subject) {
      const rule = options.rules[ruleName]
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(
          and(eq(rateLimits.key, `${prefix}${ruleName}:${subject}`), eq(rateLimits.windowStart, windowOf(rule, now()))),
        )
      return (row?.count ?? 0) >= rule.limit
    },
  }
}
