/**
 * Orders as the contract shows them (`orderSchema`): rows of one page, their lines and their histories, read with
 * a fixed number of queries whatever the page holds, and turned into the buyer's view in one place.
 */
import type { Database } from '#backend/db/client.ts'
import { together } from '#backend/db/together.ts'
import { isOrderable } from '#backend/modules/cart/cart-lines.ts'
import { type RefundRow, refundsOfOrders } from '#backend/modules/payments/refunds.repository.ts'
import { buildPath } from '#contract/call.ts'
import { toRubles } from '#contract/money.ts'
import { canMoveOrder, finalOrderStatuses, type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'
import {
  billDownloadPath,
  type CancelReason,
  cancelReasons,
  type Order,
  type PaymentType,
  paymentTypes,
} from '#contract/orders.ts'
import * as repo from './orders.repository.ts'

const moscowParts = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** «22.11.2026» and «14:05», as a buyer in Moscow time reads them (the marketplace's time, wherever the server is). */
export function moscowDateAndTime(at: Date): { date: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) => moscowParts.formatToParts(at).find((p) => p.type === type)?.value
  return {
    date: `${part('day')}.${part('month')}.${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

const knownStatus = (status: string): OrderStatus =>
  (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'default'
const knownReason = (reason: string | null): CancelReason | null =>
  reason && (cancelReasons as readonly string[]).includes(reason) ? (reason as CancelReason) : null

type ItemRow = Awaited<ReturnType<typeof repo.listItemsOfOrders>>[number]
type HistoryRow = Awaited<ReturnType<typeof repo.listHistoryOfOrders>>[number]

/** A card order not paid yet and still open: the one the buyer may pay (the rule of `POST /api/payments/create`). */
function canPay(status: OrderStatus, paymentType: PaymentType, paymentStatus: string): boolean {
  return (
    paymentType === paymentTypes.card &&
    (paymentStatus === 'pending' || paymentStatus === 'failed') &&
    !(finalOrderStatuses as readonly string[]).includes(status)
  )
}

export function toOrder(
  row: repo.OrderWithMerchant,
  items: readonly ItemRow[],
  history: readonly HistoryRow[],
  refund: RefundRow | null = null,
): Order {
  const { order } = row
  const status = knownStatus(order.status)
  const paymentType = order.paymentType as PaymentType
  const invoiced = paymentType !== paymentTypes.card
  return {
    id: order.id,
    number: order.number,
    created_at: order.createdAt.toISOString(),
    ...moscowDateAndTime(order.createdAt),
    total_cost: toRubles(order.goodsCost + order.deliveryCost),
    goods_cost: toRubles(order.goodsCost),
    delivery_cost: toRubles(order.deliveryCost),
    status_id: status,
    statuses: history.map((entry) => ({
      status_id: knownStatus(entry.status),
      created_at: entry.createdAt.toISOString(),
      comment: entry.comment,
      file: entry.file ?? null,
    })),
    items: items.map(({ item, offerPrice, offerAvailability }) => ({
      product_id: item.offerId,
      master_product_id: item.masterProductId,
      master_product_name: item.name,
      quantity: item.quantity,
      price: toRubles(item.priceGross),
      slug: item.slug,
      thumbnail: { url: item.image ?? `/api/media/products/${item.masterProductId}.svg`, alt: item.name },
      available:
        offerAvailability != null && isOrderable({ price: offerPrice ?? null, availability: offerAvailability }),
      units: item.units,
      vat_rate: item.vatRate,
    })),
    merchant: { id: order.merchantId, name: row.merchantName, slug: row.merchantSlug },
    name: order.buyerName,
    phone: order.buyerPhone,
    email: order.buyerEmail,
    comment: order.comment,
    delivery: {
      city_full: order.delivery.city_full,
      street: order.delivery.street,
      house: order.delivery.house,
      apartment: order.delivery.apartment,
      entrance: order.delivery.entrance,
      floor: order.delivery.floor,
      intercom: order.delivery.intercom,
      code: order.delivery.code,
      type: order.delivery.type,
      tariffName: order.delivery.tariffName,
      days_min: order.delivery.days_min,
      days_max: order.delivery.days_max,
    },
    payment_type: paymentType,
    payment_status: order.paymentStatus as Order['payment_status'],
    recipient:
      order.recipientName && order.recipientPhone ? { fio: order.recipientName, phone: order.recipientPhone } : null,
    payer: order.payer
      ? { campaign_name: order.payer.campaign_name, inn: order.payer.inn, kpp: order.payer.kpp }
      : null,
    cancel_reason: knownReason(order.cancelReason),
    shipment:
      order.carrier && order.trackingNumber ? { carrier: order.carrier, tracking_number: order.trackingNumber } : null,
    bill_download: invoiced ? buildPath(billDownloadPath, { id: order.id }) : null,
    can_cancel: canMoveOrder(status, 'canceled_by_buyer', 'buyer'),
    can_pay: canPay(status, paymentType, order.paymentStatus),
    refund: refund
      ? { amount: toRubles(refund.amount), status: refund.status as NonNullable<Order['refund']>['status'] }
      : null,
  }
}

/** The orders of these rows, in the rows' order: three more queries in all, not three per order. */
export async function toOrders(db: Database, rows: readonly repo.OrderWithMerchant[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.order.id)
  const [items, history, refunds] = await together(db, [
    () => repo.listItemsOfOrders(db, ids),
    () => repo.listHistoryOfOrders(db, ids),
    () => refundsOfOrders(db, ids),
  ])
  const byOrder = <T>(list: readonly T[], orderId: (entry: T) => number) => {
    const map = new Map<number, T[]>()
    for (const entry of list) {
      const key = orderId(entry)
      const known = map.get(key)
      if (known) known.push(entry)
      else map.set(key, [entry])
    }
    return map
  }
  const itemsOf = byOrder(items, (entry) => entry.item.orderId)
  const historyOf = byOrder(history, (entry) => entry.orderId)
  const refundOf = new Map(refunds.map((refund) => [refund.orderId, refund]))
  return rows.map((row) =>
    toOrder(row, itemsOf.get(row.order.id) ?? [], historyOf.get(row.order.id) ?? [], refundOf.get(row.order.id)),
  )
}
