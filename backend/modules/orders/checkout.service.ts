/**
 * Placing orders (docs/decisions/022): the order draft is checked against the buyer's cart, addresses, requisites,
 * the re-priced delivery and the passport rule, and then — in one transaction — one order per seller is made with
 * what the buyer saw snapshotted, the ordered lines leave the cart, and card payers get one payment for them all.
 * The idempotency key makes a repeated or parallel submit answer the same orders.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import type { OrderDeliverySnapshot, OrderPayerSnapshot } from '#backend/db/schema.ts'
import { AppError } from '#backend/lib/errors.ts'
import { toRubles } from '#backend/lib/money.ts'
import { createAddressesService, toAddress } from '#backend/modules/addresses/addresses.service.ts'
import { loadUserCart } from '#backend/modules/cart/cart-lines.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import { createRequisitesService, toRequisite } from '#backend/modules/requisites/requisites.service.ts'
import { type CartItem, groupCartByMerchant, toKopecks } from '#contract/cart.ts'
import type { MerchantDelivery } from '#contract/delivery.ts'
import {
  type addOrderCall,
  NEW_ENTRY_ID,
  orderDraftSchema,
  orderMessages,
  type PaymentType,
  paymentTypes,
  recipientSchema,
} from '#contract/orders.ts'
import type { Requisite } from '#contract/requisites.ts'
import * as repo from './orders.repository.ts'

/**
 * The draft as the route takes it: the contract's shapes, except the fields whose refusals SPEC §5 words itself
 * (address, payment method, requisites, recipient, agreement). Those are checked here with the cross rules, so that
 * one answer names every refusal with its Russian text instead of the first few a schema stops at.
 */
export const checkoutBodySchema = orderDraftSchema
  .extend({
    address_id: z.unknown(),
    payment_type: z.unknown(),
    requisite_id: z.unknown(),
    recipient: z.unknown(),
    agreement: z.unknown(),
  })
  .strict()
export type CheckoutBody = z.output<typeof checkoutBodySchema>
type CheckoutAnswer = z.input<(typeof addOrderCall)['response']>

/** Delivery of a cart priced again at checkout (backend/modules/delivery, `forCarts`). */
export interface CartDeliveryPricing {
  forCarts(input: {
    carts: { merchant_id: number; products: { product_id: number; quantity: number }[] }[]
    city?: string
    kladr_id?: string
  }): Promise<{ city: string; merchants: MerchantDelivery[] }>
}

/** The card payment of a checkout's orders, made inside the checkout's transaction (backend/modules/payments). */
export interface CheckoutPayments {
  startForOrders(tx: Database, userId: number, orderIds: number[]): Promise<{ id: string; confirmation_url: string }>
}

export interface CheckoutDependencies {
  /** Delivery pricing reading through the given database or transaction. */
  delivery: (db: Database) => CartDeliveryPricing
  payments: CheckoutPayments
}

type Refusals = Record<string, string[]>
const refuse = (fields: Refusals, key: string, message: string) => {
  const known = fields[key] ?? []
  if (!known.includes(message)) fields[key] = [...known, message]
}

/**
 * The same draft gives the same hash whatever the order of its keys. The key itself is left out, and so is the
 * passport copy's id: a form posted again uploads the same copy again under a new id, and that is still the same
 * order (docs/decisions/022).
 */
export function draftHash(body: CheckoutBody): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    }
    return value
  }
  const { idempotency_key: _, passport_file_id: __, ...draft } = body
  return createHash('sha256')
    .update(JSON.stringify(canonical(draft)))
    .digest('hex')
}

type RequisiteRow = NonNullable<Awaited<ReturnType<typeof repo.findOwnRequisite>>>
type Destination = Pick<OrderDeliverySnapshot, 'city_full' | 'street' | 'house' | 'apartment' | 'entrance' | 'floor'> &
  Pick<OrderDeliverySnapshot, 'intercom' | 'kladr_id'>

/** The part of an address, saved or sent with the draft, that the delivery is priced by and the order keeps. */
const destinationOf = (address: Destination): Destination => ({
  city_full: address.city_full,
  street: address.street,
  house: address.house,
  apartment: address.apartment,
  entrance: address.entrance,
  floor: address.floor,
  intercom: address.intercom,
  kladr_id: address.kladr_id,
})

/** The payer an order keeps: the requisites as the account shows them, without the list's id and default flag. */
const payerOf = (requisite: Requisite): OrderPayerSnapshot => {
  const { id: _, default: __, ...payer } = requisite
  return payer
}

/** What the checks found, for the writing that follows them. */
interface CheckedDraft {
  cart: CartItem[]
  destination: Destination
  paymentType: PaymentType
  requisite: RequisiteRow | null
  recipient: z.output<typeof recipientSchema> | null
  /** The re-priced option each seller's parcel goes with. */
  chosen: Map<number, MerchantDelivery['options'][number]>
  passportFileId: string | null
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
  /** Checks the draft against what the transaction holds; every refusal found is thrown together as one 422. */
  async function check(tx: Database, userId: number, body: CheckoutBody): Promise<CheckedDraft> {
    const fields: Refusals = Object.create(null)
    const cart = await loadUserCart(tx, userId)

    // Goods: the cart as stored, not a list the client sends.
    if (cart.length === 0) refuse(fields, 'cart', orderMessages.emptyCart)
    for (const item of cart) if (!item.available) refuse(fields, 'cart', orderMessages.unavailable(item.name))
    const groups = groupCartByMerchant(cart)
    for (const group of groups) {
      if (group.shortfall > 0) {
        refuse(fields, 'cart', orderMessages.minimumOrder(group.merchant.name, group.merchant.min_order, group.total))
      }
    }

    // Address: a saved one of the caller's, or a new one sent with -1.
    let destination: Destination | null = null
    if (body.address_id === NEW_ENTRY_ID) {
      if (body.new_address) destination = destinationOf(body.new_address)
      else refuse(fields, 'address_id', orderMessages.address)
    } else {
      const addressId = typeof body.address_id === 'number' ? rowIdFrom(body.address_id) : null
      const row = addressId === null ? null : await repo.findOwnAddress(tx, userId, addressId)
      if (row) destination = destinationOf(toAddress(row))
      else refuse(fields, 'address_id', orderMessages.address)
    }

    // Payment and payer.
    const paymentType = [1, 2, 3].includes(body.payment_type as number) ? (body.payment_type as PaymentType) : null
    if (paymentType === null) refuse(fields, 'payment_type', orderMessages.payment)
    let requisite: RequisiteRow | null = null
    if (paymentType === paymentTypes.existingRequisite) {
      const requisiteId = typeof body.requisite_id === 'number' ? rowIdFrom(body.requisite_id) : null
      requisite = requisiteId === null ? null : await repo.findOwnRequisite(tx, userId, requisiteId)
      if (!requisite) refuse(fields, 'requisite_id', orderMessages.requisites)
    }
    if (paymentType === paymentTypes.newRequisite && !body.new_requisite) {
      refuse(fields, 'new_requisite', orderMessages.requisites)
    }

    // Someone else receives: both name and phone.
    let recipient: CheckedDraft['recipient'] = null
    if (body.recipient != null) {
      const parsed = recipientSchema.strict().safeParse(body.recipient)
      if (parsed.success) recipient = parsed.data
      else {
        const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]))
        if (wrong.has('fio') || !wrong.has('phone')) refuse(fields, 'recipient.fio', orderMessages.recipientName)
        if (wrong.has('phone') || !wrong.has('fio')) refuse(fields, 'recipient.phone', orderMessages.recipientPhone)
      }
    }
    if (body.agreement !== true) refuse(fields, 'agreement', orderMessages.agreement)

    // Delivery: one chosen option per seller, among the options priced again now for this address.
    const chosenCodes = new Map<number, string>()
    for (const entry of body.delivery)
      if (!chosenCodes.has(entry.merchant_id)) chosenCodes.set(entry.merchant_id, entry.code)
    if (groups.length > 0 && body.delivery.length === 0) refuse(fields, 'delivery', orderMessages.delivery)
    for (const group of groups) {
      if (!chosenCodes.has(group.merchant.id)) refuse(fields, `delivery.${group.merchant.id}`, orderMessages.delivery)
    }
    const chosen: CheckedDraft['chosen'] = new Map()
    if (destination && groups.length > 0) {
      const priced = await priceDelivery(tx, groups, destination, fields)
      for (const group of groups) {
        const code = chosenCodes.get(group.merchant.id)
        if (code === undefined || !priced) continue
        const option = priced.get(group.merchant.id)?.find((o) => o.code === code)
        if (option) chosen.set(group.merchant.id, option)
        else refuse(fields, `delivery.${group.merchant.id}`, orderMessages.deliveryUnknown)
      }
    }

    // A private buyer (card) ordering a precursor shows a passport copy they uploaded themselves.
    let passportFileId: string | null = null
    if (paymentType === paymentTypes.card && cart.some((item) => item.contains_precursor)) {
      const id = body.passport_file_id
      if (id && (await repo.ownsOrderFile(tx, userId, id))) passportFileId = id
      else refuse(fields, 'passport_file_id', orderMessages.passport)
    }

    const first = Object.values(fields)[0]?.[0]
    if (first !== undefined || !destination || paymentType === null) {
      throw new AppError(422, first ?? orderMessages.address, { ...fields })
    }
    return { cart, destination, paymentType, requisite, recipient, chosen, passportFileId }
  }

  /** Each seller's options for the address; null (with the address refused) when the delivery city is unknown. */
  async function priceDelivery(
    tx: Database,
    groups: ReturnType<typeof groupCartByMerchant>,
    destination: Destination,
    fields: Refusals,
  ): Promise<Map<number, MerchantDelivery['options']> | null> {
    try {
      const priced = await deps.delivery(tx).forCarts({
        carts: groups.map((group) => ({
          merchant_id: group.merchant.id,
          products: group.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
        })),
        city: destination.city_full,
        ...(destination.kladr_id ? { kladr_id: destination.kladr_id } : {}),
      })
      return new Map(priced.merchants.map((entry) => [entry.merchant_id, entry.options]))
    } catch (error) {
      // An address whose city the delivery cannot find is the address's fault, not a failure (the service says 400).
      const aboutPlace =
        error instanceof AppError && error.status === 400 && (error.fields?.city || error.fields?.kladr_id)
      if (!aboutPlace) throw error
      refuse(fields, 'address_id', error.message)
      return null
    }
  }

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
    add(userId: number, body: CheckoutBody): Promise<CheckoutAnswer> {
      const hash = draftHash(body)
      return db.transaction(async (tx) => {
        // One checkout of a buyer at a time: a parallel submit waits here, then finds the key used and answers
        // what the first made, or (another key) finds the cart already ordered. Other buyers are not held up.
        await repo.lockBuyer(tx, userId)
        if (!(await repo.claimCheckout(tx, userId, body.idempotency_key, hash))) {
          return replay(tx, userId, body, hash)
        }
        await repo.lockCart(tx, userId)
        const draft = await check(tx, userId, body)
        return place(tx, userId, body, draft)
      })
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>
