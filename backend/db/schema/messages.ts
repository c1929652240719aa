import { index, integer, pgTable, real, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

// ---- What visitors send to people (write-us, price requests, product questions). No foreign keys to the
// catalogue: a message is a record of what was asked and outlives the product (the demo catalogue is replaced
// with TRUNCATE, which a reference would forbid). `ip` is the sender's as the back-end saw it; `captcha_score` the
// reCAPTCHA v3 score when a token was verified.

/** Fresh column builders for each table (drizzle's builders are not to be shared between tables). */
const received = () => ({
  id: serial('id').primaryKey(),
  ip: text('ip'),
  captchaScore: real('captcha_score'),
  createdAt: createdAt(),
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
