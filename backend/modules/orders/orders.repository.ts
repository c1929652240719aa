/**
 * SQL of checkouts and orders. Every function takes the database or the transaction first; statements that read a
 * buyer's rows name the buyer beside the ids, so another buyer's order is never read or written through them.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import {
  addresses,
  cartItems,
  checkouts,
  merchants,
  type OrderDeliverySnapshot,
  type OrderPayerSnapshot,
  offers,
  orderFiles,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  requisites,
  users,
} from '#backend/db/schema.ts'
import type { OwnedRow, OwnedTable } from '#backend/modules/owned-lists/owned-list.ts'

// ---- Checkouts (idempotency)

/**
 * Claims the buyer's idempotency key for this transaction: true when this one holds the key now, false when a
 * committed checkout already has it. A second transaction with the same key would wait here on the primary key
 * until the first ends (a rolled-back one leaves the key free); in practice it already waits on the buyer's row.
 */
export async function claimCheckout(tx: Database, userId: number, key: string, draftHash: string): Promise<boolean> {
  const claimed = await tx
    .insert(checkouts)
    .values({ userId, idempotencyKey: key, draftHash })
    .onConflictDoNothing()
    .returning({ userId: checkouts.userId })
  return claimed.length > 0
}

export async function findCheckout(db: Database, userId: number, key: string) {
  const [row] = await db
    .select({ draftHash: checkouts.draftHash, paymentId: checkouts.paymentId })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
  return row ?? null
}

export async function setCheckoutPayment(tx: Database, userId: number, key: string, paymentId: string) {
  await tx
    .update(checkouts)
    .set({ paymentId })
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
}

/** The orders one checkout made, in the order they were made. */
export function listCheckoutOrders(db: Database, userId: number, key: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      merchantId: orders.merchantId,
      goodsCost: orders.goodsCost,
      deliveryCost: orders.deliveryCost,
      paymentType: orders.paymentType,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .orderBy(asc(orders.id))
}

export async function findPayment(db: Database, paymentId: string) {
  const [row] = await db
    .select({ id: payments.id, confirmationUrl: payments.confirmationUrl })
    .from(payments)
    .where(eq(payments.id, paymentId))
  return row ?? null
}

// ---- What a checkout reads and locks

/**
 * Holds the buyer's row for the rest of the transaction. Taken first, before anything that refers to the row: an
 * insert with a foreign key to `users` takes a share lock on it, and two checkouts of one buyer each holding that
 * and waiting to lock the row would deadlock. The owned lists lock the same row, so the order is always the same.
 */
export async function lockBuyer(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** Holds the buyer's cart lines, so that what is ordered is what leaves the cart. */
export async function lockCart(tx: Database, userId: number): Promise<void> {
  await tx
    .select({ offerId: cartItems.offerId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.offerId))
    .for('update')
}

/** The buyer's own saved address or requisites by id; null for any other id. */
async function findOwnRow<T extends OwnedTable>(db: Database, table: T, userId: number, id: number) {
  // drizzle's builders do not follow a union of tables through generics (as in owned-list.ts); both have these.
  const t = table as typeof addresses
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
  return (row as OwnedRow<T> | undefined) ?? null
}

export const findOwnAddress = (db: Database, userId: number, id: number) => findOwnRow(db, addresses, userId, id)

export const findOwnRequisite = (db: Database, userId: number, id: number) => findOwnRow(db, requisites, userId, id)

export async function ownsOrderFile(db: Database, userId: number, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(and(eq(orderFiles.id, fileId), eq(orderFiles.userId, userId)))
  return row !== undefined
}

// ---- What a checkout writes

export interface NewOrder {
  userId: number
  merchantId: number
  idempotencyKey: string
  status: string
  goodsCost: number
  deliveryCost: number
  buyerName: string
  buyerPhone: string
  buyerEmail: string | null
  comment: string | null
  recipientName: string | null
  recipientPhone: string | null
  delivery: OrderDeliverySnapshot
  paymentType: number
  paymentStatus: string
  payer: OrderPayerSnapshot | null
  passportFileId: string | null
}

/** Inserts the orders, each numbered from the sequence (no lock: two checkouts never wait for each other here). */
export function insertOrders(tx: Database, rows: readonly NewOrder[]) {
  return tx
    .insert(orders)
    .values(rows.map((row) => ({ ...row, number: sql`nextval('order_number_seq')::text` })))
    .returning({ id: orders.id, number: orders.number, merchantId: orders.merchantId })
}

export type NewOrderItem = typeof orderItems.$inferInsert
export async function insertOrderItems(tx: Database, rows: readonly NewOrderItem[]) {
  if (rows.length > 0) await tx.insert(orderItems).values([...rows])
}

export type NewStatusEntry = typeof orderStatusHistory.$inferInsert
/** Answers the entries' ids, in the order given. */
export async function insertStatusEntries(tx: Database, rows: readonly NewStatusEntry[]): Promise<number[]> {
  if (rows.length === 0) return []
  const written = await tx
    .insert(orderStatusHistory)
    .values([...rows])
    .returning({ id: orderStatusHistory.id })
  return written.map((row) => row.id)
}

export async function deleteCartLines(tx: Database, userId: number, offerIds: readonly number[]) {
  if (offerIds.length === 0) return
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.offerId, [...offerIds])))
}

// ---- Reading orders

const orderColumns = {
  order: orders,
  merchantName: merchants.name,
  merchantSlug: merchants.slug,
}
export type OrderRow = typeof orders.$inferSelect
export interface OrderWithMerchant {
  order: OrderRow
  merchantName: string
  merchantSlug: string
}

const ofBuyer = (userId: number, ids?: readonly number[]) =>
  ids ? and(eq(orders.userId, userId), inArray(orders.id, [...ids])) : eq(orders.userId, userId)

export async function countBuyerOrders(db: Database, userId: number, ids?: readonly number[]): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(ofBuyer(userId, ids))
  return row?.value ?? 0
}

/** A page of the buyer's orders, newest first. */
export function listBuyerOrders(
  db: Database,
  userId: number,
  page: { limit: number; offset: number; ids?: readonly number[] },
): Promise<OrderWithMerchant[]> {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(ofBuyer(userId, page.ids))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function findOrder(db: Database, id: number): Promise<OrderWithMerchant | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(eq(orders.id, id))
  return row ?? null
}

/** The orders' lines with their offers' current price and availability (null when the offer is gone). */
export function listItemsOfOrders(db: Database, orderIds: readonly number[]) {
  return db
    .select({
      item: orderItems,
      offerPrice: offers.price,
      offerAvailability: offers.availability,
    })
    .from(orderItems)
    .leftJoin(offers, eq(offers.id, orderItems.offerId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
}

export function listHistoryOfOrders(db: Database, orderIds: readonly number[]) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id))
}

// ---- Moving orders

/** The order's row, held until the transaction ends: moves of one order queue up and each sees the last one's status. */
export async function lockOrder(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: orders.id, userId: orders.userId, merchantId: orders.merchantId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
  return row ?? null
}

export async function setOrderStatus(
  tx: Database,
  id: number,
  status: string,
  extra: { cancelReason?: string; carrier?: string; trackingNumber?: string } = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()`, ...extra })
    .where(eq(orders.id, id))
}

export async function findUserMerchant(db: Database, userId: number): Promise<number | null> {
  const [row] = await db.select({ merchantId: users.merchantId }).from(users).where(eq(users.id, userId))
  return row?.merchantId ?? null
}

// ---- Private files

export async function insertOrderFile(db: Database, file: typeof orderFiles.$inferInsert): Promise<void> {
  await db.insert(orderFiles).values(file)
}

/** The passport copy an order names, with the order's seller. */
export async function findOrderPassport(db: Database, orderId: number) {
  const [row] = await db
    .select({
      merchantId: orders.merchantId,
      name: orderFiles.name,
      contentType: orderFiles.contentType,
      bytes: orderFiles.bytes,
    })
    .from(orders)
    .innerJoin(orderFiles, eq(orderFiles.id, orders.passportFileId))
    .where(eq(orders.id, orderId))
  return row ?? null
}
