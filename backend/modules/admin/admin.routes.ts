/**
 * HTTP of the operator's console (contract/admin.ts): thin, every call an administrator's (the contract's `role`,
 * checked by handle()). Each page is read by the module that owns its object; the acting administrator is named to
 * every change, which records it.
 */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import type { MerchantsService } from '#backend/modules/merchants/merchants.service.ts'
import type { AdminMessagesService } from '#backend/modules/messages/admin-messages.service.ts'
import type { ProductProposalsService } from '#backend/modules/product-proposals/product-proposals.service.ts'
import type { AdminUsersService } from '#backend/modules/users/admin-users.service.ts'
import * as contract from '#contract/admin.ts'
import type { AdminOrdersService } from './admin-orders.service.ts'

export interface AdminServices {
  orders: AdminOrdersService
  merchants: Pick<MerchantsService, 'adminPage'>
  proposals: Pick<ProductProposalsService, 'adminPage'>
  messages: AdminMessagesService
  users: AdminUsersService
}

export function adminRoutes(services: AdminServices): Hono {
  const app = new Hono()
  const { orders, merchants, proposals, messages, users } = services
  handle(app, contract.listAdminOrdersCall, ({ query }) => orders.list(query))
  handle(app, contract.getAdminOrderCall, ({ params }) => orders.one(params.id))
  handle(app, contract.getAdminMerchantCall, ({ params }) => merchants.adminPage(params.id))
  handle(app, contract.getAdminProposalCall, ({ params }) => proposals.adminPage(params.id))
  handle(app, contract.getAdminMessageCall, ({ params }) => messages.page(params.kind, params.id))
  handle(app, contract.setMessageStatusCall, ({ params, body, c }) =>
    messages.setStatus(callerId(c), params.kind, params.id, body.status),
  )
  handle(app, contract.replyToMessageCall, ({ params, body, c }) =>
    messages.reply(callerId(c), params.kind, params.id, body),
  )
  handle(app, contract.listAdminUsersCall, ({ query }) => users.list(query))
  handle(app, contract.getAdminUserCall, ({ params }) => users.page(params.id))
  handle(app, contract.blockUserCall, ({ params, body, c }) => users.block(callerId(c), params.id, body))
  handle(app, contract.unblockUserCall, ({ params, c }) => users.unblock(callerId(c), params.id))
  return app
}
