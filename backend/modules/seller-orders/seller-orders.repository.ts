/**
 * SQL of the seller cabinet's orders. Every seller's statement names the merchant beside the ids, so another
 * merchant's order is never read through them. The operator's list of every seller's orders (backend/modules/admin)
 * filters the same way, the merchant optional.
 */
import { and, count, desc, eq, gte, inArray, like, lt, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants, orderItems, orders } from '#backend/db/schema.ts'
import type { OrderWithMerchant } from '#backend/modules/orders/orders.repository.ts'

export interface OrdersFilter {
  /** One merchant's orders; none given: every merchant's (the operator's list only). */
  merchantId?: number
  /** Any of these statuses; none given: every status. */
  statuses?: readonly string[]
  /** An order number's beginning (digits only: no LIKE wildcard can get in). */
  numberPrefix?: string
  /** Placed at or after this moment, and before that one. */
  placedFrom?: Date
  placedBefore?: Date
}

/** A seller's filter always names its merchant. */
export type SellerOrdersFilter = OrdersFilter & { merchantId: number }

function whereOf(filter: OrdersFilter): SQL | undefined {
  return and(
    filter.merchantId !== undefined ? eq(orders.merchantId, filter.merchantId) : undefined,
    filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.numberPrefix ? like(orders.number, `${filter.numberPrefix}%`) : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
  )
}

export async function countOrders(db: Database, filter: OrdersFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(whereOf(filter))
  return row?.value ?? 0
}

/** A page of the merchant's orders, newest first, with how many lines each has. */
export function listSellerOrders(db: Database, filter: SellerOrdersFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      buyerName: orders.buyerName,
      goodsCost: orders.goodsCost,
      deliveryCost: orders.deliveryCost,
      status: orders.status,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and `id` would be the line's own.
      lines: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems}.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** The order when it is the merchant's; null for any other id. */
export async function findSellerOrder(db: Database, merchantId: number, id: number): Promise<OrderWithMerchant | null> {
  const [row] = await db
    .select({ order: orders, merchantName: merchants.name, merchantSlug: merchants.slug })
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(and(eq(orders.id, id), eq(orders.merchantId, merchantId)))
  return row ?? null
}

/** A page of orders of every merchant (or one), newest first, with the seller's name and the buyer's contacts. */
export function listAnyOrders(db: Database, filter: OrdersFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      goodsCost: orders.goodsCost,
      deliveryCost: orders.deliveryCost,
      merchantId: orders.merchantId,
      merchantName: merchants.name,
      buyerName: orders.buyerName,
      buyerPhone: orders.buyerPhone,
      buyerEmail: orders.buyerEmail,
    })
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset)
}
