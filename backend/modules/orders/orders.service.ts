/**
 * A buyer's orders after checkout: the list, the buyer's cancellation, the seller's and the administrator's moves
 * (the status machine of contract/order-statuses.ts, docs/decisions/017), and the private passport copies.
 * Another buyer's order is "not found", never "forbidden": a 403 would confirm that it exists.
 */
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { roles } from '#backend/db/schema.ts'
import { AppError } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { record } from '#backend/modules/admin/audit.ts'
import { MAX_ROW_ID, rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import type { RefundsService } from '#backend/modules/payments/refunds.service.ts'
import { canMoveOrder, type OrderActor, type OrderStatus } from '#contract/order-statuses.ts'
import {
  type cancelOrderCall,
  type changeOrderStatusCall,
  type listOrdersOfUserCall,
  ORDERS_PER_PAGE,
  type Order,
  orderMessages,
  PASSPORT_FILE_MAX_BYTES,
} from '#contract/orders.ts'
import type { OrderNotifications } from './order-notifications.ts'
import { toOrders } from './order-view.ts'
import * as repo from './orders.repository.ts'
import { passportFileName, sniffPassportFileType } from './passport-file.ts'

type ListQuery = z.output<(typeof listOrdersOfUserCall)['query']>
type CancelBody = z.output<(typeof cancelOrderCall)['body']>
type ChangeStatusBody = z.output<(typeof changeOrderStatusCall)['body']>

const orderNotFound = () => new AppError(404, orderMessages.notFound)

/** Who is asking: their id and role (the seller's merchant is looked up only when a move needs it). */
export interface OrderCaller {
  id: number
  roleId: number
}

export interface OrdersDependencies {
  /** Gives back a paid card order's money when it is cancelled (decision 032); without it nothing is refunded. */
  refunds?: Pick<RefundsService, 'refundIfCancelledAndPaid'>
  /** Tells the buyer of each move, in the move's transaction (decision 047); without it nobody is told. */
  notifications?: Pick<OrderNotifications, 'moved' | 'kick'>
}

export function createOrdersService(db: Database, deps: OrdersDependencies = {}) {
  async function orderView(tx: Database, id: number): Promise<Order> {
    const row = await repo.findOrder(tx, id)
    if (!row) throw orderNotFound()
    const [order] = await toOrders(tx, [row])
    if (!order) throw orderNotFound()
    return order
  }

  /**
   * Moves the order when the machine lets this actor make the move: the order's row is held first, so parallel
   * moves queue up and each is judged on the status the one before left (two cancels: one wins, one is refused).
   */
  async function move(
    caller: OrderCaller,
    rawId: string | undefined,
    to: OrderStatus,
    actorOf: (
      tx: Database,
      order: NonNullable<Awaited<ReturnType<typeof repo.lockOrder>>>,
    ) => Promise<OrderActor | null>,
    refusal: string,
    extra: { comment: string | null; cancelReason?: string; shipment?: { carrier: string; trackingNumber: string } },
  ) {
    const id = rowIdFrom(rawId)
    if (id === null) throw orderNotFound()
    const moved = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id)
      const actor = order ? await actorOf(tx, order) : null
      if (!order || !actor) throw orderNotFound()
      if (!canMoveOrder(order.status as OrderStatus, to, actor)) throw new AppError(409, refusal)
      await repo.setOrderStatus(tx, id, to, {
        ...(extra.cancelReason ? { cancelReason: extra.cancelReason } : {}),
        // Handed to delivery (again): the carrier and tracking number the buyer is shown are the last ones given.
        ...(to === 'delivery_service' && extra.shipment ? extra.shipment : {}),
      })
      const [entryId] = await repo.insertStatusEntries(tx, [
        { orderId: id, status: to, actor, actorUserId: caller.id, comment: extra.comment },
      ])
      // An administrator's move goes on the console's record too: the new status, and the comment when there is one.
      if (actor === 'admin') {
        await record(tx, caller.id, 'order', id, 'order_moved', extra.comment ? `${to}: ${extra.comment}` : to)
      }
      // Still holding the order's row: a paid card order's money goes back once, whoever cancelled it.
      if (to.startsWith('canceled_by_')) await deps.refunds?.refundIfCancelledAndPaid(tx, id)
      if (entryId !== undefined) await deps.notifications?.moved(tx, id, to, entryId)
      return { result: true as const, order: await orderView(tx, id) }
    })
    deps.notifications?.kick()
    return moved
  }

  return {
    /** The caller's orders, newest first, a page at a time; `ids` narrows to those of them (others' ids find nothing). */
    async listOfBuyer(userId: number, query: ListQuery) {
      const page = { page: query?.page ?? 1, per_page: query?.per_page ?? ORDERS_PER_PAGE }
      // Ids beyond Postgres `integer` can name no order; leaving them in would make the database fail.
      const ids = query?.ids
        ?.split(',')
        .map(Number)
        .filter((id) => id >= 1 && id <= MAX_ROW_ID)
      const [total, rows] = await Promise.all([
        repo.countBuyerOrders(db, userId, ids),
        repo.listBuyerOrders(db, userId, { ...pageRows(page), ids }),
      ])
      return {
        orders: await toOrders(db, rows),
        pagination: pagination(page, total),
      }
    },

    /** The buyer cancels their own order with a reason, while the machine allows it. */
    cancel(caller: OrderCaller, rawId: string | undefined, body: CancelBody) {
      return move(
        caller,
        rawId,
        'canceled_by_buyer',
        async (_, order) => (order.userId === caller.id ? 'buyer' : null),
        orderMessages.notCancellable,
        { comment: body.comment, cancelReason: body.reason },
      )
    },

    /** The order's seller or an administrator moves it on; for anyone else the order does not exist. */
    changeStatus(caller: OrderCaller, rawId: string | undefined, body: ChangeStatusBody) {
      return move(
        caller,
        rawId,
        body.status_id,
        async (tx, order) => {
          if (caller.roleId === roles.admin) return 'admin'
          if (caller.roleId !== roles.merchant) return null
          const merchantId = await repo.findUserMerchant(tx, caller.id)
          return merchantId !== null && merchantId === order.merchantId ? 'seller' : null
        },
        orderMessages.moveRefused,
        {
          comment: body.comment,
          ...(body.carrier && body.tracking_number
            ? { shipment: { carrier: body.carrier, trackingNumber: body.tracking_number } }
            : {}),
        },
      )
    },

    /** Keeps a private buyer's passport copy, checked by its first bytes and its size, for the orders that name it. */
    async uploadPassport(userId: number, file: File) {
      if (file.size > PASSPORT_FILE_MAX_BYTES) {
        throw new AppError(413, orderMessages.passportSize, { file: [orderMessages.passportSize] })
      }
      const bytes = new Uint8Array(await file.arrayBuffer())
      const contentType = sniffPassportFileType(bytes)
      if (!contentType) throw new AppError(400, orderMessages.passportType, { file: [orderMessages.passportType] })
      const stored = {
        id: randomUUID(),
        userId,
        name: passportFileName(file.name),
        contentType,
        bytes: Buffer.from(bytes),
      }
      await repo.insertOrderFile(db, stored)
      return { file: { id: stored.id, name: stored.name, size: bytes.byteLength, content_type: contentType } }
    },

    /** The passport copy of an order, for the order's seller and administrators only (404 for anyone else). */
    async passportOfOrder(caller: OrderCaller, rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      if (id === null) throw orderNotFound()
      const file = await repo.findOrderPassport(db, id)
      if (!file) throw orderNotFound()
      // A seller (role 3) of this order's merchant, or an administrator; a buyer never, whatever else their row says.
      const ownSeller =
        caller.roleId === roles.merchant && (await repo.findUserMerchant(db, caller.id)) === file.merchantId
      if (caller.roleId !== roles.admin && !ownSeller) throw orderNotFound()
      return file
    },
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>
