/**
 * Card payments (docs/decisions/018). One payment covers every card order of one checkout, whichever sellers they
 * are with; the buyer pays once. A payment is pending until the acquirer (or the sandbox gateway's buttons) reports
 * its end: succeeded moves each order to `payment_received` (when the status machine allows it from where the order
 * is), failed marks the orders `failed` and leaves their status, and the buyer may start a new payment. Completion
 * runs in one transaction holding the orders' rows and the payment's row, so a payment completes once however many
 * clicks or notifications arrive at the same time.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '#backend/db/client.ts'
import { AppError, notFound } from '#backend/lib/errors.ts'
import { MAX_ROW_ID } from '#backend/modules/owned-lists/owned-list.ts'
import { toRubles } from '#contract/money.ts'
import { canMoveOrder, finalOrderStatuses, type OrderStatus } from '#contract/order-statuses.ts'
import { orderMessages, paymentTypes } from '#contract/orders.ts'
import { type Payment, paymentMessages } from '#contract/payments.ts'
import type { PaymentNotification, PaymentProvider } from './payment.provider.ts'
import {
  addStatusEntry,
  finishPayment,
  insertPayment,
  type PayableOrderRow,
  type PaymentRow,
  paymentById,
  paymentOrderIds,
  setOrderPayment,
  supersedePendingPayments,
  userOrders,
} from './payments.repository.ts'
import { createRefundsService } from './refunds.service.ts'

/** Payment ids are UUIDs; anything else in a path is no payment of ours (and never reaches SQL). */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Where a real acquirer sends the buyer back: the thanks page, which reads the payment's state. */
const returnUrl = (paymentId: string) => `/cart/thanks?payment=${paymentId}`

function describe(orders: PayableOrderRow[]): string {
  const numbers = orders.map((order) => order.number).join(', ')
  const text = orders.length === 1 ? `Оплата заказа № ${numbers}` : `Оплата заказов № ${numbers}`
  // YooKassa takes at most 128 characters of description.
  return text.length > 128 ? `${text.slice(0, 127)}…` : text
}

const isFinal = (status: string) => (finalOrderStatuses as readonly string[]).includes(status)

export interface PaymentsOptions {
  now?: () => Date
  log?: (message: string, error?: unknown) => void
  /** Tells the buyer of a status a payment moved an order to, in the payment's transaction (decision 047). */
  notifications?: {
    moved(tx: Database, orderId: number, status: OrderStatus, entryId: number): Promise<void>
    kick(): void
  }
}

export function createPaymentsService(db: Database, provider: PaymentProvider, options: PaymentsOptions = {}) {
  const now = options.now ?? (() => new Date())
  const refunds = createRefundsService(provider, options)

  function toPayment(row: PaymentRow, orderIds: number[]): Payment {
    return {
      id: row.id,
      status: row.status as Payment['status'],
      amount: toRubles(row.amount),
      error: row.error,
      order_ids: orderIds,
      confirmation_url: row.confirmationUrl,
    }
  }

  /** A new pending payment of these (already locked or just inserted) orders; older pending ones are superseded. */
  async function createFor(tx: Database, userId: number, orders: PayableOrderRow[]) {
    const id = randomUUID()
    const orderIds = orders.map((order) => order.id)
    const amount = orders.reduce((sum, order) => sum + order.goodsCost + order.deliveryCost, 0)
    const created = await provider.create({
      paymentId: id,
      amount,
      description: describe(orders),
      orderIds,
      idempotenceKey: id,
      returnUrl: returnUrl(id),
    })
    const at = now()
    await supersedePendingPayments(tx, orderIds, id, paymentMessages.superseded, at)
    const row = await insertPayment(
      tx,
      {
        id,
        userId,
        provider: provider.name,
        providerRef: created.providerRef,
        amount,
        status: 'pending',
        error: null,
        confirmationUrl: created.confirmationUrl,
        createdAt: at,
      },
      orderIds,
    )
    return { row, orderIds }
  }

  /**
   * Applies a payment's end: inside one transaction, the orders' rows are locked first, then the payment's; a payment
   * no longer pending is not touched again (`finished`), so of parallel completions exactly one applies.
   */
  async function complete(paymentId: string, notification: PaymentNotification, ownerId?: number) {
    const completed = await db.transaction(async (tx) => {
      const plain = await paymentById(tx, paymentId)
      if (!plain || (ownerId !== undefined && plain.userId !== ownerId)) throw notFound(paymentMessages.notFound)
      const orderIds = await paymentOrderIds(tx, paymentId)
      const orders = await userOrders(tx, plain.userId, orderIds, true)
      const payment = await paymentById(tx, paymentId, true)
      if (payment?.status !== 'pending') throw new AppError(409, paymentMessages.finished)
      const at = now()
      const succeeded = notification.outcome === 'succeeded'
      const row = await finishPayment(tx, paymentId, {
        status: succeeded ? 'succeeded' : 'failed',
        error: succeeded ? null : paymentMessages.declined,
        completedAt: at,
      })
      for (const order of orders) {
        if (succeeded) {
          // The money is taken whatever happened to the order meanwhile; its status moves only where the machine
          // lets the system move it. A cancelled order stays cancelled and its money goes back (decision 032).
          const moves = canMoveOrder(order.status as OrderStatus, 'payment_received', 'system')
          await setOrderPayment(tx, order.id, {
            paymentStatus: 'paid',
            ...(moves ? { status: 'payment_received' } : {}),
            updatedAt: at,
          })
          if (moves) {
            const entry = { orderId: order.id, status: 'payment_received', comment: null, createdAt: at }
            await options.notifications?.moved(tx, order.id, 'payment_received', await addStatusEntry(tx, entry))
          } else await refunds.refundIfCancelledAndPaid(tx, order.id)
        } else if (order.paymentStatus !== 'paid') {
          await setOrderPayment(tx, order.id, { paymentStatus: 'failed', updatedAt: at })
        }
      }
      return { payment: toPayment(row, orderIds) }
    })
    options.notifications?.kick()
    return completed
  }

  return {
    provider,
    /** Refunds of cancelled paid orders; the orders service calls it when it cancels one. */
    refunds,

    /**
     * Checkout's card payment, inside the caller's transaction (the orders were just inserted in it): one payment
     * of every order given, goods and delivery. Answers where to send the buyer.
     */
    async startForOrders(
      tx: Database,
      userId: number,
      orderIds: number[],
    ): Promise<{ id: string; confirmation_url: string }> {
      const orders = await userOrders(tx, userId, [...new Set(orderIds)])
      if (orders.length === 0 || orders.length !== new Set(orderIds).size) throw new Error('orders to pay not found')
      const { row } = await createFor(tx, userId, orders)
      return { id: row.id, confirmation_url: row.confirmationUrl }
    },

    /** The caller's payment; 404 for another's or an unknown id. */
    async get(userId: number, paymentId: string) {
      const row = PAYMENT_ID.test(paymentId) ? await paymentById(db, paymentId) : undefined
      if (!row || row.userId !== userId) throw notFound(paymentMessages.notFound)
      return { payment: toPayment(row, await paymentOrderIds(db, row.id)) }
    },

    /**
     * A new payment of the caller's unpaid card orders (after a decline, or a gateway page left). 404 when an order
     * is not the caller's; 409 when one is paid, not a card order, or cancelled or finished.
     */
    async createForUnpaid(userId: number, orderIds: number[]) {
      const ids = [...new Set(orderIds)]
      // An id past int4 names no order (and would fail in SQL as a 500).
      if (ids.some((orderId) => orderId > MAX_ROW_ID)) throw notFound(orderMessages.notFound)
      return db.transaction(async (tx) => {
        const orders = await userOrders(tx, userId, ids, true)
        if (orders.length !== ids.length) throw notFound(orderMessages.notFound)
        if (orders.some((order) => order.paymentStatus === 'paid')) throw new AppError(409, paymentMessages.alreadyPaid)
        const payable = (order: PayableOrderRow) =>
          order.paymentType === paymentTypes.card &&
          (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
          !isFinal(order.status)
        if (!orders.every(payable)) throw new AppError(409, paymentMessages.notPayable)
        const { row } = await createFor(tx, userId, orders)
        return {
          payment: toPayment(
            row,
            ids.sort((a, b) => a - b),
          ),
        }
      })
    },

    /** The sandbox gateway's buttons; 404 unless the sandbox is the provider and the payment is the caller's. */
    async completeSandbox(userId: number, paymentId: string, outcome: 'pay' | 'decline') {
      if (provider.name !== 'sandbox' || !PAYMENT_ID.test(paymentId)) throw notFound(paymentMessages.notFound)
      const notification: PaymentNotification =
        outcome === 'pay'
          ? { providerRef: paymentId, outcome: 'succeeded', error: null }
          : { providerRef: paymentId, outcome: 'failed', error: 'declined in the sandbox' }
      return complete(paymentId, notification, userId)
    },
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>
