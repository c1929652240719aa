import * as pg from 'drizzle-orm/pg-core'

/**
 * Per-key request counters in fixed windows (per-IP limits of public forms), kept in the database so that every
 * back-end process counts together. Old windows are deleted as new ones start.
 */
export const rateLimits = pg.pgTable(
  'rate_limits',
  {
    key: pg.text('key').notNull(),
    windowStart: pg.timestamp('window_start', { withTimezone: true }).notNull(),
    count: pg.integer('count').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.key, t.windowStart] })],
)
