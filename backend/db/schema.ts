/**
 * The marketplace's tables. Money is kept as integer kopecks (bigint); the contract converts to rubles at the edge.
 * Change this file, then `npm run db:generate` to write the next committed migration under ./migrations.
 */
import { sql } from 'drizzle-orm'
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
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    masterProductId: integer('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
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
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('price_history_offer_day_key').on(t.offerId, t.recordedOn)],
)

/** role_id: 1 buyer, 2 administrator (SPEC §6), 3 seller. */
export const roles = { buyer: 1, admin: 2, merchant: 3 } as const

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    roleId: smallint('role_id').notNull().default(roles.buyer),
    email: text('email'),
    phone: text('phone'),
    /**
     * When the phone was proven by a code sent to it (sign-in or registration by SMS, a confirmed change). Null: never
     * proven (set before confirmation existed); sign-in by SMS never enters an account through such a phone, and
     * whoever proves the number takes it over (decision 026).
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    surname: text('surname'),
    name: text('name'),
    middleName: text('middle_name'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    image: text('image'),
    merchantId: integer('merchant_id').references(() => merchants.id),
    /** A seller's company as given at registration (the catalogue's merchant row comes with moderation, later). */
    company: text('company'),
    /** Order statuses the user is notified of; null: every status (the default of a new account). */
    orderStatusSubscriptions: jsonb('order_status_subscriptions').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_phone_key').on(t.phone)],
)

/**
 * Opaque access tokens (bearer). Only the SHA-256 of a token is stored, so a copy of the table signs nobody in.
 * A token dies when revoked, at `expires_at` (absolute lifetime), or when unused for the idle lifetime, counted from
 * `last_used_at` (updated at most once a minute).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
)

/**
 * Per-key request counters in fixed windows (per-IP limits of public forms), kept in the database so that every
 * back-end process counts together. Old windows are deleted as new ones start.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

// ---- What visitors send to people (write-us, price requests, product questions). No foreign keys to the
// catalogue: a message is a record of what was asked and outlives the product (the demo catalogue is replaced
// with TRUNCATE, which a reference would forbid). `ip` is the sender's as the back-end saw it; `captcha_score` the
// reCAPTCHA v3 score when a token was verified.

/** Fresh column builders for each table (drizzle's builders are not to be shared between tables). */
const received = () => ({
  id: serial('id').primaryKey(),
  ip: text('ip'),
  captchaScore: real('captcha_score'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const appeals = pgTable(
  'appeals',
  {
    ...received(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('appeals_created_idx').on(t.createdAt, t.id)],
)

export const priceRequests = pgTable(
  'price_requests',
  {
    ...received(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    quantity: integer('quantity').notNull(),
    message: text('message'),
    location: text('location'),
    masterProductId: integer('master_product_id'),
    merchantId: integer('merchant_id'),
  },
  (t) => [index('price_requests_created_idx').on(t.createdAt, t.id)],
)

export const productQuestions = pgTable(
  'product_questions',
  {
    ...received(),
    productId: integer('product_id').notNull(),
    page: text('page').notNull(),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    question: text('question'),
    location: text('location'),
  },
  (t) => [index('product_questions_created_idx').on(t.createdAt, t.id)],
)

// ---- Sign-in by SMS, registration, and the account's own data (issue 5). Every row of an account refers to its
// user and goes with it.

/**
 * SMS codes. Only a hash of the code is kept (HMAC with a per-row salt); a code is single use (`used_at`), dies at
 * `expires_at` (5 minutes) and after 5 wrong tries. `purpose` tells sign-in codes from a seller's registration,
 * whose company and e-mail wait in `payload` until the code confirms them.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** signin, merchant_signup; phone_change: a new phone of the account in `payload.user_id`. */
    purpose: text('purpose', { enum: ['signin', 'merchant_signup', 'phone_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
)

/** What the embedded SMS provider "sends": a developer (or a test, through the admin list) reads the code here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
)

/** 152-FZ: who agreed to what, when, from where, and which text version (reference §152-FZ). */
export const personalDataConsents = pgTable(
  'personal_data_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_data_consents_user_idx').on(t.userId)],
)

/** Profile photos, kept in the database so that every back-end process serves them (scale-out). */
export const userImages = pgTable(
  'user_images',
  {
    /** Random, unguessable: the photo's public name. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_images_user_idx').on(t.userId)],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    cityFull: text('city_full').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    kladrId: text('kladr_id'),
    streetKladrId: text('street_kladr_id'),
    fiasId: text('fias_id'),
    cdekId: text('cdek_id'),
    boxberryId: text('boxberry_id'),
    dpdId: text('dpd_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

export const requisites = pgTable(
  'requisites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    campaignName: text('campaign_name').notNull(),
    inn: text('inn'),
    ogrn: text('ogrn'),
    kpp: text('kpp'),
    addrJur: text('addr_jur'),
    addrPost: text('addr_post'),
    bankBik: text('bank_bik').notNull(),
    bankAccount: text('bank_account').notNull(),
    bankName: text('bank_name'),
    bankCorrAccount: text('bank_corr_account'),
    directorFio: text('director_fio').notNull(),
    directorPhone: text('director_phone').notNull(),
    directorEmail: text('director_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requisites_user_idx').on(t.userId),
    uniqueIndex('requisites_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

// ---- Cart, orders and payments (issue 6).

/** A signed-in buyer's cart: one line per offer. A guest's cart lives in the `cart` cookie instead. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: a line outlives a withdrawn offer and then shows as unavailable. */
    offerId: integer('offer_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
)

/**
 * A guest's cart held by the back-end (decision 026): the lines, newest first, under the SHA-256 of the random key in
 * the guest's `bh_cart_key` cookie. Every change locks the row, so changes sent in parallel by one browser all land
 * (a cookie alone keeps only the last answer's). The `cart` cookie mirrors it for the spec's sake and seeds a key that
 * holds nothing yet. A row unchanged for the cookie's life (7 days) counts as empty and is swept.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    keyHash: text('key_hash').primaryKey(),
    lines: jsonb('lines').$type<{ product_id: number; quantity: number }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('guest_carts_updated_idx').on(t.updatedAt)],
)

/**
 * One checkout: the idempotency key the form carried and the orders it made. The primary key makes a repeated or
 * parallel submit of the same key wait for the first and then answer its orders.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the draft, to tell a replay from a different order sent with a used key. */
    draftHash: text('draft_hash').notNull(),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
)

export type OrderDeliverySnapshot = {
  city_full: string
  street: string
  house: string
  apartment: string | null
  entrance: string | null
  floor: string | null
  intercom: string | null
  kladr_id: string | null
  code: string
  type: 'courier' | 'pickup'
  tariffName: string
  days_min: number
  days_max: number
}
export type OrderPayerSnapshot = {
  campaign_name: string
  inn: string | null
  ogrn: string | null
  kpp: string | null
  addr_jur: string | null
  addr_post: string | null
  bank_name: string | null
  bank_bik: string
  bank_account: string
  bank_corr_account: string | null
  director_fio: string
  director_phone: string
  director_email: string
}

/** Numbers of orders as buyers see them, from 100001 on. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 })

/** One seller's order. What the buyer saw at checkout is kept here, not looked up again later. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The checkout that made it (with `user_id`, the checkouts row). */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    /** Kopecks: goods (gross) and delivery. */
    goodsCost: bigint('goods_cost', { mode: 'number' }).notNull(),
    deliveryCost: bigint('delivery_cost', { mode: 'number' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerEmail: text('buyer_email'),
    comment: text('comment'),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    delivery: jsonb('delivery').$type<OrderDeliverySnapshot>().notNull(),
    paymentType: smallint('payment_type').notNull(),
    /** not_applicable (invoice), pending, paid, failed. */
    paymentStatus: text('payment_status').notNull(),
    payer: jsonb('payer').$type<OrderPayerSnapshot>(),
    passportFileId: text('passport_file_id'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    index('orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('orders_checkout_idx').on(t.userId, t.idempotencyKey),
  ],
)

/** An order's lines, with the names and prices of the moment it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').notNull(),
    masterProductId: integer('master_product_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    units: text('units').notNull(),
    quantity: integer('quantity').notNull(),
    /** Kopecks per unit: the price shown, and the gross price paid (equal when the seller quotes gross). */
    price: bigint('price', { mode: 'number' }).notNull(),
    priceGross: bigint('price_gross', { mode: 'number' }).notNull(),
    vatRate: smallint('vat_rate').notNull(),
    containsPrecursor: boolean('contains_precursor').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
)

/** Every status an order has had, oldest first, with who moved it and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** buyer, seller, admin or system. */
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id'),
    comment: text('comment'),
    file: jsonb('file').$type<{ name: string; url: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
)

/** Private files of orders (a private buyer's passport copy): read only through the orders that name them. */
export const orderFiles = pgTable(
  'order_files',
  {
    /** Random, unguessable. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_files_user_idx').on(t.userId)],
)

/** Card payments: one per attempt, covering one or more of the buyer's orders. */
export const payments = pgTable(
  'payments',
  {
    /** Random, unguessable (a UUID). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The acquirer's own id of the payment, when it has one. */
    providerRef: text('provider_ref'),
    /** Kopecks. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending, succeeded, failed. */
    status: text('status').notNull(),
    error: text('error'),
    confirmationUrl: text('confirmation_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
)

export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] }), index('payment_orders_order_idx').on(t.orderId)],
)
