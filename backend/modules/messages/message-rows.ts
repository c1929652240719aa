/** Visitors' messages as the administrators' calls answer them: one mapping per kind, from the row. */
import type { MessageStatus } from '#contract/messages.ts'
import type { AppealRow, PriceRequestRow, ProductQuestionRow } from './messages.repository.ts'

const received = (row: {
  id: number
  createdAt: Date
  ip: string | null
  captchaScore: number | null
  status: MessageStatus
}) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  ip: row.ip,
  captcha_score: row.captchaScore,
  status: row.status,
})

export const appealOut = (row: AppealRow) => ({
  ...received(row),
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
})

export const priceRequestOut = (row: PriceRequestRow) => ({
  ...received(row),
  name: row.name,
  email: row.email,
  phone: row.phone,
  quantity: row.quantity,
  message: row.message,
  location: row.location,
  master_product_id: row.masterProductId,
  merchant_id: row.merchantId,
  user_id: row.userId,
})

export const productQuestionOut = (row: ProductQuestionRow) => ({
  ...received(row),
  product_id: row.productId,
  page: row.page,
  quantity: row.quantity,
  name: row.name,
  phone: row.phone,
  email: row.email,
  question: row.question,
  location: row.location,
  merchant_id: row.merchantId,
  user_id: row.userId,
})
