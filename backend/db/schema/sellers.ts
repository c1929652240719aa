/** What a seller's cabinet keeps besides the catalogue: price lists uploaded and their previews (decision 040). */
import * as pg from 'drizzle-orm/pg-core'
import type { PriceListChange } from '#contract/price-lists.ts'
import { merchants } from './catalog.ts'
import { createdAt } from './columns.ts'

/**
 * A price list as uploaded: what each row changes (with the offer's values when it was read) and each row's error.
 * Applying it writes the changes; it is then kept as the record of what the file did.
 */
export const priceLists = pg.pgTable(
  'price_lists',
  {
    id: pg.text('id').primaryKey(),
    merchantId: pg
      .integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    fileName: pg.text('file_name').notNull(),
    rows: pg.integer('rows').notNull(),
    unchanged: pg.integer('unchanged').notNull(),
    changes: pg.jsonb('changes').$type<PriceListChange[]>().notNull(),
    errors: pg.jsonb('errors').$type<{ row: number; message: string }[]>().notNull(),
    createdAt: createdAt(),
    appliedAt: pg.timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [pg.index('price_lists_merchant_idx').on(t.merchantId, t.createdAt)],
)
