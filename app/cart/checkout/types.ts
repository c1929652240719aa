/** What the checkout page's parts share: the page's data as the loader sends it, and the form's metadata. */
import type { FieldMetadata, SubmissionResult } from '@conform-to/react'
import type { CityChoice, StreetChoice } from '#app/account/account-schema.ts'
import type { Address } from '#contract/addresses.ts'
import type { CartItem, CartMerchantGroup } from '#contract/cart.ts'
import type { Requisite } from '#contract/requisites.ts'
import type { DeliveryQuote } from './checkout-schema.ts'

export interface CheckoutPageData {
  cart: { items: CartItem[]; groups: CartMerchantGroup[] }
  buyer: { fio: string; phone: string; email: string }
  addresses: Address[]
  requisites: Requisite[]
  needsPassport: boolean
  idempotencyKey: string
  quote: DeliveryQuote
  quoteFor: string
}

/** A look-up's outcome under the INN or BIK field of the new requisites. */
export interface RequisiteNotice {
  field: 'new_requisite.inn' | 'new_requisite.bank_bik'
  found: boolean
  text: string
}

/** What the action answers when the form comes back. */
export interface CheckoutAnswer {
  result: SubmissionResult<string[]>
  /** The delivery options for the address the form holds. */
  quote: DeliveryQuote
  /** Which address the quote is for: a saved address's id, or the new address's city. */
  quoteFor: string
  cityChoices?: CityChoice[] | null
  streetChoices?: StreetChoice[] | null
  cityChosen?: { city: string; delivery: boolean } | null
  notice?: RequisiteNotice | null
}

/** A field of the form; its shape depends on the buyer's choices (checkoutSchemaFor), so it is read loosely. */
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]> & {
  getFieldset: () => Record<string, AnyField>
}

type FieldName =
  | 'idempotency_key'
  | 'user'
  | 'other_recipient'
  | 'recipient'
  | 'address_id'
  | 'new_address'
  | 'delivery'
  | 'payment_type'
  | 'requisite_id'
  | 'new_requisite'
  | 'passport'
  | 'passport_file_id'
  | 'passport_file_name'
  | 'agreement'

export type CheckoutFields = Record<FieldName, AnyField>
