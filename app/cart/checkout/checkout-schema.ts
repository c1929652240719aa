/**
 * The checkout form (SPEC §3 Order draft, §5): one zod schema read by conform in the browser and by the action. Its
 * field names are the order draft's own (`user.fio`, `recipient.phone`, `address_id`, `new_address.street`,
 * `delivery.12`, `payment_type`, `requisite_id`, `new_requisite.bank_bik`, `agreement`), so the back-end's 422 field
 * names land under the right fields unchanged.
 *
 * What is required depends on what the buyer chose (someone else receives, a new address, new requisites) and on the
 * cart (a delivery method per seller): the schema is built from those choices as the form holds them
 * (`checkoutSchemaFor`). Parts not chosen are not read, so the fields of a new address or new requisites a buyer left
 * empty — rendered anyway without JavaScript — refuse nothing.
 */
import { z } from 'zod'
import { addressSchema, requisiteSchema } from '#app/account/account-schema.ts'
import { ADDRESS_INTENTS } from '#app/account/address-form.tsx'
import { REQUISITE_INTENTS } from '#app/account/requisite-form.tsx'
import { formTexts, optionalText, phone, requiredEmail, requiredText } from '#app/lib/forms/rules.ts'
import { NEW_ENTRY_ID, orderMessages, paymentTypes } from '#contract/orders.ts'

export { NEW_ENTRY_ID, paymentTypes }

/** The buyer's own page and answers: never kept by a browser's back cache, a proxy or a CDN. */
export const CHECKOUT_HEADERS = { 'Cache-Control': 'private, no-store' } as const

/** The buttons of the form, by `intent`. The order itself is placed by the default (no intent, or `place`). */
export const CHECKOUT_INTENTS = {
  place: 'place',
  quote: 'quote',
  // The new address's suggestions and the new requisites' look-ups are the account forms' own steps.
  findCity: ADDRESS_INTENTS.findCity,
  findStreet: ADDRESS_INTENTS.findStreet,
  fillByInn: REQUISITE_INTENTS.fillByInn,
  findBank: REQUISITE_INTENTS.findBank,
} as const

/** The passport copy's file input and the hidden fields that keep an uploaded copy across refusals. */
export const PASSPORT_FIELD = 'passport'
export const PASSPORT_ID_FIELD = 'passport_file_id'
export const PASSPORT_NAME_FIELD = 'passport_file_name'
export const OTHER_RECIPIENT_FIELD = 'other_recipient'
export const IDEMPOTENCY_FIELD = 'idempotency_key'

/** The choices the schema depends on, as the form holds them. */
export interface CheckoutChoices {
  /** The sellers of the cart: one delivery method each. */
  merchantIds: readonly number[]
  otherRecipient: boolean
  addressId: number | null
  paymentType: number | null
}

/** The choices as a posted form (or the browser's FormData) holds them. */
export function choicesOf(form: FormData, merchantIds: readonly number[]): CheckoutChoices {
  const number = (name: string) => {
    const value = form.get(name)
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
    return Number.isSafeInteger(parsed) ? parsed : null
  }
  return {
    merchantIds,
    otherRecipient: form.get(OTHER_RECIPIENT_FIELD) === 'on',
    addressId: number('address_id'),
    paymentType: number('payment_type'),
  }
}

const limits = { fio: 200, comment: 2000 } as const

/** Whatever is posted where the choice does not read it. */
const ignored = z.any().optional()

const recipientSchema = z.object({
  fio: requiredText(limits.fio, orderMessages.recipientName),
  phone: z
    .string({ required_error: orderMessages.recipientPhone })
    .trim()
    .min(1, orderMessages.recipientPhone)
    .pipe(phone),
})

export function checkoutSchemaFor(choices: CheckoutChoices) {
  const delivery = z.object(
    Object.fromEntries(
      choices.merchantIds.map((id) => [
        String(id),
        z.string({ required_error: orderMessages.delivery }).trim().min(1, orderMessages.delivery).max(100),
      ]),
    ),
  )
  return z.object({
    [IDEMPOTENCY_FIELD]: z.string({ required_error: formTexts.format }).uuid(formTexts.format),
    user: z.object({
      fio: requiredText(limits.fio),
      phone,
      email: requiredEmail,
      comment: optionalText(limits.comment),
    }),
    [OTHER_RECIPIENT_FIELD]: z.boolean().optional(),
    recipient: choices.otherRecipient ? recipientSchema : ignored,
    address_id: z
      .number({ required_error: orderMessages.address, invalid_type_error: orderMessages.address })
      .int(orderMessages.address)
      .refine((value) => value === NEW_ENTRY_ID || value > 0, orderMessages.address),
    new_address: choices.addressId === NEW_ENTRY_ID ? addressSchema : ignored,
    delivery,
    payment_type: z
      .number({ required_error: orderMessages.payment, invalid_type_error: orderMessages.payment })
      .refine((value) => Object.values(paymentTypes).includes(value as 1 | 2 | 3), orderMessages.payment),
    requisite_id:
      choices.paymentType === paymentTypes.existingRequisite
        ? z.number({ required_error: orderMessages.requisites, invalid_type_error: orderMessages.requisites })
        : ignored,
    new_requisite: choices.paymentType === paymentTypes.newRequisite ? requisiteSchema : ignored,
    [PASSPORT_ID_FIELD]: z.string().uuid().optional(),
    [PASSPORT_NAME_FIELD]: z.string().max(300).optional(),
    agreement: z
      .boolean({ required_error: orderMessages.agreement })
      .refine((value) => value === true, orderMessages.agreement),
  })
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutSchemaFor>>

// ---- What the page shows of the cart and of delivery ----

/** A delivery option as the form shows it (the contract's option). */
export interface DeliveryChoice {
  code: string
  type: 'courier' | 'pickup'
  tariff_name: string
  cost: number
  days_min: number
  days_max: number
}

/** One seller's delivery for the chosen destination; `options` empty: it cannot be priced (or the quote failed). */
export interface MerchantQuote {
  merchant_id: number
  from_city: string
  free_delivery: boolean
  options: DeliveryChoice[]
}

/** The delivery options of the cart's sellers for a destination, or why there are none. */
export type DeliveryQuote =
  | { status: 'ready'; city: string; merchants: MerchantQuote[] }
  | { status: 'no-address' }
  | { status: 'failed'; error: string }

/** What the JavaScript fetcher asks (`/cart/checkout/delivery?…`) and the action quotes for. */
export interface Destination {
  city?: string | undefined
  kladr_id?: string | undefined
}
