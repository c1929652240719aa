/**
 * The operator's orders (issue 16): every seller's orders, filtered, and one order as its seller sees it but with
 * the moves the status machine lets an administrator make, its seller, and the record. The moves themselves are the
 * orders module's `changeStatus`, which records an administrator's.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { findOrder } from '#backend/modules/orders/orders.repository.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import { countOrders, listAnyOrders } from '#backend/modules/seller-orders/seller-orders.repository.ts'
import { sellerOrderView } from '#backend/modules/seller-orders/seller-orders.service.ts'
import type { AdminOrderRow, listAdminOrdersCall } from '#contract/admin.ts'
import { buildPath } from '#contract/call.ts'
import { toRubles } from '#contract/money.ts'
import { type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'
import { orderMessages } from '#contract/orders.ts'
import { sellerBillDownloadPath } from '#contract/seller-orders.ts'
import { entriesOf } from './audit.ts'

type ListQuery = z.output<(typeof listAdminOrdersCall)['query']>

const orderNotFound = () => new AppError(404, orderMessages.notFound)
const DAY_MS = 24 * 60 * 60 * 1000

/** The first moment of a calendar day in Moscow (UTC+3 all year since 2014), where the marketplace keeps its time. */
export const moscowDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`)

const knownStatus = (status: string): OrderStatus =>
  (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'default'

export function createAdminOrdersService(db: Database) {
  return {
    /** Orders of every seller, newest first; the days of placing are Moscow's, both ends included. */
    async list(query: ListQuery) {
      const filter = {
        merchantId: query.merchant_id,
        statuses: query.status ? [query.status] : undefined,
        numberPrefix: query.number,
        placedFrom: query.date_from ? moscowDayStart(query.date_from) : undefined,
        placedBefore: query.date_to ? new Date(moscowDayStart(query.date_to).getTime() + DAY_MS) : undefined,
      }
      const [total, rows] = await Promise.all([countOrders(db, filter), listAnyOrders(db, filter, pageRows(query))])
      const orders: AdminOrderRow[] = rows.map((row) => ({
        id: row.id,
        number: row.number,
        created_at: row.createdAt.toISOString(),
        status_id: knownStatus(row.status),
        total_cost: toRubles(row.goodsCost + row.deliveryCost),
        merchant: { id: row.merchantId, name: row.merchantName },
        buyer_name: row.buyerName,
        buyer_phone: row.buyerPhone,
        buyer_email: row.buyerEmail,
      }))
      return { orders, pagination: pagination(query, total) }
    },

    /** One order with an administrator's moves; the invoice's address names the seller, as an administrator reads it. */
    async one(rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      const row = id === null ? null : await findOrder(db, id)
      if (!row) throw orderNotFound()
      const merchantId = row.order.merchantId
      const billPath = (orderId: number) =>
        `${buildPath(sellerBillDownloadPath, { id: orderId })}?merchant_id=${merchantId}`
      const [order, audit] = await Promise.all([
        sellerOrderView(db, row, 'admin', billPath),
        entriesOf(db, 'order', row.order.id),
      ])
      if (!order) throw orderNotFound()
      return { order, merchant: { id: merchantId, name: row.merchantName }, audit }
    },
  }
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>
