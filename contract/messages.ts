/**
 * What visitors send to people (SPEC §3, §5, §7): the write-us message, the price request and the product question
 * (callback). Every body takes an optional reCAPTCHA v3 `token` (SPEC §7: the captcha token travels with the form);
 * without one the back-end still accepts the message under a stricter per-IP limit. Administrators (role_id 2) list
 * what arrived.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id } from './catalog.ts'
import { e164RussianPhone } from './phone.ts'

const name = z.string().trim().min(1).max(100)
/** Optional everywhere: an empty string counts as not given. */
const email = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().email().max(254).optional(),
)
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional())
const captchaToken = z.string().max(4000).optional()

/** The reCAPTCHA v3 action each form executes and the back-end expects (a token of another action is refused). */
export const captchaActions = {
  appeal: 'write_us',
  priceRequest: 'price_request',
  productQuestion: 'product_question',
} as const

export const sentResponseSchema = z.object({ result: z.literal(true), id })

export const appealBodySchema = z
  .object({
    name,
    email,
    phone: e164RussianPhone,
    message: z.string().trim().min(1).max(5000),
    token: captchaToken,
  })
  .strict()

/** Write-us (SPEC §5: name, phone and message are required). */
export const addAppealCall = defineCall({
  method: 'POST',
  path: '/api/appeal/add',
  body: appealBodySchema,
  response: sentResponseSchema,
})

export const priceRequestBodySchema = z
  .object({
    name,
    email,
    phone: e164RussianPhone,
    quantity: z.coerce.number().int().min(1).max(1_000_000),
    message: optionalText(5000),
    /** Where the goods are to be delivered: the city or address as the visitor wrote it. */
    location: optionalText(300),
    /** The product asked about, and the seller when the request is for one offer. */
    master_product_id: id.optional(),
    merchant_id: id.optional(),
    token: captchaToken,
  })
  .strict()

/** Price and stock request (SPEC §5: name, phone and quantity are required). */
export const addPriceRequestCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/request_price_and_rest/add',
  body: priceRequestBodySchema,
  response: sentResponseSchema,
})

export const productQuestionBodySchema = z
  .object({
    product: z
      .object({
        id,
        /** The page the question was asked from (a path such as /product/…). */
        page: z.string().max(500),
        quantity: z.number().int().min(1).max(1_000_000).default(1),
      })
      .strict(),
    name,
    phone: e164RussianPhone,
    email,
    question: optionalText(5000),
    location: optionalText(300),
    /** The seller, when the question is asked of one offer; without it every seller of the product is asked. */
    merchant_id: id.optional(),
    token: captchaToken,
  })
  .strict()

/**
 * A question about a product, or a callback request when no question is written (SPEC §3 question/callback dialog).
 * The path is ours: SPEC §7 does not name one.
 */
export const addProductQuestionCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/product_question/add',
  body: productQuestionBodySchema,
  response: sentResponseSchema,
})

// ---- Administrators' lists ------------------------------------------------------------------------------------

export const paginationSchema = z.object({
  current_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
})

/** The last page an administrators' list goes to: beyond it the offset would leave what the database counts in. */
export const ADMIN_LIST_MAX_PAGE = 100_000

/** Where the operator is with a message (issue 16): new, being dealt with, answered. */
export const messageStatuses = ['new', 'in_work', 'answered'] as const
export const messageStatusSchema = z.enum(messageStatuses)
export type MessageStatus = (typeof messageStatuses)[number]

const listQuery = z
  .object({
    status: messageStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_PAGE).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()

const received = {
  id,
  created_at: z.string(),
  /** The sender's IP as the back-end saw it. */
  ip: z.string().nullable(),
  /** reCAPTCHA v3 score when a token was verified, null when none was sent or captcha is off. */
  captcha_score: z.number().nullable(),
  status: messageStatusSchema,
}

export const appealRowSchema = z.object({
  ...received,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  message: z.string(),
})

export const priceRequestRowSchema = z.object({
  ...received,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  quantity: z.number().int(),
  message: z.string().nullable(),
  location: z.string().nullable(),
  master_product_id: id.nullable(),
  merchant_id: id.nullable(),
  /** The signed-in asker; null for a guest. */
  user_id: id.nullable(),
})

export const productQuestionRowSchema = z.object({
  ...received,
  product_id: id,
  page: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  question: z.string().nullable(),
  location: z.string().nullable(),
  /** The seller asked, when asked of one offer; null: every seller of the product (decision 043). */
  merchant_id: id.nullable(),
  /** The signed-in asker; null for a guest. */
  user_id: id.nullable(),
})

/** Newest first. Administrators only (role_id 2); anyone else gets 401 without a token and 403 with one. */
export const listAppealsCall = defineCall({
  method: 'GET',
  path: '/api/admin/appeals',
  query: listQuery,
  auth: true,
  role: 'administrator',
  response: z.object({ data: z.array(appealRowSchema), pagination: paginationSchema }),
})

export const listPriceRequestsCall = defineCall({
  method: 'GET',
  path: '/api/admin/price_requests',
  query: listQuery,
  auth: true,
  role: 'administrator',
  response: z.object({ data: z.array(priceRequestRowSchema), pagination: paginationSchema }),
})

export const listProductQuestionsCall = defineCall({
  method: 'GET',
  path: '/api/admin/product_questions',
  query: listQuery,
  auth: true,
  role: 'administrator',
  response: z.object({ data: z.array(productQuestionRowSchema), pagination: paginationSchema }),
})
