/**
 * HTTP of questions and price requests answered by sellers: thin. A seller's calls act for the caller's merchant
 * (`sellerMerchantId`, decision 039); the asker's list is the caller's own.
 */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import {
  answerSellerQuestionCall,
  getSellerQuestionCall,
  listMyQuestionsCall,
  listSellerQuestionsCall,
} from '#contract/seller-questions.ts'
import type { SellerQuestionsService } from './seller-questions.service.ts'

export function sellerQuestionsRoutes(questions: SellerQuestionsService): Hono {
  const app = new Hono()
  handle(app, listSellerQuestionsCall, async ({ query, c }) => questions.list(await sellerMerchantId(c), query))
  handle(app, getSellerQuestionCall, async ({ params, c }) =>
    questions.get(await sellerMerchantId(c), params.kind, params.id),
  )
  handle(app, answerSellerQuestionCall, async ({ params, body, c }) =>
    questions.answer(await sellerMerchantId(c), callerId(c), params.kind, params.id, body),
  )
  handle(app, listMyQuestionsCall, ({ query, c }) => questions.mine(callerId(c), query))
  return app
}
