/**
 * Product questions and price requests answered by sellers (issue 15, docs/decisions/043). A message asked of one
 * seller (its `merchant_id`) is that seller's; one asked about a product without a seller goes to every seller with
 * an offer of the product, and each may answer it once (answering again replaces the text). The seller sees the
 * asker's name, not the phone or e-mail: the answer reaches the buyer through the site. Another merchant's message
 * answers 404 «Вопрос не найден», like one that does not exist. The buyer reads what they asked, signed in, with
 * every seller's answer named by the shop.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id } from './catalog.ts'
import { sellerQuerySchema } from './seller.ts'

export const sellerQuestionMessages = {
  notFound: 'Вопрос не найден',
  answerRequired: 'Напишите ответ',
  answerTooLong: 'Ответ — не длиннее 5000 знаков',
} as const

export const ANSWER_MAX = 5000

/** A product question or a price request (the message's table). */
export const questionKindSchema = z.enum(['question', 'price_request'])
export type QuestionKind = z.infer<typeof questionKindSchema>

/** `unanswered`: those the merchant has not answered yet; `all`: every one, unanswered first. */
export const questionStateSchema = z.enum(['unanswered', 'all'])
export type QuestionState = z.infer<typeof questionStateSchema>

const productSchema = z.object({ id, slug: z.string(), name: z.string() })

/** What was asked, as both sides read it. */
const askedFields = {
  kind: questionKindSchema,
  id,
  created_at: z.string(),
  /** The product asked about; null when a price request named none or the product left the catalogue. */
  product: productSchema.nullable(),
  quantity: z.number().int(),
  /** The question or the request's message; null for a callback request or a request without a message. */
  text: z.string().nullable(),
  /** Where the goods are to go, as the asker wrote it. */
  location: z.string().nullable(),
}

export const answerSchema = z.object({ text: z.string(), answered_at: z.string() })

/** A message as a seller sees it: the asker's name, whether it was asked of this seller alone, its own answer. */
export const sellerQuestionSchema = z.object({
  ...askedFields,
  name: z.string(),
  /** Asked of this seller's offer, not of every seller of the product. */
  addressed: z.boolean(),
  answer: answerSchema.nullable(),
})
export type SellerQuestion = z.infer<typeof sellerQuestionSchema>

const pagination = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})

const pageQuery = {
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce.number().int().positive().max(100).default(20),
}

/** Unanswered first, newest first within each. */
export const listSellerQuestionsCall = defineCall({
  method: 'GET',
  path: '/api/seller/questions',
  role: 'seller',
  query: sellerQuerySchema.extend({ state: questionStateSchema.default('all'), ...pageQuery }),
  response: z.object({
    questions: z.array(sellerQuestionSchema),
    pagination,
    /** Unanswered ones whatever the filter, for the menu and the heading. */
    unanswered: z.number().int(),
  }),
})

export const getSellerQuestionCall = defineCall({
  method: 'GET',
  path: '/api/seller/questions/:kind/:id',
  role: 'seller',
  query: sellerQuerySchema,
  response: z.object({ question: sellerQuestionSchema }),
})

export const answerBodySchema = z
  .object({
    text: z
      .string({ required_error: sellerQuestionMessages.answerRequired })
      .trim()
      .min(1, sellerQuestionMessages.answerRequired)
      .max(ANSWER_MAX, sellerQuestionMessages.answerTooLong),
  })
  .strict()

/** The seller's answer; a second one replaces the first. Sellers only (an administrator reads). */
export const answerSellerQuestionCall = defineCall({
  method: 'POST',
  path: '/api/seller/questions/:kind/:id/answer',
  role: 'seller',
  body: answerBodySchema,
  response: z.object({ result: z.literal(true), question: sellerQuestionSchema }),
})

/** A seller's answer as the asker reads it, named by the shop. */
export const buyerAnswerSchema = answerSchema.extend({ merchant: z.object({ id, name: z.string() }) })

export const myQuestionSchema = z.object({ ...askedFields, answers: z.array(buyerAnswerSchema) })
export type MyQuestion = z.infer<typeof myQuestionSchema>

/**
 * The signed-in user's questions and price requests, newest first, each with the sellers' answers (first answered
 * first).
 */
export const listMyQuestionsCall = defineCall({
  method: 'GET',
  path: '/api/user/questions',
  auth: true,
  query: z.object(pageQuery),
  response: z.object({ questions: z.array(myQuestionSchema), pagination }),
})
