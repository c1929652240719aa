/**
 * SQL of card payments and the orders they pay. Takes the database (or a transaction) first. Locks are always taken
 * in one order — the orders (by id), then the payment — so creating a payment and completing another for the same
 * orders never deadlock on PostgreSQL.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { orderStatusHistory, orders, paymentOrders, payments } from '#backend/db/schema.ts'

export type PaymentRow = typeof payments.$inferSelect
export type PayableOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'userId' | 'status' | 'goodsCost' | 'deliveryCost' | 'paymentType' | 'paymentStatus'
>

const payableColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  status: orders.status,
  goodsCost: orders.goodsCost,
  deliveryCost: orders.deliveryCost,
  paymentType: orders.paymentType,
  paymentStatus: orders.paymentStatus,
}

/** The user's orders among `orderIds`, by id; with `lock`, their rows stay locked until the transaction ends. */
export async function userOrders(
  db: Database,
  userId: number,
  orderIds: number[],
  lock = false,
): Promise<PayableOrderRow[]> {
  if (orderIds.length === 0) return []
  const query = db
    .select(payableColumns)
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, orderIds)))
    .orderBy(asc(orders.id))
  return lock ? query.for('update') : query
}

export async function paymentById(db: Database, id: string, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function paymentOrderIds(db: Database, paymentId: string): Promise<number[]> {
  const rows = await db
    .select({ orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId))
    .orderBy(asc(paymentOrders.orderId))
  return rows.map((row) => row.orderId)
}

export async function insertPayment(
  tx: Database,
  payment: typeof payments.$inferInsert,
  orderIds: number[],
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(payment).returning()
  if (!row) throw new Error('payment not inserted')
  await tx.insert(paymentOrders).values(orderIds.map((orderId) => ({ paymentId: row.id, orderId })))
  return row
}

/**
 * The still-pending payments of any of these orders, other than `exceptId`, become failed with `error`: a newer
 * payment replaces them, and their gateway pages answer "finished".
 */
export async function supersedePendingPayments(
  tx: Database,
  orderIds: number[],
  exceptId: string,
  error: string,
  at: Date,
): Promise<void> {
  const older = tx
    .select({ id: paymentOrders.paymentId })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.orderId, orderIds), ne(paymentOrders.paymentId, exceptId)))
  await tx
    .update(payments)
    .set({ status: 'failed', error, completedAt: at })
    .where(and(eq(payments.status, 'pending'), inArray(payments.id, older)))
}

export async function finishPayment(
  tx: Database,
  id: string,
  values: { status: 'succeeded' | 'failed'; error: string | null; completedAt: Date },
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning()
  if (!row) throw new Error('payment vanished')
  return row
}

export async function setOrderPayment(
  tx: Database,
  orderId: number,
  values: { paymentStatus: 'paid' | 'failed'; status?: string; updatedAt: Date },
): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, orderId))
}

/** Answers the entry's id. */
export async function addStatusEntry(
  tx: Database,
  entry: { orderId: number; status: string; comment: string | null; createdAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(orderStatusHistory)
    .values({ ...entry, actor: 'system', actorUserId: null })
    .returning({ id: orderStatusHistory.id })
  if (!row) throw new Error('a status entry was not written')
  return row.id
}
