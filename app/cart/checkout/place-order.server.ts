/**
 * Placing the order (SPEC §3 Order draft, §5, §7 POST /api/user/order/add): the passport copy uploaded first (so a
 * refusal keeps it), the form checked, the order draft sent once under the form's idempotency key (decision 022);
 * the back-end's refusals come back under the fields; success resets the order draft (SPEC §4) and sends the buyer
 * to pay (card) or to the thanks page (invoice).
 */
import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import type { AddressForm, RequisiteForm } from '#app/account/account-schema.ts'
import { addressBodyOf } from '#app/account/address-form.server.ts'
import { requisiteBodyOf } from '#app/account/requisite-form.server.ts'
import { CART_PATHS, clearOrderConfirmation } from '#app/cart/cart-steps.server.ts'
import type { LoadedCart } from '#app/cart/cart-view.server.ts'
import { formatPrice } from '#app/lib/format.ts'
import { toRubles } from '#contract/money.ts'
import {
  addOrderCall,
  type OrderDraft,
  orderMessages,
  PASSPORT_FILE_MAX_BYTES,
  PASSPORT_FILE_TYPES,
  uploadPassportCall,
} from '#contract/orders.ts'
import { again, type Posted, signedOut, TOO_LARGE } from './checkout-post.server.ts'
import {
  CHECKOUT_HEADERS,
  type CheckoutChoices,
  checkoutSchemaFor,
  choicesOf,
  IDEMPOTENCY_FIELD,
  NEW_ENTRY_ID,
  PASSPORT_FIELD,
  PASSPORT_ID_FIELD,
  PASSPORT_NAME_FIELD,
  paymentTypes,
} from './checkout-schema.ts'
import { destinationOfPost, quoteDelivery } from './delivery-quote.server.ts'
import { checkoutSums, SHOWN_TOTAL_FIELD } from './sums.ts'

/** Whether a private buyer's order needs the passport copy: a precursor in the cart, paid by card (SPEC §5). */
export function cartHasPrecursor(cart: Pick<LoadedCart, 'items'>): boolean {
  return cart.items.some((item) => item.contains_precursor)
}

/** The back-end's field names the form shows under a field; the rest go to the summary at the top. */
const BACKEND_RENAMES: Record<string, string> = {
  [PASSPORT_ID_FIELD]: PASSPORT_FIELD,
  new_address: 'address_id',
  new_requisite: 'payment_type',
}

function visibleField(name: string, cart: LoadedCart): boolean {
  if (/^(user|recipient|new_address|new_requisite)\.[a-z_]+$/.test(name)) return true
  if (['address_id', 'payment_type', 'requisite_id', 'agreement', PASSPORT_FIELD].includes(name)) return true
  const merchant = /^delivery\.(\d+)$/.exec(name)
  return Boolean(merchant && cart.groups.some((group) => String(group.merchant.id) === merchant[1]))
}

/** The back-end's 422 onto the form: each text under its field, the rest the form's own (the summary). */
export function orderRefusal(
  failure: { error: string; fields?: Record<string, string[]> },
  cart: LoadedCart,
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  for (const [key, messages] of Object.entries(failure.fields ?? {})) {
    const field = BACKEND_RENAMES[key] ?? key
    if (visibleField(field, cart)) fieldErrors[field] = [...new Set([...(fieldErrors[field] ?? []), ...messages])]
    else for (const message of messages) if (!formErrors.includes(message)) formErrors.push(message)
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(failure.error)
  return { fieldErrors, formErrors }
}

/**
 * The passport copy, uploaded as soon as it comes (before anything else is checked), so that a refusal of the
 * order keeps it: its id and name go into the form's hidden fields. A new file replaces the one kept.
 */
async function takePassport(posted: Posted): Promise<string | null> {
  const file = posted.form.get(PASSPORT_FIELD)
  posted.form.delete(PASSPORT_FIELD)
  if (file === TOO_LARGE) return orderMessages.passportSize
  if (!(file instanceof File) || file.size === 0) return null
  if (!(PASSPORT_FILE_TYPES as readonly string[]).includes(file.type)) return orderMessages.passportType
  if (file.size > PASSPORT_FILE_MAX_BYTES) return orderMessages.passportSize
  const upload = new FormData()
  upload.set('file', file, file.name || 'passport')
  const answer = await posted.api.call(uploadPassportCall, { form: upload })
  if (answer.status === 401) throw signedOut()
  if (!answer.data) return answer.fields?.file?.[0] ?? answer.error
  posted.form.set(PASSPORT_ID_FIELD, answer.data.file.id)
  posted.form.set(PASSPORT_NAME_FIELD, answer.data.file.name)
  return null
}

export async function placeOrder(posted: Posted) {
  const { form, cart } = posted
  const passportError = await takePassport(posted)
  const choices: CheckoutChoices = choicesOf(
    form,
    cart.groups.map((group) => group.merchant.id),
  )
  const submission = parseWithZod(form, { schema: checkoutSchemaFor(choices) })
  const extra: Record<string, string[]> = {}
  if (passportError) extra[PASSPORT_FIELD] = [passportError]
  else if (cartHasPrecursor(cart) && choices.paymentType === paymentTypes.card && !form.get(PASSPORT_ID_FIELD)) {
    extra[PASSPORT_FIELD] = [orderMessages.passport]
  }
  if (submission.status !== 'success' || Object.keys(extra).length > 0) {
    const errors = submission.status === 'success' ? {} : (submission.error ?? {})
    return again(posted, { result: submission.reply({ fieldErrors: { ...nonNull(errors), ...extra } }) }, 400)
  }

  const v = submission.value
  const body: OrderDraft = {
    idempotency_key: v[IDEMPOTENCY_FIELD],
    user: { fio: v.user.fio, phone: v.user.phone, email: v.user.email, comment: v.user.comment ?? null },
    recipient: choices.otherRecipient ? { fio: v.recipient.fio, phone: v.recipient.phone } : null,
    address_id: v.address_id,
    ...(v.address_id === NEW_ENTRY_ID ? { new_address: addressBodyOf(form, v.new_address as AddressForm, false) } : {}),
    delivery: postedDelivery(form),
    payment_type: v.payment_type as 1 | 2 | 3,
    ...(v.payment_type === paymentTypes.existingRequisite ? { requisite_id: v.requisite_id } : {}),
    ...(v.payment_type === paymentTypes.newRequisite
      ? { new_requisite: requisiteBodyOf(v.new_requisite as RequisiteForm, false) }
      : {}),
    ...(v[PASSPORT_ID_FIELD] ? { passport_file_id: v[PASSPORT_ID_FIELD] } : {}),
    agreement: true,
  }
  const unseen = await unseenTotal(posted, body.delivery)
  if (unseen) return again(posted, { result: submission.reply({ formErrors: [unseen] }) }, 400)
  const answer = await posted.api.call(addOrderCall, { body })
  if (answer.status === 401) throw signedOut()
  if (!answer.data) {
    return again(posted, { result: submission.reply(orderRefusal(answer, cart)) }, answer.status >= 500 ? 502 : 400)
  }
  // The order draft resets (SPEC §4): the cart is no longer confirmed.
  const headers = new Headers(CHECKOUT_HEADERS)
  headers.append('Set-Cookie', clearOrderConfirmation())
  const { orders, payment } = answer.data
  const to = payment
    ? payment.confirmation_url
    : `${CART_PATHS.thanks}?${new URLSearchParams(orders.map((order) => ['order', String(order.id)]))}`
  return redirect(to, { status: 303, headers })
}

/**
 * Why the order may not go yet: the total with the chosen deliveries is not the one the page showed (without
 * JavaScript the page's sums are the server's, made before a delivery was chosen). The form comes back with the
 * sums for the choices; a second «Оформить заказ» places it. Null when the buyer saw what they will pay — or when
 * there is nothing to compare: a repeated post of an order already placed (its cart empty), or no quote to be had
 * (the back-end then refuses the draft itself).
 */
async function unseenTotal(posted: Posted, delivery: { merchant_id: number; code: string }[]): Promise<string | null> {
  const { cart, form } = posted
  if (cart.groups.length === 0) return null
  const quote = await quoteDelivery(posted.api, cart.groups, destinationOfPost(form, posted.addresses).destination)
  const chosen = Object.fromEntries(delivery.map((entry) => [String(entry.merchant_id), entry.code]))
  const sums = checkoutSums(cart.groups, quote, chosen)
  if (quote.status !== 'ready' || !sums.allChosen) return null
  if (String(form.get(SHOWN_TOTAL_FIELD) ?? '') === String(sums.total)) return null
  return posted.t('sums.totalChanged', { total: formatPrice(toRubles(sums.total)) })
}

/**
 * The delivery methods as posted (`delivery.{merchant_id}`), not only the cart's sellers': a repeated post of an order
 * already placed (its cart now empty) must send the very same draft, or the back-end could not tell it is a repeat.
 */
function postedDelivery(form: FormData): { merchant_id: number; code: string }[] {
  const delivery: { merchant_id: number; code: string }[] = []
  for (const [name, value] of form.entries()) {
    const merchant = /^delivery\.(\d{1,10})$/.exec(name)
    if (!merchant || typeof value !== 'string' || !value.trim()) continue
    const merchantId = Number(merchant[1])
    if (delivery.some((entry) => entry.merchant_id === merchantId)) continue
    delivery.push({ merchant_id: merchantId, code: value.trim().slice(0, 100) })
  }
  return delivery.slice(0, 50)
}

function nonNull(errors: Record<string, string[] | null>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  )
}
