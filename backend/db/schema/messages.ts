import * as pg from 'drizzle-orm/pg-core'
import { messageStatuses } from '#contract/messages.ts'
import { createdAt } from './columns.ts'

// ---- What visitors send to people (write-us, price requests, product questions). No foreign keys to the
// catalogue: a message is a record of what was asked and outlives the product (the demo catalogue is replaced
// with TRUNCATE, which a reference would forbid). `ip` is the sender's as the back-end saw it; `captcha_score` the
// reCAPTCHA v3 score when a token was verified; `user_id` the asker when signed in (their account page lists what
// they asked). Sellers answer product questions and price requests (decision 043): `message_answers`, one per
// message and merchant. The operator keeps a `status` of each (issue 16: new, in_work, answered) and may reply by
// e-mail (`message_replies`).

/** Fresh column builders for each table (drizzle's builders are not to be shared between tables). */
const received = () => ({
  id: pg.serial('id').primaryKey(),
  ip: pg.text('ip'),
  captchaScore: pg.real('captcha_score'),
  createdAt: createdAt(),
  /** Where the operator is with it (contract/messages.ts `messageStatuses`). */
  status: pg.text('status', { enum: messageStatuses }).notNull().default('new'),
})

export const appeals = pg.pgTable(
  'appeals',
  {
    ...received(),
    name: pg.text('name').notNull(),
    email: pg.text('email'),
    phone: pg.text('phone').notNull(),
    message: pg.text('message').notNull(),
  },
  (t) => [pg.index('appeals_created_idx').on(t.createdAt, t.id)],
)

export const priceRequests = pg.pgTable(
  'price_requests',
  {
    ...received(),
    name: pg.text('name').notNull(),
    email: pg.text('email'),
    phone: pg.text('phone').notNull(),
    quantity: pg.integer('quantity').notNull(),
    message: pg.text('message'),
    location: pg.text('location'),
    masterProductId: pg.integer('master_product_id'),
    merchantId: pg.integer('merchant_id'),
    userId: pg.integer('user_id'),
  },
  (t) => [
    pg.index('price_requests_created_idx').on(t.createdAt, t.id),
    pg.index('price_requests_product_idx').on(t.masterProductId),
    pg.index('price_requests_merchant_idx').on(t.merchantId),
    pg.index('price_requests_user_idx').on(t.userId, t.createdAt),
  ],
)

export const productQuestions = pg.pgTable(
  'product_questions',
  {
    ...received(),
    productId: pg.integer('product_id').notNull(),
    page: pg.text('page').notNull(),
    quantity: pg.integer('quantity').notNull(),
    name: pg.text('name').notNull(),
    email: pg.text('email'),
    phone: pg.text('phone').notNull(),
    question: pg.text('question'),
    location: pg.text('location'),
    /** The seller asked, when the question was asked of one offer; null: every seller of the product. */
    merchantId: pg.integer('merchant_id'),
    userId: pg.integer('user_id'),
  },
  (t) => [
    pg.index('product_questions_created_idx').on(t.createdAt, t.id),
    pg.index('product_questions_product_idx').on(t.productId),
    pg.index('product_questions_merchant_idx').on(t.merchantId),
    pg.index('product_questions_user_idx').on(t.userId, t.createdAt),
  ],
)

/** What a message is: a product question or a price request (the table its `message_id` is in). */
export const answeredKinds = ['question', 'price_request'] as const
export type AnsweredKind = (typeof answeredKinds)[number]

/**
 * A seller's answer to a product question or a price request: one per message and merchant (answering again
 * replaces the text). `user_id` is the seller's account that wrote it. No foreign keys, like the messages: a record.
 */
export const messageAnswers = pg.pgTable(
  'message_answers',
  {
    id: pg.serial('id').primaryKey(),
    kind: pg.text('kind', { enum: answeredKinds }).notNull(),
    messageId: pg.integer('message_id').notNull(),
    merchantId: pg.integer('merchant_id').notNull(),
    userId: pg.integer('user_id'),
    text: pg.text('text').notNull(),
    answeredAt: pg.timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('message_answers_message_merchant_key').on(t.kind, t.messageId, t.merchantId),
    pg.index('message_answers_merchant_idx').on(t.merchantId),
  ],
)

/** What a message an operator replies to is: the table its `message_id` is in. */
export const repliedKinds = ['appeal', 'price_request', 'question'] as const

/**
 * The operator's reply to a visitor's message, sent by e-mail to `to_email` (the address the message had then).
 * `admin_user_id` is the administrator who wrote it. No foreign keys, like the messages: a record.
 */
export const messageReplies = pg.pgTable(
  'message_replies',
  {
    id: pg.serial('id').primaryKey(),
    kind: pg.text('kind', { enum: repliedKinds }).notNull(),
    messageId: pg.integer('message_id').notNull(),
    adminUserId: pg.integer('admin_user_id').notNull(),
    text: pg.text('text').notNull(),
    toEmail: pg.text('to_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('message_replies_message_idx').on(t.kind, t.messageId, t.id)],
)
