/**
 * The catalogue's tables: categories, brands, sellers, products, their offers and what is derived from them for
 * search and listings. Money is integer kopecks (bigint).
 */
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, partOf } from './columns.ts'

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** 0 marks a top-level category (SPEC §3). */
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId, t.sort)],
)

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country'),
    description: text('description'),
    logo: text('logo'),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
)

export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    inn: text('inn'),
    city: text('city').notNull(),
    /** The seller's minimum order sum, kopecks; 0 when the seller sets none (SPEC §9). */
    minOrder: bigint('min_order', { mode: 'number' }).notNull().default(0),
    isOfficial: boolean('is_official').notNull().default(false),
    rating: real('rating').notNull().default(0),
    logo: text('logo'),
    /** The seller's requisites, printed on the invoices their buyers pay (docs/decisions/019). */
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    addrJur: text('addr_jur'),
    bankName: text('bank_name'),
    bankBik: text('bank_bik'),
    bankAccount: text('bank_account'),
    bankCorrAccount: text('bank_corr_account'),
    /** Whether the seller charges VAT; false: invoices say «НДС не облагается» (simplified tax regime). */
    vatPayer: boolean('vat_payer').notNull().default(true),
  },
  (t) => [uniqueIndex('merchants_slug_key').on(t.slug)],
)

/** Postgres full-text document; drizzle has no built-in column type for it. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})

export type SpecEntry = { name: string; value: string }
export type LicenceFile = { title: string; url: string }

export const masterProducts = pgTable(
  'master_products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    country: text('country'),
    description: text('description'),
    /** Dimensions in centimetres, weight in grams (SPEC §3, §5). */
    widthCm: numeric('width_cm', { precision: 8, scale: 1, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 8, scale: 1, mode: 'number' }),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1, mode: 'number' }),
    weightG: integer('weight_g'),
    units: text('units').notNull().default('шт.'),
    specs: jsonb('specs').$type<SpecEntry[]>().notNull().default([]),
    licences: jsonb('licences').$type<LicenceFile[]>().notNull().default([]),
    videoUrl: text('video_url'),
    image: text('image'),
    containsPrecursor: boolean('contains_precursor').notNull().default(false),
    /** VAT rate in percent: 22, 10, or 0 for goods exempt from VAT. */
    vatRate: smallint('vat_rate').notNull().default(22),
    popularity: integer('popularity').notNull().default(0),
    rating: real('rating').notNull().default(0),
    ordersCount: integer('orders_count').notNull().default(0),
    createdAt: createdAt(),
    /**
     * The Russian full-text document — name (weight A), brand and category names (B), description (C) — kept by a
     * database trigger (migration 0001_search); the application never writes it.
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('master_products_slug_key').on(t.slug),
    index('master_products_category_idx').on(t.categoryId),
    index('master_products_brand_idx').on(t.brandId),
    // One index per listing sort; the id breaks ties in the sort's direction, so each serves both directions.
    index('master_products_popularity_idx').on(t.popularity, t.id),
    index('master_products_rating_idx').on(t.rating, t.id),
    index('master_products_created_idx').on(t.createdAt, t.id),
    index('master_products_orders_idx').on(t.ordersCount, t.id),
    // fastupdate off: without it new rows wait in a pending list that every search scans until a VACUUM merges it,
    // and PGlite never runs autovacuum.
    index('master_products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
)

export const availabilities = ['in_stock', 'not_in_stock', 'on_order', 'price_on_request'] as const
export type Availability = (typeof availabilities)[number]

/** A seller's offer of a master product: its own price, terms and warehouse. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    masterProductId: partOf('master_product_id', () => masterProducts.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Kopecks; null when the price is given on request. */
    price: bigint('price', { mode: 'number' }),
    /** Kopecks including VAT where the seller quotes net prices; null when `price` already is the gross price. */
    priceGross: bigint('price_gross', { mode: 'number' }),
    salePercent: smallint('sale_percent'),
    promotionLabel: text('promotion_label'),
    availability: text('availability', { enum: availabilities }).notNull(),
    /** Minimum quantity of one order line. */
    minOrder: integer('min_order').notNull().default(1),
    step: integer('step').notNull().default(1),
    warehouseCity: text('warehouse_city').notNull(),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true }).notNull().defaultNow(),
    cashbackPercent: smallint('cashback_percent'),
    freeDelivery: boolean('free_delivery').notNull().default(false),
  },
  (t) => [
    uniqueIndex('offers_product_merchant_key').on(t.masterProductId, t.merchantId),
    index('offers_merchant_idx').on(t.merchantId),
  ],
)

/**
 * What a product's offers add up to, one row per product that has offers, kept by database triggers on offers
 * (migration 0001_search); the application never writes it. The best offer is the one a card shows: the soonest
 * available (in stock, on order, price on request, not in stock), then the cheapest; its price is in kopecks, null
 * for price on request. With the sellers and availabilities of all offers, listings filter, sort and count facets
 * from this narrow table through indexes instead of ranking and joining every product's offers per request.
 * A table of its own rather than columns of master_products: each offer insert would otherwise rewrite the wide
 * product row, and PGlite has no autovacuum to reclaim the dead ones. No foreign keys: the catalogue is replaced
 * with TRUNCATE (a trigger on TRUNCATE of offers empties this table too).
 */
export const offerSummaries = pgTable(
  'offer_summaries',
  {
    masterProductId: integer('master_product_id').primaryKey(),
    bestOfferId: integer('best_offer_id').notNull(),
    bestPrice: bigint('best_price', { mode: 'number' }),
    offersCount: integer('offers_count').notNull(),
    merchantIds: integer('merchant_ids').array().notNull(),
    availabilities: text('availabilities', { enum: availabilities }).array().notNull(),
  },
  (t) => [
    // Products without a price go last in both directions, which one b-tree cannot give read backwards.
    index('offer_summaries_price_asc_idx').on(t.bestPrice.asc().nullsLast(), t.masterProductId.asc()),
    index('offer_summaries_price_desc_idx').on(t.bestPrice.desc().nullsLast(), t.masterProductId.desc()),
  ],
)

/**
 * Words of product, brand and category names (letters only, four or more), kept by database triggers: search looks
 * up the words nearest to a misspelt one here by trigram similarity (pg_trgm) — short strings, so it is cheap —
 * and searches the catalogue again with them. Words of deleted products stay; they only cost a useless alternative.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
])

export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: partOf('offer_id', () => offers.id),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('price_history_offer_day_key').on(t.offerId, t.recordedOn)],
)
