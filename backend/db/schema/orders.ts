/** The cart, checkout, orders and card payments. Money is integer kopecks (bigint). */
import * as pg from 'drizzle-orm/pg-core'
import { fileColumns, ownerId, users } from './accounts.ts'
import { merchants } from './catalog.ts'
import { createdAt, partOf } from './columns.ts'

// ---- Cart, orders and payments (issue 6).

/** A signed-in buyer's cart: one line per offer. A guest's cart lives in the `cart` cookie instead. */
export const cartItems = pg.pgTable(
  'cart_items',
  {
    userId: ownerId(),
    /** No foreign key: a line outlives a withdrawn offer and then shows as unavailable. */
    offerId: pg.integer('offer_id').notNull(),
    quantity: pg.integer('quantity').notNull(),
    addedAt: pg.timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.offerId] })],
)

/**
 * A guest's cart held by the back-end (decision 026): the lines, newest first, under the SHA-256 of the random key in
 * the guest's `bh_cart_key` cookie. Every change locks the row, so changes sent in parallel by one browser all land
 * (a cookie alone keeps only the last answer's). The `cart` cookie mirrors it for the spec's sake and seeds a key that
 * holds nothing yet. A row unchanged for the cookie's life (7 days) counts as empty and is swept.
 */
export const guestCarts = pg.pgTable(
  'guest_carts',
  {
    keyHash: pg.text('key_hash').primaryKey(),
    lines: pg.jsonb('lines').$type<{ product_id: number; quantity: number }[]>().notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('guest_carts_updated_idx').on(t.updatedAt)],
)

/**
 * One checkout: the idempotency key the form carried and the orders it made. The primary key makes a repeated or
 * parallel submit of the same key wait for the first and then answer its orders.
 */
export const checkouts = pg.pgTable(
  'checkouts',
  {
    userId: ownerId(),
    idempotencyKey: pg.text('idempotency_key').notNull(),
    /** SHA-256 of the draft, to tell a replay from a different order sent with a used key. */
    draftHash: pg.text('draft_hash').notNull(),
    paymentId: pg.text('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.idempotencyKey] })],
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
export const orderNumberSeq = pg.pgSequence('order_number_seq', { startWith: 100001 })

/** One seller's order. What the buyer saw at checkout is kept here, not looked up again later. */
export const orders = pg.pgTable(
  'orders',
  {
    id: pg.serial('id').primaryKey(),
    number: pg.text('number').notNull(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    merchantId: pg
      .integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The checkout that made it (with `user_id`, the checkouts row). */
    idempotencyKey: pg.text('idempotency_key').notNull(),
    status: pg.text('status').notNull(),
    /** Kopecks: goods (gross) and delivery. */
    goodsCost: pg.bigint('goods_cost', { mode: 'number' }).notNull(),
    deliveryCost: pg.bigint('delivery_cost', { mode: 'number' }).notNull(),
    buyerName: pg.text('buyer_name').notNull(),
    buyerPhone: pg.text('buyer_phone').notNull(),
    buyerEmail: pg.text('buyer_email'),
    comment: pg.text('comment'),
    recipientName: pg.text('recipient_name'),
    recipientPhone: pg.text('recipient_phone'),
    delivery: pg.jsonb('delivery').$type<OrderDeliverySnapshot>().notNull(),
    paymentType: pg.smallint('payment_type').notNull(),
    /** not_applicable (invoice), pending, paid, failed. */
    paymentStatus: pg.text('payment_status').notNull(),
    payer: pg.jsonb('payer').$type<OrderPayerSnapshot>(),
    passportFileId: pg.text('passport_file_id'),
    cancelReason: pg.text('cancel_reason'),
    /** Set when the seller hands the order to delivery: the carrier and its tracking number, shown to the buyer. */
    carrier: pg.text('carrier'),
    trackingNumber: pg.text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('orders_number_key').on(t.number),
    pg.index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    pg.index('orders_merchant_idx').on(t.merchantId, t.createdAt),
    pg.index('orders_checkout_idx').on(t.userId, t.idempotencyKey),
  ],
)

/** An order's lines, with the names and prices of the moment it was placed. */
export const orderItems = pg.pgTable(
  'order_items',
  {
    id: pg.serial('id').primaryKey(),
    orderId: partOf('order_id', () => orders.id),
    offerId: pg.integer('offer_id').notNull(),
    masterProductId: pg.integer('master_product_id').notNull(),
    name: pg.text('name').notNull(),
    slug: pg.text('slug').notNull(),
    image: pg.text('image'),
    units: pg.text('units').notNull(),
    quantity: pg.integer('quantity').notNull(),
    /** Kopecks per unit: the price shown, and the gross price paid (equal when the seller quotes gross). */
    price: pg.bigint('price', { mode: 'number' }).notNull(),
    priceGross: pg.bigint('price_gross', { mode: 'number' }).notNull(),
    vatRate: pg.smallint('vat_rate').notNull(),
    containsPrecursor: pg.boolean('contains_precursor').notNull().default(false),
  },
  (t) => [pg.index('order_items_order_idx').on(t.orderId)],
)

/** Every status an order has had, oldest first, with who moved it and why. */
export const orderStatusHistory = pg.pgTable(
  'order_status_history',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: partOf('order_id', () => orders.id),
    status: pg.text('status').notNull(),
    /** buyer, seller, admin or system. */
    actor: pg.text('actor').notNull(),
    actorUserId: pg.integer('actor_user_id'),
    comment: pg.text('comment'),
    file: pg.jsonb('file').$type<{ name: string; url: string }>(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('order_status_history_order_idx').on(t.orderId, t.id)],
)

/** Private files of orders (a private buyer's passport copy): read only through the orders that name them. */
export const orderFiles = pg.pgTable(
  'order_files',
  {
    /** Random, unguessable. */
    id: pg.text('id').primaryKey(),
    ...fileColumns(),
    name: pg.text('name').notNull(),
  },
  (t) => [pg.index('order_files_user_idx').on(t.userId)],
)

/** Card payments: one per attempt, covering one or more of the buyer's orders. */
export const payments = pg.pgTable(
  'payments',
  {
    /** Random, unguessable (a UUID). */
    id: pg.text('id').primaryKey(),
    userId: ownerId(),
    provider: pg.text('provider').notNull(),
    /** The acquirer's own id of the payment, when it has one. */
    providerRef: pg.text('provider_ref'),
    /** Kopecks. */
    amount: pg.bigint('amount', { mode: 'number' }).notNull(),
    /** pending, succeeded, failed. */
    status: pg.text('status').notNull(),
    error: pg.text('error'),
    confirmationUrl: pg.text('confirmation_url').notNull(),
    createdAt: createdAt(),
    completedAt: pg.timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [pg.index('payments_user_idx').on(t.userId)],
)

export const paymentOrders = pg.pgTable(
  'payment_orders',
  {
    paymentId: pg
      .text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: partOf('order_id', () => orders.id),
  },
  (t) => [pg.primaryKey({ columns: [t.paymentId, t.orderId] }), pg.index('payment_orders_order_idx').on(t.orderId)],
)

/**
 * Money given back for a paid card order that was cancelled (decision 032): one per order at most (the unique index
 * makes a second cancel, or a late payment of a cancelled order, never refund twice). A part of the payment that paid
 * it: the order's goods and delivery. The sandbox refunds at once; a real acquirer may answer `pending` first.
 */
export const refunds = pg.pgTable(
  'refunds',
  {
    /** Random (a UUID): also the acquirer's idempotence key, so a retried refund cannot give the money twice. */
    id: pg.text('id').primaryKey(),
    orderId: partOf('order_id', () => orders.id),
    paymentId: pg
      .text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The acquirer's own id of the refund, when it has one. */
    providerRef: pg.text('provider_ref'),
    /** Kopecks. */
    amount: pg.bigint('amount', { mode: 'number' }).notNull(),
    /** pending, succeeded, failed. */
    status: pg.text('status').notNull(),
    error: pg.text('error'),
    createdAt: createdAt(),
    completedAt: pg.timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [pg.uniqueIndex('refunds_order_key').on(t.orderId), pg.index('refunds_payment_idx').on(t.paymentId)],
)
