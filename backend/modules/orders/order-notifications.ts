/**
 * What an order's events tell whom (issue 16, decision 047), written to the outbox in the transaction of the change:
 * - placed: the buyer (SMS, and e-mail with the invoice PDF for company payers) and the seller (e-mail and SMS to the
 *   merchant's contacts);
 * - a status changed by anyone after checkout: the buyer, when subscribed to that status
 *   (`order_statuses_subscribes`; a new account hears of every status), by SMS and e-mail with a one-click
 *   unsubscribe link.
 * The statuses an order is placed with (created, billed) are told by the «placed» message, not again.
 */
import { inArray } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants } from '#backend/db/schema.ts'
import { together } from '#backend/db/together.ts'
import { findSubscriptions } from '#backend/modules/notifications/notifications.repository.ts'
import type { NewNotification, Outbox } from '#backend/modules/notifications/outbox.ts'
import { UNSUBSCRIBE_LINK } from '#backend/modules/notifications/outbox.ts'
import * as texts from '#backend/modules/notifications/texts.ts'
import type { OrderStatus } from '#contract/order-statuses.ts'
import { type Order, paymentTypes } from '#contract/orders.ts'
import { toOrders } from './order-view.ts'
import * as repo from './orders.repository.ts'

export interface OrderNotifications {
  /** The orders of one checkout were placed. */
  placed(tx: Database, orderIds: readonly number[]): Promise<void>
  /** The order moved to `status`; `entryId` is the history entry of the move (one message per move). */
  moved(tx: Database, orderId: number, status: OrderStatus, entryId: number): Promise<void>
  /** After the transaction committed. */
  kick(): void
}

async function rowsOf(tx: Database, ids: readonly number[]) {
  return (
    await together(
      tx,
      ids.map((id) => () => repo.findOrder(tx, id)),
    )
  ).filter((row) => row !== null)
}

export function createOrderNotifications(outbox: Outbox): OrderNotifications {
  const accountOrders = () => outbox.link('/account/orders')

  return {
    async placed(tx, orderIds) {
      const rows = await rowsOf(tx, orderIds)
      const orders: Order[] = await toOrders(tx, rows)
      if (orders.length === 0) return
      const contacts = await tx
        .select({ id: merchants.id, email: merchants.email, phone: merchants.phone })
        .from(merchants)
        .where(inArray(merchants.id, [...new Set(orders.map((order) => order.merchant.id))]))
      const merchantOf = new Map(contacts.map((row) => [row.id, row]))
      const userOf = new Map(rows.map((row) => [row.order.id, row.order.userId]))
      const messages: NewNotification[] = []
      for (const order of orders) {
        const about = { orderId: order.id, userId: userOf.get(order.id) ?? null }
        const key = (who: string, channel: string, to: string) => `order_placed:${order.id}:${who}:${channel}:${to}`
        if (order.email) {
          const email = texts.orderPlacedEmail(order, { account: accountOrders() })
          messages.push({
            ...about,
            key: key('buyer', 'email', order.email),
            event: 'order_placed',
            channel: 'email',
            recipient: order.email,
            ...email,
            attachments: order.payment_type === paymentTypes.card ? null : [{ kind: 'invoice', orderId: order.id }],
          })
        }
        messages.push({
          ...about,
          key: key('buyer', 'sms', order.phone),
          event: 'order_placed',
          channel: 'sms',
          recipient: order.phone,
          text: texts.orderPlacedSms(order),
        })
        const seller = merchantOf.get(order.merchant.id)
        if (seller?.email) {
          const email = texts.sellerNewOrderEmail(order, { cabinet: outbox.link(`/seller/orders/${order.id}`) })
          messages.push({
            orderId: order.id,
            key: key('seller', 'email', seller.email),
            event: 'seller_new_order',
            channel: 'email',
            recipient: seller.email,
            ...email,
          })
        }
        if (seller?.phone) {
          messages.push({
            orderId: order.id,
            key: key('seller', 'sms', seller.phone),
            event: 'seller_new_order',
            channel: 'sms',
            recipient: seller.phone,
            text: texts.sellerNewOrderSms(order),
          })
        }
      }
      await outbox.write(tx, messages)
    },

    async moved(tx, orderId, status, entryId) {
      const row = await repo.findOrder(tx, orderId)
      if (!row) return
      const userId = row.order.userId
      if (userId !== null) {
        const subscribed = await findSubscriptions(tx, userId)
        // Undefined: the account is gone; null: a new account, every status; otherwise the chosen ones.
        if (subscribed === undefined) return
        if (subscribed !== null && !subscribed.includes(status)) return
      }
      const [order] = await toOrders(tx, [row])
      if (!order) return
      const about = { orderId, userId }
      const key = (channel: string, to: string) => `order_status:${orderId}:${entryId}:${channel}:${to}`
      const messages: NewNotification[] = [
        {
          ...about,
          key: key('sms', order.phone),
          event: 'order_status',
          channel: 'sms',
          recipient: order.phone,
          text: texts.statusSms(order, status),
        },
      ]
      if (order.email) {
        const email = texts.statusEmail(order, status, {
          account: accountOrders(),
          unsubscribe: userId === null ? null : UNSUBSCRIBE_LINK,
        })
        messages.push({
          ...about,
          key: key('email', order.email),
          event: 'order_status',
          channel: 'email',
          recipient: order.email,
          ...email,
          unsubscribe: userId === null ? null : { userId, status },
        })
      }
      await outbox.write(tx, messages)
    },

    kick: () => outbox.kick(),
  }
}
