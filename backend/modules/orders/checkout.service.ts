/**
 * Placing orders (docs/decisions/022): the order draft is checked (checkout-draft.ts), and then — in one
 * transaction — one order per seller is made with what the buyer saw snapshotted, the ordered lines leave the cart,
 * and card payers get one payment for them all. The idempotency key makes a repeated or parallel submit answer the
 * same orders.
 */
import type { Database } from '#backend/db/client.ts'
import type { OrderPayerSnapshot } from '#backend/db/schema.ts'
import { AppError } from '#backend/lib/errors.ts'
import { createAddressesService } from '#backend/modules/addresses/addresses.service.ts'
import { createRequisitesService, toRequisite } from '#backend/modules/requisites/requisites.service.ts'
import { rememberBuyerContacts } from '#backend/modules/users/buyer-contacts.ts'
import { groupCartByMerchant } from '#contract/cart.ts'
import { toKopecks, toRubles } from '#contract/money.ts'
import { NEW_ENTRY_ID, orderMessages, type PaymentType, paymentTypes } from '#contract/orders.ts'
import type { Requisite } from '#contract/requisites.ts'
import {
  type CartDeliveryPricing,
  type CheckedDraft,
  type CheckoutAnswer,
  type CheckoutBody,
  checkDraft,
  draftHash,
} from './checkout-draft.ts'
import type { OrderNotifications } from './order-notifications.ts'
import * as repo from './orders.repository.ts'

/** The card payment of a checkout's orders, made inside the checkout's transaction (backend/modules/payments). */
export interface CheckoutPayments {
  startForOrders(tx: Database, userId: number, orderIds: number[]): Promise<{ id: string; confirmation_url: string }>
}

export interface CheckoutDependencies {
  /** Delivery pricing reading through the given database or transaction. */
  delivery: (db: Database) => CartDeliveryPricing
  payments: CheckoutPayments
  /** Tells the buyer and the sellers, in the checkout's transaction (decision 047); without it nobody is told. */
  notifications?: Pick<OrderNotifications, 'placed' | 'kick'>
}

/** The payer an order keeps: the requisites as the account shows them, without the list's id and default flag. */
const payerOf = (requisite: Requisite): OrderPayerSnapshot => {
  const { id: _, default: __, ...payer } = requisite
  return payer
}

/** The owned lists refuse a 51st address or requisite with 422; at checkout that belongs to the field that asked. */
async function savedUnderField<T>(field: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof AppError && error.status === 422)
      throw new AppError(422, error.message, { [field]: [error.message] })
    throw error
  }
}

export function createCheckoutService(db: Database, deps: CheckoutDependencies) {
  /** Writes the checked draft: saved address and requisites, the orders, the payment, and the cart without them. */
  async function place(tx: Database, userId: number, body: CheckoutBody, draft: CheckedDraft): Promise<CheckoutAnswer> {
    if (body.address_id === NEW_ENTRY_ID && body.new_address) {
      const newAddress = body.new_address
      await savedUnderField('new_address', () => createAddressesService(tx).add(userId, newAddress))
    }
    let payer: OrderPayerSnapshot | null = draft.requisite ? payerOf(toRequisite(draft.requisite)) : null
    if (draft.paymentType === paymentTypes.newRequisite && body.new_requisite) {
      const fields = body.new_requisite
      const saved = await savedUnderField('new_requisite', () =>
        createRequisitesService(tx).save(userId, { ...fields, id: undefined }),
      )
      payer = payerOf(saved.requisite)
    }
    await rememberBuyerContacts(tx, userId, { fio: body.user.fio, email: body.user.email })
    const card = draft.paymentType === paymentTypes.card
    const groups = groupCartByMerchant(draft.cart)

    const created = await repo.insertOrders(
      tx,
      groups.map((group) => {
        const option = draft.chosen.get(group.merchant.id)
        if (!option) throw new Error(`no delivery option was checked for merchant ${group.merchant.id}`)
        return {
          userId,
          merchantId: group.merchant.id,
          idempotencyKey: body.idempotency_key,
          status: card ? 'created' : 'billed',
          goodsCost: toKopecks(group.total),
          deliveryCost: toKopecks(option.cost),
          buyerName: body.user.fio,
          buyerPhone: body.user.phone,
          buyerEmail: body.user.email,
          comment: body.user.comment,
          recipientName: draft.recipient?.fio ?? null,
          recipientPhone: draft.recipient?.phone ?? null,
          delivery: {
            ...draft.destination,
            code: option.code,
            type: option.type,
            tariffName: option.tariff_name,
            days_min: option.days_min,
            days_max: option.days_max,
          },
          paymentType: draft.paymentType,
          paymentStatus: card ? 'pending' : 'not_applicable',
          payer,
          passportFileId: group.items.some((item) => item.contains_precursor) ? draft.passportFileId : null,
        }
      }),
    )
    const orderOf = new Map(created.map((order) => [order.merchantId, order]))
    const idOf = (merchantId: number) => {
      const order = orderOf.get(merchantId)
      if (!order) throw new Error(`no order was made for merchant ${merchantId}`)
      return order.id
    }

    await repo.insertOrderItems(
      tx,
      draft.cart.map((item) => ({
        orderId: idOf(item.merchant.id),
        offerId: item.product_id,
        masterProductId: item.master_product_id,
        name: item.name,
        slug: item.slug,
        image: item.thumbnail.url,
        units: item.units,
        quantity: item.quantity,
        price: toKopecks(item.price),
        priceGross: toKopecks(item.price_gross ?? item.price),
        vatRate: item.vat_rate,
        containsPrecursor: item.contains_precursor,
      })),
    )
    await repo.insertStatusEntries(
      tx,
      created.flatMap((order) => [
        { orderId: order.id, status: 'created', actor: 'system' },
        ...(card ? [] : [{ orderId: order.id, status: 'billed', actor: 'system' }]),
      ]),
    )

    let payment: CheckoutAnswer['payment'] = null
    if (card) {
      payment = await deps.payments.startForOrders(
        tx,
        userId,
        created.map((order) => order.id),
      )
      await repo.setCheckoutPayment(tx, userId, body.idempotency_key, payment.id)
    }
    await repo.deleteCartLines(
      tx,
      userId,
      draft.cart.map((item) => item.product_id),
    )
    await deps.notifications?.placed(
      tx,
      created.map((order) => order.id),
    )

    return {
      result: true,
      orders: groups.map((group) => {
        const order = orderOf.get(group.merchant.id)
        const option = draft.chosen.get(group.merchant.id)
        if (!order || !option) throw new Error('an order went missing')
        return {
          id: order.id,
          number: order.number,
          merchant_id: group.merchant.id,
          total_cost: toRubles(toKopecks(group.total) + toKopecks(option.cost)),
          payment_type: draft.paymentType,
        }
      }),
      payment: payment ? { id: payment.id, confirmation_url: payment.confirmation_url } : null,
    }
  }

  /** What a checkout already made answers again: its orders and its payment. */
  async function replay(tx: Database, userId: number, body: CheckoutBody, hash: string): Promise<CheckoutAnswer> {
    const checkout = await repo.findCheckout(tx, userId, body.idempotency_key)
    if (!checkout) throw new Error('a claimed idempotency key has no checkout')
    if (checkout.draftHash !== hash) throw new AppError(409, orderMessages.idempotencyReused)
    const placed = await repo.listCheckoutOrders(tx, userId, body.idempotency_key)
    const payment = checkout.paymentId ? await repo.findPayment(tx, checkout.paymentId) : null
    return {
      result: true,
      orders: placed.map((order) => ({
        id: order.id,
        number: order.number,
        merchant_id: order.merchantId,
        total_cost: toRubles(order.goodsCost + order.deliveryCost),
        payment_type: order.paymentType as PaymentType,
      })),
      payment: payment ? { id: payment.id, confirmation_url: payment.confirmationUrl } : null,
    }
  }

  return {
    /** Places the buyer's orders from the draft, or answers those its key placed before. */
    async add(userId: number, body: CheckoutBody): Promise<CheckoutAnswer> {
      const hash = draftHash(body)
      const answer = await db.transaction(async (tx) => {
        // One checkout of a buyer at a time: a parallel submit waits here, then finds the key used and answers
        // what the first made, or (another key) finds the cart already ordered. Other buyers are not held up.
        await repo.lockBuyer(tx, userId)
        if (!(await repo.claimCheckout(tx, userId, body.idempotency_key, hash))) {
          return replay(tx, userId, body, hash)
        }
        await repo.lockCart(tx, userId)
        const draft = await checkDraft(tx, userId, body, deps.delivery(tx))
        return place(tx, userId, body, draft)
      })
      deps.notifications?.kick()
      return answer
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>
