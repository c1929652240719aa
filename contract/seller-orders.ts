/**
 * The seller cabinet's orders (issue 15, docs/decisions/041): the merchant's orders a page at a time, filtered by
 * status or by a group of statuses and found by number, and one order with what the seller needs to work it — the
 * buyer, the recipient, the payer, the delivery, the passport copy and the invoice, and the moves the status machine
 * (docs/decisions/017) lets the seller make now. The moves themselves are `changeOrderStatusCall` (contract/orders.ts).
 * A seller's calls: an administrator may read them too, naming the merchant in `merchant_id`.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id, rubles } from './catalog.ts'
import { finalOrderStatuses, type OrderStatus, orderStatuses } from './order-statuses.ts'
import { orderSchema, orderStatusSchema, paginationSchema, paymentTypeSchema } from './orders.ts'

/**
 * Groups a seller filters by beside the single statuses: `active` — everything not final yet (being prepared, paid,
 * on its way); `finished` — realised, not realised or cancelled.
 */
export const sellerOrderGroups = ['active', 'finished'] as const
export type SellerOrderGroup = (typeof sellerOrderGroups)[number]

export const sellerOrderGroupStatuses: Record<SellerOrderGroup, readonly OrderStatus[]> = {
  active: orderStatuses.filter((status) => !(finalOrderStatuses as readonly string[]).includes(status)),
  finished: finalOrderStatuses,
}

export const sellerOrderFilterSchema = z.enum([...sellerOrderGroups, ...orderStatuses])
export type SellerOrderFilter = z.infer<typeof sellerOrderFilterSchema>

export const SELLER_ORDERS_PER_PAGE = 20

/** An order number or its beginning, as a seller types it (order numbers are digits). */
export const orderNumberSearchSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/)

/** `merchant_id`: the merchant an administrator reads the cabinet of; ignored for a seller (its own merchant). */
const merchantQuery = { merchant_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }

export const sellerOrderRowSchema = z.object({
  id,
  number: z.string(),
  /** ISO date-time, and Moscow date and time as in the buyer's list. */
  created_at: z.string(),
  date: z.string(),
  time: z.string(),
  buyer_name: z.string(),
  /** Goods (gross) plus delivery, rubles. */
  total_cost: rubles,
  status_id: orderStatusSchema,
  payment_type: paymentTypeSchema,
  payment_status: orderSchema.shape.payment_status,
  /** How many lines (goods) the order has. */
  lines: z.number().int().nonnegative(),
})
export type SellerOrderRow = z.infer<typeof sellerOrderRowSchema>

/** The merchant's orders, newest first; `status` a status or a group, `number` an order number or its beginning. */
export const listSellerOrdersCall = defineCall({
  method: 'GET',
  path: '/api/seller/orders',
  role: 'seller',
  query: z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(50).default(SELLER_ORDERS_PER_PAGE),
      status: sellerOrderFilterSchema.optional(),
      number: orderNumberSearchSchema.optional(),
      ...merchantQuery,
    })
    .strict()
    .optional(),
  response: z.object({ orders: z.array(sellerOrderRowSchema), pagination: paginationSchema }),
})

/** One order as its seller sees it. The buyer's own flags (cancel, pay) are not the seller's business. */
export const sellerOrderSchema = orderSchema.omit({ can_cancel: true, can_pay: true }).extend({
  /** API path of the passport copy (SPEC §5: a private buyer's order with precursors), for this seller only. */
  passport_download: z.string().nullable(),
  /** The statuses the seller may move the order to now, by the machine (docs/decisions/017). */
  moves: z.array(orderStatusSchema),
})
export type SellerOrder = z.infer<typeof sellerOrderSchema>

/** One of the merchant's orders; anyone else's id is 404 «Заказ не найден», as for no order at all. */
export const getSellerOrderCall = defineCall({
  method: 'GET',
  path: '/api/seller/orders/:id',
  role: 'seller',
  query: z.object(merchantQuery).strict().optional(),
  response: z.object({ order: sellerOrderSchema }),
})

/** The invoice PDF of one of the merchant's company-paid orders (as the buyer's `billDownloadPath`); else 404. */
export const sellerBillDownloadPath = '/api/seller/orders/:id/bill'

/** The passport copy an order names: its seller's and administrators' only (backend orders routes). */
export const orderPassportPath = '/api/order/passport/:orderId'
