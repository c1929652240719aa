/**
 * SQL of the seller cabinet's orders. Every statement names the merchant beside the ids, so another merchant's order
 * is never read through them.
 */
import { and, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants, orderItems, orders } from '#backend/db/schema.ts'
import type { OrderWithMerchant } from '#backend/modules/orders/orders.repository.ts'

export interface SellerOrdersFilter {
  merchantId: number
  /** Any of these statuses; none given: every status. */
  statuses?: readonly string[]
  /** An order number's beginning (digits only: no LIKE wildcard can get in). */
  numberPrefix?: string
}

function whereOf(filter: SellerOrdersFilter): SQL | undefined {
  return and(
    eq(orders.merchantId, filter.merchantId),
    filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.numberPrefix ? like(orders.number, `${filter.numberPrefix}%`) : undefined,
  )
}

export async function countSellerOrders(db: Database, filter: SellerOrdersFilter): Promise<number> {
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
