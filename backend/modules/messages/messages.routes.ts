/** HTTP of visitors' messages and the administrators' lists: thin, the contract decides paths and shapes. */
import { Hono } from 'hono'
import { roles } from '#backend/db/schema.ts'
import { clientIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import type { AuthGuard } from '#backend/modules/auth/auth.guard.ts'
import {
  addAppealCall,
  addPriceRequestCall,
  addProductQuestionCall,
  listAppealsCall,
  listPriceRequestsCall,
  listProductQuestionsCall,
} from '#contract/messages.ts'
import type { MessagesService } from './messages.service.ts'

export function messagesRoutes(messages: MessagesService, guard: AuthGuard): Hono {
  const app = new Hono()
  handle(app, addAppealCall, ({ body, c }) => messages.addAppeal(body, { ip: clientIp(c) }))
  handle(app, addPriceRequestCall, ({ body, c }) => messages.addPriceRequest(body, { ip: clientIp(c) }))
  handle(app, addProductQuestionCall, ({ body, c }) => messages.addProductQuestion(body, { ip: clientIp(c) }))

  // Who asks is checked before what is asked: a guest gets 401 even for a malformed query.
  for (const call of [listAppealsCall, listPriceRequestsCall, listProductQuestionsCall]) {
    app.use(call.path, guard.requireRole(roles.admin))
  }
  handle(app, listAppealsCall, ({ query }) => messages.listAppeals(query))
  handle(app, listPriceRequestsCall, ({ query }) => messages.listPriceRequests(query))
  handle(app, listProductQuestionsCall, ({ query }) => messages.listProductQuestions(query))
  return app
}
