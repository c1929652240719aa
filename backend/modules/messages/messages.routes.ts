/** HTTP of visitors' messages and the administrators' lists: thin, the contract decides paths and shapes. */
import { type Context, Hono } from 'hono'
import { clientIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import { authenticate } from '#backend/modules/auth/auth.guard.ts'
import * as contract from '#contract/messages.ts'
import type { MessagesService } from './messages.service.ts'

/** The sender: the IP, and the signed-in asker, whose account lists what they asked (none for a guest). */
async function senderOf(c: Context) {
  return { ip: clientIp(c), userId: (await authenticate(c))?.user.id ?? null }
}

export function messagesRoutes(messages: MessagesService): Hono {
  const app = new Hono()
  handle(app, contract.addAppealCall, ({ body, c }) => messages.addAppeal(body, { ip: clientIp(c) }))
  handle(app, contract.addPriceRequestCall, async ({ body, c }) => messages.addPriceRequest(body, await senderOf(c)))
  handle(app, contract.addProductQuestionCall, async ({ body, c }) =>
    messages.addProductQuestion(body, await senderOf(c)),
  )

  // Administrators only: the contract's `role`, checked by handle().
  handle(app, contract.listAppealsCall, ({ query }) => messages.listAppeals(query))
  handle(app, contract.listPriceRequestsCall, ({ query }) => messages.listPriceRequests(query))
  handle(app, contract.listProductQuestionsCall, ({ query }) => messages.listProductQuestions(query))
  return app
}
