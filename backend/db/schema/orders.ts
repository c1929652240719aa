/** The cart, checkout, orders and card payments. Money is integer kopecks (bigint). */
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { fileColumns, ownerId, users } from './accounts.ts'
import { merchants } from './catalog.ts'
import { createdAt, partOf } from './columns.ts'

// ---- Cart, orders and payments (issue 6).

/** A signed-in buyer's cart: one line per offer. A guest's cart lives in the `cart` cookie instead. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: ownerId(),
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
    userId: ownerId(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the draft, to tell a replay from a different order sent with a used key. */
    draftHash: text('draft_hash').notNull(),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
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
    orderId: partOf('order_id', () => orders.id),
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
    orderId: partOf('order_id', () => orders.id),
    status: text('status').notNull(),
    /** buyer, seller, admin or system. */
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id'),
    comment: text('comment'),
    file: jsonb('file').$type<{ name: string; url: string }>(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
)

/** Private files of orders (a private buyer's passport copy): read only through the orders that name them. */
export const orderFiles = pgTable(
  'order_files',
  {
    /** Random, unguessable. */
    id: text('id').primaryKey(),
    ...fileColumns(),
    name: text('name').notNull(),
  },
  (t) => [index('order_files_user_idx').on(t.userId)],
)

/** Card payments: one per attempt, covering one or more of the buyer's orders. */
export const payments = pgTable(
  'payments',
  {
    /** Random, unguessable (a UUID). */
    id: text('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider').notNull(),
    /** The acquirer's own id of the payment, when it has one. */
    providerRef: text('provider_ref'),
    /** Kopecks. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending, succeeded, failed. */
    status: text('status').notNull(),
    error: text('error'),
    confirmationUrl: text('confirmation_url').notNull(),
    createdAt: createdAt(),
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
    orderId: partOf('order_id', () => orders.id),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] }), index('payment_orders_order_idx').on(t.orderId)],
)
