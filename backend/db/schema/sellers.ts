/**
 * What a seller's cabinet keeps besides the catalogue: price lists uploaded and their previews (decision 040), and
 * the products it proposes with their pictures (decision 045), and its logo (decision 044).
 */
import * as pg from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { PriceListChange } from '#contract/price-lists.ts'
import { proposalStatuses } from '#contract/product-proposals.ts'
import type { offerTermsObject } from '#contract/seller-offers.ts'
import { merchants, type SpecEntry } from './catalog.ts'
import { bytea, createdAt } from './columns.ts'

type ProposedOffer = z.output<typeof offerTermsObject>

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

/**
 * A product a seller proposes for the catalogue (docs/decisions/045), with the terms of its own offer of it. On
 * approval the product and the offer are made and `master_product_id` names the product. No foreign keys to the
 * catalogue (the demo catalogue is replaced with TRUNCATE, which a reference would forbid): the category is checked
 * when the proposal is written, and the brand is the seller's word, found by name or made at approval.
 */
export const productProposals = pg.pgTable(
  'product_proposals',
  {
    id: pg.serial('id').primaryKey(),
    merchantId: pg
      .integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: pg.text('status', { enum: proposalStatuses }).notNull().default('pending'),
    name: pg.text('name').notNull(),
    brand: pg.text('brand'),
    categoryId: pg.integer('category_id').notNull(),
    article: pg.text('article'),
    description: pg.text('description'),
    specs: pg.jsonb('specs').$type<SpecEntry[]>().notNull().default([]),
    vatRate: pg.smallint('vat_rate').notNull(),
    /** The offer's terms as the contract takes them (rubles). */
    offer: pg.jsonb('offer').$type<ProposedOffer>().notNull(),
    reason: pg.text('reason'),
    masterProductId: pg.integer('master_product_id'),
    createdAt: createdAt(),
    decidedAt: pg.timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('product_proposals_merchant_idx').on(t.merchantId, t.createdAt),
    pg.index('product_proposals_status_idx').on(t.status, t.createdAt),
  ],
)

/**
 * Pictures of a proposal, kept in the database so that every back-end process serves them; once the proposal is
 * approved they are its product's pictures (`master_product_id`). The id is random: the picture's public name.
 */
export const productPictures = pg.pgTable(
  'product_pictures',
  {
    id: pg.text('id').primaryKey(),
    proposalId: pg
      .integer('proposal_id')
      .notNull()
      .references(() => productProposals.id, { onDelete: 'cascade' }),
    masterProductId: pg.integer('master_product_id'),
    position: pg.integer('position').notNull(),
    contentType: pg.text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('product_pictures_proposal_idx').on(t.proposalId, t.position),
    pg.index('product_pictures_product_idx').on(t.masterProductId, t.position),
  ],
)

/**
 * Merchants' logos uploaded in the cabinet (decision 044), kept in the database like users' photos so that every
 * back-end process serves them. One per merchant: a new upload replaces the old one, whose public name then answers
 * 404. `merchants.logo` holds the public path of the current one.
 */
export const merchantLogos = pg.pgTable(
  'merchant_logos',
  {
    /** Random, unguessable: the logo's public name. */
    id: pg.text('id').primaryKey(),
    merchantId: pg
      .integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    contentType: pg.text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('merchant_logos_merchant_idx').on(t.merchantId)],
)
