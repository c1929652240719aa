/**
 * Refunds of cancelled card orders (decision 032). When a paid card order is cancelled — by its buyer, its seller or
 * an administrator — or a payment succeeds for an order cancelled meanwhile, the order's part of the payment (its
 * goods and delivery) goes back through the payment provider. The sandbox refunds at once; a real acquirer may answer
 * `pending` and settle later. One refund per order, ever: the caller holds the order's row, the refund row is unique
 * per order, and an order already refunded is left alone — cancelling twice never refunds twice.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '#backend/db/client.ts'
import { paymentTypes } from '#contract/orders.ts'
import type { PaymentProvider } from './payment.provider.ts'
import * as repo from './refunds.repository.ts'

const isCancelled = (status: string) => status.startsWith('canceled_by_')

export interface RefundsOptions {
  now?: () => Date
  log?: (message: string, error?: unknown) => void
}

export function createRefundsService(provider: PaymentProvider, options: RefundsOptions = {}) {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message, error) => console.error(message, error))

  return {
    /**
     * Inside the caller's transaction, which holds the order's row: gives back a cancelled, paid card order's money
     * unless it was given back already. Does nothing for any other order. A provider that cannot answer leaves the
     * refund `pending` (its idempotence key makes a later retry safe); the cancellation goes through regardless.
     */
    async refundIfCancelledAndPaid(tx: Database, orderId: number): Promise<void> {
      const order = await repo.refundableOrder(tx, orderId)
      if (!order || order.paymentType !== paymentTypes.card || order.paymentStatus !== 'paid') return
      if (!isCancelled(order.status)) return
      const payment = await repo.succeededPaymentOf(tx, orderId)
      if (!payment) return
      const id = randomUUID()
      const amount = Math.min(order.goodsCost + order.deliveryCost, payment.amount)
      const inserted = await repo.insertRefund(tx, {
        id,
        orderId,
        paymentId: payment.id,
        providerRef: null,
        amount,
        status: 'pending',
        error: null,
        createdAt: now(),
      })
      if (!inserted) return
      try {
        const result = await provider.refund({
          refundId: id,
          paymentId: payment.id,
          paymentProviderRef: payment.providerRef,
          amount,
          description: `Возврат по заказу № ${order.number}`,
        })
        await repo.settleRefund(tx, id, {
          status: result.status,
          providerRef: result.providerRef,
          error: result.error,
          completedAt: result.status === 'pending' ? null : now(),
        })
      } catch (error) {
        log(`Refund ${id} of order ${orderId}: the provider did not answer; left pending`, error)
      }
    },
  }
}
export type RefundsService = ReturnType<typeof createRefundsService>
