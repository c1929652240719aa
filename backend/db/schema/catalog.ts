/**
 * The catalogue's tables: categories, brands, sellers, products, their offers and what is derived from them for
 * search and listings. Money is integer kopecks (bigint).
 */
import * as pg from 'drizzle-orm/pg-core'
import { merchantStatuses } from '#contract/seller.ts'
import { createdAt, partOf } from './columns.ts'

/**
 * How the catalogue knows a category, a brand, a seller or a product: its id, a slug unique in its table (URLs and the
 * seed's replace go by it) and the name shown. A function: drizzle's builders are not to be shared between tables.
 */
const named = () => ({
  id: pg.serial('id').primaryKey(),
  slug: pg.text('slug').notNull(),
  name: pg.text('name').notNull(),
})

export const categories = pg.pgTable(
  'categories',
  {
    ...named(),
    /** 0 marks a top-level category (SPEC §3). */
    parentId: pg.integer('parent_id').notNull().default(0),
    sort: pg.integer('sort').notNull().default(0),
    description: pg.text('description'),
  },
  (t) => [pg.uniqueIndex('categories_slug_key').on(t.slug), pg.index('categories_parent_idx').on(t.parentId, t.sort)],
)

export const brands = pg.pgTable(
  'brands',
  {
    ...named(),
    country: pg.text('country'),
    description: pg.text('description'),
    logo: pg.text('logo'),
  },
  (t) => [pg.uniqueIndex('brands_slug_key').on(t.slug)],
)

export const merchants = pg.pgTable(
  'merchants',
  {
    ...named(),
    legalName: pg.text('legal_name'),
    inn: pg.text('inn'),
    city: pg.text('city').notNull(),
    /** The seller's minimum order sum, kopecks; 0 when the seller sets none (SPEC §9). */
    minOrder: pg.bigint('min_order', { mode: 'number' }).notNull().default(0),
    isOfficial: pg.boolean('is_official').notNull().default(false),
    rating: pg.real('rating').notNull().default(0),
    logo: pg.text('logo'),
    /** The seller's requisites, printed on the invoices their buyers pay (docs/decisions/019). */
    kpp: pg.text('kpp'),
    ogrn: pg.text('ogrn'),
    addrJur: pg.text('addr_jur'),
    bankName: pg.text('bank_name'),
    bankBik: pg.text('bank_bik'),
    bankAccount: pg.text('bank_account'),
    bankCorrAccount: pg.text('bank_corr_account'),
    /** Whether the seller charges VAT; false: invoices say «НДС не облагается» (simplified tax regime). */
    vatPayer: pg.boolean('vat_payer').notNull().default(true),
    /**
     * Moderation (docs/decisions/039): a seller registered in the storefront is `pending` until an administrator
     * approves it; only an `approved` seller's offers are published. `blocked` hides them again.
     */
    status: pg.text('status', { enum: merchantStatuses }).notNull().default('approved'),
    approvedAt: pg.timestamp('approved_at', { withTimezone: true }),
    /** The seller's contacts for buyers and the operator. */
    phone: pg.text('phone'),
    email: pg.text('email'),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('merchants_slug_key').on(t.slug)],
)

/** Postgres full-text document; drizzle has no built-in column type for it. */
const tsvector = pg.customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})

export type SpecEntry = { name: string; value: string }
export type LicenceFile = { title: string; url: string }

export const masterProducts = pg.pgTable(
  'master_products',
  {
    ...named(),
    categoryId: pg
      .integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: pg.integer('brand_id').references(() => brands.id),
    /** The article (артикул) a buyer may search by and the product page shows; null when none is known. */
    article: pg.text('article'),
    country: pg.text('country'),
    description: pg.text('description'),
    /** Dimensions in centimetres, weight in grams (SPEC §3, §5). */
    widthCm: pg.numeric('width_cm', { precision: 8, scale: 1, mode: 'number' }),
    heightCm: pg.numeric('height_cm', { precision: 8, scale: 1, mode: 'number' }),
    lengthCm: pg.numeric('length_cm', { precision: 8, scale: 1, mode: 'number' }),
    weightG: pg.integer('weight_g'),
    units: pg.text('units').notNull().default('шт.'),
    specs: pg.jsonb('specs').$type<SpecEntry[]>().notNull().default([]),
    licences: pg.jsonb('licences').$type<LicenceFile[]>().notNull().default([]),
    videoUrl: pg.text('video_url'),
    image: pg.text('image'),
    containsPrecursor: pg.boolean('contains_precursor').notNull().default(false),
    /** VAT rate in percent: 22, 10, or 0 for goods exempt from VAT. */
    vatRate: pg.smallint('vat_rate').notNull().default(22),
    popularity: pg.integer('popularity').notNull().default(0),
    rating: pg.real('rating').notNull().default(0),
    ordersCount: pg.integer('orders_count').notNull().default(0),
    createdAt: createdAt(),
    /**
     * The Russian full-text document — name and article (weight A), brand and category names (B), description (C) —
     * kept by a database trigger (migrations 0001_search, 0008_search_articles); the application never writes it.
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    pg.uniqueIndex('master_products_slug_key').on(t.slug),
    pg.index('master_products_category_idx').on(t.categoryId),
    pg.index('master_products_brand_idx').on(t.brandId),
    // One index per listing sort; the id breaks ties in the sort's direction, so each serves both directions.
    pg.index('master_products_popularity_idx').on(t.popularity, t.id),
    pg.index('master_products_rating_idx').on(t.rating, t.id),
    pg.index('master_products_created_idx').on(t.createdAt, t.id),
    pg.index('master_products_orders_idx').on(t.ordersCount, t.id),
    // fastupdate off: without it new rows wait in a pending list that every search scans until a VACUUM merges it,
    // and PGlite never runs autovacuum.
    pg.index('master_products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
)

export const availabilities = ['in_stock', 'not_in_stock', 'on_order', 'price_on_request'] as const
export type Availability = (typeof availabilities)[number]

/** A seller's offer of a master product: its own price, terms and warehouse. */
export const offers = pg.pgTable(
  'offers',
  {
    id: pg.serial('id').primaryKey(),
    masterProductId: partOf('master_product_id', () => masterProducts.id),
    merchantId: pg
      .integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Kopecks; null when the price is given on request. */
    price: pg.bigint('price', { mode: 'number' }),
    /** Kopecks including VAT where the seller quotes net prices; null when `price` already is the gross price. */
    priceGross: pg.bigint('price_gross', { mode: 'number' }),
    salePercent: pg.smallint('sale_percent'),
    promotionLabel: pg.text('promotion_label'),
    availability: pg.text('availability', { enum: availabilities }).notNull(),
    /** Minimum quantity of one order line. */
    minOrder: pg.integer('min_order').notNull().default(1),
    step: pg.integer('step').notNull().default(1),
    warehouseCity: pg.text('warehouse_city').notNull(),
    priceUpdatedAt: pg.timestamp('price_updated_at', { withTimezone: true }).notNull().defaultNow(),
    cashbackPercent: pg.smallint('cashback_percent'),
    freeDelivery: pg.boolean('free_delivery').notNull().default(false),
    /**
     * Units in the seller's warehouse; null when the seller does not count them. An offer «в наличии» with none left
     * is shown as not in stock (docs/decisions/040).
     */
    stock: pg.integer('stock'),
    /** The seller's own article (SKU) of the offer, by which its price lists name it; unique per seller. */
    article: pg.text('article'),
    /**
     * Whether buyers see the offer: its seller is approved (docs/decisions/039). Kept by the moderation calls; the
     * storefront's reads (summaries, product page, cart, delivery) take published offers only.
     */
    published: pg.boolean('published').notNull().default(true),
  },
  (t) => [
    pg.uniqueIndex('offers_product_merchant_key').on(t.masterProductId, t.merchantId),
    pg.uniqueIndex('offers_merchant_article_key').on(t.merchantId, t.article),
    pg.index('offers_merchant_idx').on(t.merchantId),
  ],
)

/**
 * What a product's offers add up to, one row per product that has offers, kept by database triggers on offers
 * (migration 0001_search, the payable price since 0006); the application never writes it. The best offer is the one a
 * card shows: the soonest available (in stock, on order, price on request, not in stock), then the cheapest by what
 * the buyer pays (`price_gross` when present, else `price`); `best_price` is that price in kopecks, null for price
 * on request. With the sellers and availabilities of all offers, listings filter, sort and count facets
 * from this narrow table through indexes instead of ranking and joining every product's offers per request.
 * A table of its own rather than columns of master_products: each offer insert would otherwise rewrite the wide
 * product row, and PGlite has no autovacuum to reclaim the dead ones. No foreign keys: the catalogue is replaced
 * with TRUNCATE (a trigger on TRUNCATE of offers empties this table too).
 */
export const offerSummaries = pg.pgTable(
  'offer_summaries',
  {
    masterProductId: pg.integer('master_product_id').primaryKey(),
    bestOfferId: pg.integer('best_offer_id').notNull(),
    bestPrice: pg.bigint('best_price', { mode: 'number' }),
    offersCount: pg.integer('offers_count').notNull(),
    merchantIds: pg.integer('merchant_ids').array().notNull(),
    availabilities: pg.text('availabilities', { enum: availabilities }).array().notNull(),
    /**
     * Copies of the product's category, brand (0: none) and popularity (migration 0009_flat_listings), so that a
     * category's listing walks one narrow index in its order instead of joining every product of the category.
     */
    categoryId: pg.integer('category_id').notNull(),
    brandId: pg.integer('brand_id').notNull().default(0),
    popularity: pg.integer('popularity').notNull().default(0),
  },
  (t) => [
    // Products without a price go last in both directions, which one b-tree cannot give read backwards.
    pg.index('offer_summaries_price_asc_idx').on(t.bestPrice.asc().nullsLast(), t.masterProductId.asc()),
    pg.index('offer_summaries_price_desc_idx').on(t.bestPrice.desc().nullsLast(), t.masterProductId.desc()),
    pg.index('offer_summaries_popular_idx').on(t.popularity, t.masterProductId),
    // A category's listing in its order: read backwards for the popular sort, forwards for the cheapest first.
    pg.index('offer_summaries_category_popular_idx').on(t.categoryId, t.popularity, t.masterProductId),
    pg
      .index('offer_summaries_category_price_asc_idx')
      .on(t.categoryId, t.bestPrice.asc().nullsLast(), t.masterProductId.asc()),
    pg
      .index('offer_summaries_category_price_desc_idx')
      .on(t.categoryId, t.bestPrice.desc().nullsLast(), t.masterProductId.desc()),
    // A brand's products in a category, popular first (a product page's group, a brand filter), and the pairs the
    // cells are counted by.
    pg.index('offer_summaries_category_brand_popular_idx').on(t.categoryId, t.brandId, t.popularity, t.masterProductId),
  ],
)

/**
 * A listed product's search document beside the columns a search counts and pages by, one row per offer_summaries
 * row (migration 0015_search_documents, kept by triggers on offer_summaries and master_products; the application
 * never writes it): a search finds its matches, tells the named from the others, counts its facets and walks its
 * popular order in this one narrow table, never joining the wide product rows (decision 042). A table of its own:
 * an offer's change rewrites only columns no index here covers, so the row is updated in place (HOT) and the
 * full-text index is not touched.
 */
export const searchDocuments = pg.pgTable(
  'search_documents',
  {
    masterProductId: pg.integer('master_product_id').primaryKey(),
    /** master_products.search_vector. */
    searchVector: tsvector('search_vector').notNull(),
    /** offer_summaries' columns of the same names. */
    popularity: pg.integer('popularity').notNull(),
    categoryId: pg.integer('category_id').notNull(),
    brandId: pg.integer('brand_id').notNull(),
    bestPrice: pg.bigint('best_price', { mode: 'number' }),
    merchantIds: pg.integer('merchant_ids').array().notNull(),
    availabilities: pg.text('availabilities', { enum: availabilities }).array().notNull(),
  },
  (t) => [
    pg.index('search_documents_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // A search's popular order, walked backwards when its matches are many.
    pg.index('search_documents_popular_idx').on(t.popularity, t.masterProductId),
  ],
)

/**
 * The listing's totals and facets, counted ahead (migration 0009_flat_listings, kept by a trigger on
 * offer_summaries; the application never writes it): how many listed products of a category and brand (0: none)
 * have exactly these availabilities, with the range of their prices — once over all sellers (`merchant_id` 0) and
 * once per seller that offers them. A category page's total, brand and seller counts and price range add up a few
 * hundred of these rows whatever the catalogue's size (decision 035); the rows are bounded by categories × brands
 * × sellers × sets of availabilities, not by products.
 */
export const listingCells = pg.pgTable(
  'listing_cells',
  {
    categoryId: pg.integer('category_id').notNull(),
    brandId: pg.integer('brand_id').notNull(),
    merchantId: pg.integer('merchant_id').notNull(),
    availabilities: pg.text('availabilities', { enum: availabilities }).array().notNull(),
    products: pg.integer('products').notNull(),
    priceMin: pg.bigint('price_min', { mode: 'number' }),
    priceMax: pg.bigint('price_max', { mode: 'number' }),
  },
  (t) => [
    pg.primaryKey({ name: 'listing_cells_pkey', columns: [t.categoryId, t.merchantId, t.brandId, t.availabilities] }),
  ],
)

/**
 * How many products (offered or not) each category and brand (0: none) pair holds, kept by a trigger on
 * master_products (migration 0010_product_counts; the application never writes it): the category tree's and the
 * brands' counts add up these rows instead of counting the catalogue (decision 035).
 */
export const productCounts = pg.pgTable(
  'product_counts',
  {
    categoryId: pg.integer('category_id').notNull(),
    brandId: pg.integer('brand_id').notNull(),
    products: pg.integer('products').notNull(),
  },
  (t) => [pg.primaryKey({ name: 'product_counts_pkey', columns: [t.categoryId, t.brandId] })],
)

/**
 * The catalogue's version: one row, its counter raised at the commit of every transaction that changed an offer (a
 * price, stock, an offer made, hidden or removed) by a trigger of migration 0021 (the application never writes it).
 * Every back-end reads it at most twice a second and drops its catalogue caches when it moved; the storefronts learn it
 * from every answer and drop theirs (decision 050).
 */
export const catalogueVersion = pg.pgTable('catalogue_version', {
  id: pg.integer('id').primaryKey(),
  version: pg.bigint('version', { mode: 'number' }).notNull(),
})

/**
 * Words of product, brand and category names (letters only, four or more), kept by database triggers: search looks
 * up the words nearest to a misspelt one here by trigram similarity (pg_trgm) — short strings, so it is cheap —
 * and searches the catalogue again with them. Words of deleted products stay; they only cost a useless alternative.
 */
export const searchWords = pg.pgTable('search_words', { word: pg.text('word').primaryKey() }, (t) => [
  pg.index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
])

/** An offer's price on a day: what the buyer paid, with VAT (`price_gross` when the seller quotes net prices). */
export const priceHistory = pg.pgTable(
  'price_history',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: partOf('offer_id', () => offers.id),
    recordedOn: pg.date('recorded_on', { mode: 'string' }).notNull(),
    price: pg.bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [pg.uniqueIndex('price_history_offer_day_key').on(t.offerId, t.recordedOn)],
)
