/**
 * Column builders that several tables share, one meaning each. Functions, because drizzle's builders are not to be
 * shared between tables: every call makes a fresh one.
 */
import * as pg from 'drizzle-orm/pg-core'

/** When the row was written; the database sets it. */
export const createdAt = () => pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** The row a row is part of (an order's line, a seller's offer of a product): required, and it goes with its parent. */
export const partOf = <Name extends string>(name: Name, parent: () => pg.AnyPgColumn) =>
  pg.integer(name).notNull().references(parent, { onDelete: 'cascade' })

/** Bytes of a file kept in the database (a photo, a passport copy, a product picture, a logo); drizzle has no built-in
 * column type. */
export const bytea = pg.customType<{ data: Buffer }>({ dataType: () => 'bytea' })
