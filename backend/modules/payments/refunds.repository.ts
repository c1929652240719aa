/**
 * SQL of refunds (decision 032). Called inside a transaction that already holds the order's row, so the order's
 * refund is decided once; the unique index on `refunds.order_id` is the last guard against a second one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { orders, paymentOrders, payments, refunds } from '#backend/db/schema.ts'

export type RefundRow = typeof refunds.$inferSelect

/** What deciding a refund needs to know of an order. */
export async function refundableOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
      goodsCost: orders.goodsCost,
      deliveryCost: orders.deliveryCost,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row
}

/** The payment that took the order's money: its succeeded one (the newest, should there ever be two). */
export async function succeededPaymentOf(db: Database, orderId: number) {
  const [row] = await db
    .select({ id: payments.id, providerRef: payments.providerRef, amount: payments.amount })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
    .where(and(eq(paymentOrders.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.completedAt))
    .limit(1)
  return row
}

/** A new refund, or nothing when the order already has one (answers whether it was inserted). */
export async function insertRefund(tx: Database, refund: typeof refunds.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values(refund)
    .onConflictDoNothing({ target: refunds.orderId })
    .returning({ id: refunds.id })
  return inserted.length > 0
}

export async function settleRefund(
  tx: Database,
  id: string,
  values: Pick<RefundRow, 'status' | 'providerRef' | 'error' | 'completedAt'>,
): Promise<void> {
  await tx.update(refunds).set(values).where(eq(refunds.id, id))
}

/** The refunds of these orders, for the orders' view. */
export async function refundsOfOrders(db: Database, orderIds: number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return []
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds))
}
