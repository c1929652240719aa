/**
 * Checking an order draft at checkout (docs/decisions/022): against the buyer's cart, addresses, requisites, the
 * delivery priced again for the address, and the passport rule. Every refusal found is answered together, in one 422
 * naming each field with its Russian text (SPEC §5); what the checks found goes on to be written
 * (checkout.service.ts).
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import type { OrderDeliverySnapshot } from '#backend/db/schema.ts'
import { AppError } from '#backend/lib/errors.ts'
import { toAddress } from '#backend/modules/addresses/addresses.service.ts'
import { loadUserCart } from '#backend/modules/cart/cart-lines.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import { type CartItem, groupCartByMerchant } from '#contract/cart.ts'
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
export type CheckoutAnswer = z.input<(typeof addOrderCall)['response']>

/** Delivery of a cart priced again at checkout (backend/modules/delivery, `forCarts`). */
export interface CartDeliveryPricing {
  forCarts(input: {
    carts: { merchant_id: number; products: { product_id: number; quantity: number }[] }[]
    city?: string
    kladr_id?: string
  }): Promise<{ city: string; merchants: MerchantDelivery[] }>
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

export type RequisiteRow = NonNullable<Awaited<ReturnType<typeof repo.findOwnRequisite>>>
export type Destination = Pick<
  OrderDeliverySnapshot,
  'city_full' | 'street' | 'house' | 'apartment' | 'entrance' | 'floor'
> &
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

/** What the checks found, for the writing that follows them. */
export interface CheckedDraft {
  cart: CartItem[]
  destination: Destination
  paymentType: PaymentType
  requisite: RequisiteRow | null
  recipient: z.output<typeof recipientSchema> | null
  /** The re-priced option each seller's parcel goes with. */
  chosen: Map<number, MerchantDelivery['options'][number]>
  passportFileId: string | null
}

/** Checks the draft against what the transaction holds; every refusal found is thrown together as one 422. */
export async function checkDraft(
  tx: Database,
  userId: number,
  body: CheckoutBody,
  delivery: CartDeliveryPricing,
): Promise<CheckedDraft> {
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
    const priced = await priceDelivery(delivery, groups, destination, fields)
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
  delivery: CartDeliveryPricing,
  groups: ReturnType<typeof groupCartByMerchant>,
  destination: Destination,
  fields: Refusals,
): Promise<Map<number, MerchantDelivery['options']> | null> {
  try {
    const priced = await delivery.forCarts({
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
