/**
 * The seller cabinet's orders (docs/decisions/041): the merchant's list and one order with the moves the status
 * machine (contract/order-statuses.ts) lets the seller make now. Another merchant's order is "not found", never
 * "forbidden". The moves are the orders module's `changeStatus`.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { moscowDateAndTime, toOrders } from '#backend/modules/orders/order-view.ts'
import type { OrderWithMerchant } from '#backend/modules/orders/orders.repository.ts'
import { MAX_ROW_ID, rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import { buildPath } from '#contract/call.ts'
import { toRubles } from '#contract/money.ts'
import { canMoveOrder, type OrderActor, type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'
import { type Order, orderMessages, type PaymentType } from '#contract/orders.ts'
import {
  type listSellerOrdersCall,
  orderPassportPath,
  SELLER_ORDERS_PER_PAGE,
  type SellerOrder,
  type SellerOrderRow,
  sellerBillDownloadPath,
  sellerOrderGroupStatuses,
  sellerOrderGroups,
} from '#contract/seller-orders.ts'
import * as repo from './seller-orders.repository.ts'

type ListQuery = z.output<(typeof listSellerOrdersCall)['query']>

const orderNotFound = () => new AppError(404, orderMessages.notFound)

const knownStatus = (status: string): OrderStatus =>
  (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'default'

/** The statuses `actor` may move an order to now; staying where it is (a note) is no move of its own. */
export function movesOf(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  return orderStatuses.filter((to) => to !== status && canMoveOrder(status, to, actor))
}

/**
 * An order as its seller sees it, with the moves `actor` may make; the invoice's address as `billPath` spells it
 * (an administrator's names the merchant). Null when the row cannot be shown.
 */
export async function sellerOrderView(
  db: Database,
  row: OrderWithMerchant,
  actor: OrderActor,
  billPath: (id: number) => string = (id) => buildPath(sellerBillDownloadPath, { id }),
): Promise<SellerOrder | null> {
  const [view] = await toOrders(db, [row])
  if (!view) return null
  const { can_cancel: _cancel, can_pay: _pay, ...order } = view
  const id = row.order.id
  return {
    ...order,
    bill_download: order.bill_download ? billPath(id) : null,
    passport_download: row.order.passportFileId ? buildPath(orderPassportPath, { orderId: id }) : null,
    moves: movesOf(order.status_id, actor),
  }
}

function statusesOf(filter: NonNullable<ListQuery>['status']): readonly string[] | undefined {
  if (!filter) return undefined
  return (sellerOrderGroups as readonly string[]).includes(filter)
    ? sellerOrderGroupStatuses[filter as (typeof sellerOrderGroups)[number]]
    : [filter]
}

export function createSellerOrdersService(db: Database) {
  return {
    /** The merchant's orders, newest first, a page at a time. */
    async list(merchantId: number, query: ListQuery) {
      const page = { page: query?.page ?? 1, per_page: query?.per_page ?? SELLER_ORDERS_PER_PAGE }
      const filter = { merchantId, statuses: statusesOf(query?.status), numberPrefix: query?.number }
      const [total, rows] = await Promise.all([
        repo.countOrders(db, filter),
        repo.listSellerOrders(db, filter, pageRows(page)),
      ])
      const orders: SellerOrderRow[] = rows.map((row) => ({
        id: row.id,
        number: row.number,
        created_at: row.createdAt.toISOString(),
        ...moscowDateAndTime(row.createdAt),
        buyer_name: row.buyerName,
        total_cost: toRubles(row.goodsCost + row.deliveryCost),
        status_id: knownStatus(row.status),
        payment_type: row.paymentType as PaymentType,
        payment_status: row.paymentStatus as Order['payment_status'],
        lines: Number(row.lines),
      }))
      return { orders, pagination: pagination(page, total) }
    },

    /** One of the merchant's orders with its files and the seller's moves; any other id is not found. */
    async one(merchantId: number, rawId: string | undefined): Promise<{ order: SellerOrder }> {
      const id = rowIdFrom(rawId)
      if (id === null || id > MAX_ROW_ID) throw orderNotFound()
      const row = await repo.findSellerOrder(db, merchantId, id)
      const order = row ? await sellerOrderView(db, row, 'seller') : null
      if (!order) throw orderNotFound()
      return { order }
    },
  }
}
export type SellerOrdersService = ReturnType<typeof createSellerOrdersService>
