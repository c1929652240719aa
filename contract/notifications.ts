/**
 * The account's notification subscriptions (SPEC §3 `order_statuses_subscribes`): the order statuses the buyer
 * wants to hear about. A new account is subscribed to every status.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { orderStatuses } from './order-statuses.ts'

const subscriptions = z.array(z.enum(orderStatuses)).max(orderStatuses.length)

export const listNotificationsCall = defineCall({
  method: 'GET',
  path: '/api/front/user/notification/list',
  auth: true,
  response: z.object({ order_statuses_subscribes: subscriptions }),
})

/** Replaces the subscriptions with these (an empty list: none). */
export const updateNotificationsCall = defineCall({
  method: 'POST',
  path: '/api/front/user/notification/update',
  auth: true,
  body: z.object({ order_statuses_subscribes: subscriptions }).strict(),
  response: z.object({ result: z.literal(true), order_statuses_subscribes: subscriptions }),
})

/**
 * A status e-mail's one-click unsubscribe link (decision 047): `token` names the user and the status, signed by the
 * back-end, so no sign-in is needed. Reading it says which status it turns off and whether it is still on.
 */
export const unsubscribeMessages = {
  badLink: 'Ссылка для отписки неверна или устарела. Настройте уведомления в личном кабинете.',
} as const

export const readUnsubscribeCall = defineCall({
  method: 'GET',
  path: '/api/v2/front/notifications/unsubscribe/:token',
  response: z.object({ status: z.enum(orderStatuses), subscribed: z.boolean() }),
})

/** Turns the status the token names off (again: no change). */
export const unsubscribeCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/notifications/unsubscribe/:token',
  response: z.object({ result: z.literal(true), status: z.enum(orderStatuses) }),
})

/** The embedded e-mail provider's outbox (decision 047), for administrators and developers; newest first. */
export const emailOutboxRowSchema = z.object({
  id: z.number().int().positive(),
  message_id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string()),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
  created_at: z.string(),
})

export const listEmailOutboxCall = defineCall({
  method: 'GET',
  path: '/api/admin/email_outbox',
  query: z
    .object({
      to: z.string().trim().email().max(254).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(20),
    })
    .strict(),
  role: 'administrator',
  response: z.object({ data: z.array(emailOutboxRowSchema) }),
})
