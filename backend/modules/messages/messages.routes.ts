/** HTTP of visitors' messages and the administrators' lists: thin, the contract decides paths and shapes. */
import { Hono } from 'hono'
import { clientIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import * as contract from '#contract/messages.ts'
import type { MessagesService } from './messages.service.ts'

export function messagesRoutes(messages: MessagesService): Hono {
  const app = new Hono()
  handle(app, contract.addAppealCall, ({ body, c }) => messages.addAppeal(body, { ip: clientIp(c) }))
  handle(app, contract.addPriceRequestCall, ({ body, c }) => messages.addPriceRequest(body, { ip: clientIp(c) }))
  handle(app, contract.addProductQuestionCall, ({ body, c }) => messages.addProductQuestion(body, { ip: clientIp(c) }))

  // Administrators only: the contract's `role`, checked by handle().
  handle(app, contract.listAppealsCall, ({ query }) => messages.listAppeals(query))
  handle(app, contract.listPriceRequestsCall, ({ query }) => messages.listPriceRequests(query))
  handle(app, contract.listProductQuestionsCall, ({ query }) => messages.listProductQuestions(query))
  return app
}
