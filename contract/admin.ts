/**
 * The operator's console (issue 16, docs/decisions/048): calls of administrators (role_id 2) only. Orders across all
 * sellers, a seller's and a proposal's page, visitors' messages with a status and a reply by e-mail, users blocked
 * and unblocked — and the record of every administrator's action (who, what, when), shown on the object's page.
 * The lists of merchants, proposals, messages and outboxes, and their approve/block/reject calls, are in their own
 * modules' contracts; the order's moves are `changeOrderStatusCall` (contract/orders.ts).
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id, rubles } from './catalog.ts'
import {
  ADMIN_LIST_MAX_PAGE,
  appealRowSchema,
  messageStatusSchema,
  priceRequestRowSchema,
  productQuestionRowSchema,
} from './messages.ts'
import { orderStatuses } from './order-statuses.ts'
import { orderStatusSchema, paginationSchema } from './orders.ts'
import { adminProposalSchema } from './product-proposals.ts'
import { sellerMerchantSchema } from './seller.ts'
import { orderNumberSearchSchema, sellerOrderSchema } from './seller-orders.ts'

const pageQuery = {
  page: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
}

// ---- The record of actions --------------------------------------------------------------------------------------

/** What an administrator did; `details` says with what (a status code, a reason, a reply's text). */
export const auditActions = [
  'order_moved',
  'merchant_approved',
  'merchant_blocked',
  'proposal_approved',
  'proposal_rejected',
  'message_status',
  'message_replied',
  'user_blocked',
  'user_unblocked',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditEntrySchema = z.object({
  id,
  created_at: z.string(),
  action: z.enum(auditActions),
  details: z.string().nullable(),
  /** The administrator who did it: e-mail, else phone. */
  actor: z.object({ id, email: z.string().nullable(), phone: z.string().nullable() }),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** An object's record, oldest first (its page shows the whole story). */
const audit = z.array(auditEntrySchema)

// ---- Orders -----------------------------------------------------------------------------------------------------

/** A calendar day, as a date field sends it. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))

export const adminOrderRowSchema = z.object({
  id,
  number: z.string(),
  created_at: z.string(),
  status_id: orderStatusSchema,
  total_cost: rubles,
  merchant: z.object({ id, name: z.string() }),
  buyer_name: z.string(),
  buyer_phone: z.string().nullable(),
  buyer_email: z.string().nullable(),
})
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>

/**
 * Orders of every seller, newest first, filtered by status, seller, days of placing (Moscow time, both ends
 * included) and number (its beginning).
 */
export const listAdminOrdersCall = defineCall({
  method: 'GET',
  path: '/api/admin/orders',
  role: 'administrator',
  query: z
    .object({
      status: z.enum(orderStatuses).optional(),
      merchant_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      number: orderNumberSearchSchema.optional(),
      date_from: day.optional(),
      date_to: day.optional(),
      ...pageQuery,
    })
    .strict(),
  response: z.object({ orders: z.array(adminOrderRowSchema), pagination: paginationSchema }),
})

/**
 * One order as its seller sees it, with the moves the status machine lets an administrator make now, its seller,
 * and the administrators' record of it.
 */
export const getAdminOrderCall = defineCall({
  method: 'GET',
  path: '/api/admin/orders/:id',
  role: 'administrator',
  response: z.object({ order: sellerOrderSchema, merchant: z.object({ id, name: z.string() }), audit }),
})

// ---- Sellers and proposals -------------------------------------------------------------------------------------

/** A seller's page: its card and requisites, how many offers it has (its offers are the seller cabinet's read). */
export const getAdminMerchantCall = defineCall({
  method: 'GET',
  path: '/api/admin/merchants/:id',
  role: 'administrator',
  response: z.object({
    merchant: sellerMerchantSchema,
    offers: z.object({ total: z.number().int().nonnegative(), published: z.number().int().nonnegative() }),
    /** The seller's cabinet accounts. */
    accounts: z.array(z.object({ id, email: z.string().nullable(), phone: z.string().nullable() })),
    audit,
  }),
})

export const getAdminProposalCall = defineCall({
  method: 'GET',
  path: '/api/admin/proposals/:id',
  role: 'administrator',
  response: z.object({ proposal: adminProposalSchema, audit }),
})

// ---- Messages ---------------------------------------------------------------------------------------------------

export const messageKinds = ['appeal', 'price_request', 'question'] as const
export const messageKindSchema = z.enum(messageKinds)
export type MessageKind = (typeof messageKinds)[number]

export const MESSAGE_REPLY_MAX = 5000

export const messageReplySchema = z.object({
  id,
  created_at: z.string(),
  text: z.string(),
  /** Where it went: the visitor's e-mail address. */
  to: z.string(),
})

export const adminMessageSchema = z.discriminatedUnion('kind', [
  appealRowSchema.extend({ kind: z.literal('appeal') }),
  priceRequestRowSchema.extend({
    kind: z.literal('price_request'),
    product: z.object({ id, name: z.string(), slug: z.string() }).nullable(),
  }),
  productQuestionRowSchema.extend({
    kind: z.literal('question'),
    product: z.object({ id, name: z.string(), slug: z.string() }).nullable(),
  }),
])
export type AdminMessage = z.infer<typeof adminMessageSchema>

/** One message with the operator's replies and the record of it. 404 for an unknown kind or id. */
export const getAdminMessageCall = defineCall({
  method: 'GET',
  path: '/api/admin/messages/:kind/:id',
  role: 'administrator',
  response: z.object({ message: adminMessageSchema, replies: z.array(messageReplySchema), audit }),
})

/** Sets the message's status (the same status again changes nothing and records nothing). */
export const setMessageStatusCall = defineCall({
  method: 'POST',
  path: '/api/admin/messages/:kind/:id/status',
  role: 'administrator',
  body: z.object({ status: messageStatusSchema }).strict(),
  response: z.object({ result: z.literal(true), message: adminMessageSchema }),
})

export const adminMessageTexts = {
  replyRequired: 'Напишите ответ',
  replyTooLong: `Ответ — не длиннее ${MESSAGE_REPLY_MAX} символов`,
  noEmail: 'Посетитель не оставил e-mail: ответьте по телефону',
  /** 404: an unknown kind or id. */
  notFound: 'Сообщение не найдено',
} as const

/**
 * Replies to the visitor by e-mail (through the outbox, in the same transaction as the reply) and marks the message
 * answered. 409 `noEmail` when the visitor left no e-mail.
 */
export const replyToMessageCall = defineCall({
  method: 'POST',
  path: '/api/admin/messages/:kind/:id/reply',
  role: 'administrator',
  body: z
    .object({
      text: z
        .string({ required_error: adminMessageTexts.replyRequired })
        .trim()
        .min(1, adminMessageTexts.replyRequired)
        .max(MESSAGE_REPLY_MAX, adminMessageTexts.replyTooLong),
    })
    .strict(),
  response: z.object({ result: z.literal(true), message: adminMessageSchema, reply: messageReplySchema }),
})

// ---- Users ------------------------------------------------------------------------------------------------------

export const adminUserSchema = z.object({
  id,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  /** 1 buyer, 2 administrator, 3 seller (SPEC §6). */
  role_id: z.number().int(),
  merchant_id: id.nullable(),
  created_at: z.string(),
  /** When the user was blocked; null for a user who may sign in. */
  blocked_at: z.string().nullable(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** Users found by phone or e-mail (`q`: a part of either; digits of a phone in any spelling), newest first. */
export const listAdminUsersCall = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  role: 'administrator',
  query: z.object({ q: z.string().trim().max(254).optional(), ...pageQuery }).strict(),
  response: z.object({ users: z.array(adminUserSchema), pagination: paginationSchema }),
})

export const getAdminUserCall = defineCall({
  method: 'GET',
  path: '/api/admin/users/:id',
  role: 'administrator',
  response: z.object({ user: adminUserSchema, audit }),
})

export const adminUserTexts = {
  notYourself: 'Свою учётную запись заблокировать нельзя',
  reasonRequired: 'Укажите причину блокировки',
  /** 404: an unknown id. */
  notFound: 'Пользователь не найден',
} as const

/**
 * Blocks a user: every token of theirs stops working at once and they cannot sign in again until unblocked. 409
 * `notYourself` for the caller's own account. Blocking a blocked user changes nothing.
 */
export const blockUserCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/:id/block',
  role: 'administrator',
  body: z
    .object({
      reason: z
        .string({ required_error: adminUserTexts.reasonRequired })
        .trim()
        .min(1, adminUserTexts.reasonRequired)
        .max(1000),
    })
    .strict(),
  response: z.object({ result: z.literal(true), user: adminUserSchema }),
})

export const unblockUserCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/:id/unblock',
  role: 'administrator',
  response: z.object({ result: z.literal(true), user: adminUserSchema }),
})
