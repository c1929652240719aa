import * as pg from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

// ---- What visitors send to people (write-us, price requests, product questions). No foreign keys to the
// catalogue: a message is a record of what was asked and outlives the product (the demo catalogue is replaced
// with TRUNCATE, which a reference would forbid). `ip` is the sender's as the back-end saw it; `captcha_score` the
// reCAPTCHA v3 score when a token was verified.

/** Fresh column builders for each table (drizzle's builders are not to be shared between tables). */
const received = () => ({
  id: pg.serial('id').primaryKey(),
  ip: pg.text('ip'),
  captchaScore: pg.real('captcha_score'),
  createdAt: createdAt(),
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
  },
  (t) => [pg.index('price_requests_created_idx').on(t.createdAt, t.id)],
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
  },
  (t) => [pg.index('product_questions_created_idx').on(t.createdAt, t.id)],
)
