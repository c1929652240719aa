/**
 * Checkout, step 3 of the cart (SPEC §2 /cart/checkout, §3 Order draft, §5, §7 POST /api/user/order/add). One form,
 * posted as multipart/form-data (the passport copy is a file), that works without JavaScript; every button of it
 * posts to one action with an `intent`:
 * - place (the default): the passport copy uploaded first (so a refusal keeps it), the form checked, the order draft
 *   sent; the back-end's refusals come back under the fields; success resets the order draft (SPEC §4) and sends the
 *   buyer to pay (card) or to the thanks page (invoice);
 * - quote («Рассчитать доставку»): the same form again with the delivery options for the address typed;
 * - find-city / find-street and a chosen suggestion: the new address's suggestions, as on /account/addresses;
 * - fill-inn / find-bank: the new requisites filled from the company or bank found, as on /account/requisites.
 * Every answer but a success carries the delivery quote for the address the form holds. Decision 024.
 */
import { randomUUID } from 'node:crypto'
import { parse, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type AppLoadContext,
  data,
  redirect,
  type UploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import {
  findBank,
  findCities,
  findCompany,
  findDeliveryIds,
  findStreets,
  parseCityChoice,
  parseStreetChoice,
  postedValues,
} from '#app/account/account.server.ts'
import { accountTexts, onlyDigits } from '#app/account/account-schema.ts'
import { currentUser } from '#app/auth/auth.server.ts'
import { CART_PATHS, clearOrderConfirmation, guardCartStep } from '#app/cart/cart-steps.server.ts'
import type { LoadedCart } from '#app/cart/cart-view.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { readForm, unreadableForm } from '#app/lib/forms/read-form.server.ts'
import { formTexts } from '#app/lib/forms/rules.ts'
import { type Address, listAddressesCall } from '#contract/addresses.ts'
import type { CartMerchantGroup } from '#contract/cart.ts'
import { isValidBik, isValidInn } from '#contract/company-ids.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import {
  addOrderCall,
  type OrderDraft,
  orderMessages,
  PASSPORT_FILE_MAX_BYTES,
  PASSPORT_FILE_TYPES,
  uploadPassportCall,
} from '#contract/orders.ts'
import { listRequisitesCall, type Requisite, requisiteMessages } from '#contract/requisites.ts'
import type { User } from '#contract/users.ts'
import {
  CHECKOUT_INTENTS,
  type CheckoutChoices,
  checkoutSchemaFor,
  choicesOf,
  type DeliveryQuote,
  type Destination,
  IDEMPOTENCY_FIELD,
  KLADR,
  NEW_ENTRY_ID,
  PASSPORT_FIELD,
  PASSPORT_ID_FIELD,
  PASSPORT_NAME_FIELD,
  paymentTypes,
} from './checkout-schema.ts'

export const CHECKOUT_HEADERS = { 'Cache-Control': 'private, no-store' } as const

/** The suggestion buttons' own fields (each carries its choice as JSON), as on the account's address form. */
export const PICK_CITY = 'pick_city'
export const PICK_STREET = 'pick_street'

/** A lookup's outcome under the INN or BIK field of the new requisites. */
export interface RequisiteNotice {
  field: 'new_requisite.inn' | 'new_requisite.bank_bik'
  found: boolean
  text: string
}

export interface CityChoiceView {
  value: string
  city: string
  region: string | null
  kladr_id: string | null
  fias_id: string | null
}

export interface StreetChoiceView {
  value: string
  street: string
  house: string | null
  street_kladr_id: string | null
  fias_id: string | null
}

/** What the action answers when the form comes back. */
export interface CheckoutAnswer {
  result: SubmissionResult<string[]>
  /** The delivery options for the address the form holds. */
  quote: DeliveryQuote
  /** Which address the quote is for: a saved address's id, or the new address's city. */
  quoteFor: string
  cityChoices?: CityChoiceView[] | null
  streetChoices?: StreetChoiceView[] | null
  cityChosen?: { city: string } | null
  notice?: RequisiteNotice | null
}

// ---- The page's data ----

/** The buyer as the profile knows them: the form's first values. */
export function buyerOf(user: User) {
  const fio = [user.surname, user.name, user.middle_name].filter((part) => part?.trim()).join(' ')
  return { fio, phone: user.phone ?? '', email: user.email ?? '' }
}

/** A saved address as a delivery destination. */
export function destinationOfAddress(address: Pick<Address, 'city_full' | 'kladr_id'>): Destination {
  return { city: address.city_full, kladr_id: address.kladr_id ?? undefined }
}

/** The key telling which address a quote is for. */
export const quoteKeyOf = {
  saved: (id: number) => `address:${id}`,
  typed: (destination: Destination) => `city:${destination.kladr_id ?? ''}:${destination.city ?? ''}`,
  none: 'none',
}

/** The delivery options of each seller of the cart for a destination (SPEC §7 getCalculationForMerchant). */
export async function quoteDelivery(
  api: ApiClient,
  groups: readonly CartMerchantGroup[],
  destination: Destination | null,
): Promise<DeliveryQuote> {
  const city = destination?.city?.trim().slice(0, 300) || undefined
  const kladrId = destination?.kladr_id && KLADR.test(destination.kladr_id) ? destination.kladr_id : undefined
  if (!city && !kladrId) return { status: 'no-address' }
  if (groups.length === 0) return { status: 'ready', city: city ?? '', merchants: [] }
  const answer = await api.call(getCalculationForMerchantCall, {
    body: {
      carts: groups.map((group) => ({
        merchant_id: group.merchant.id,
        products: group.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
      })),
      ...(city ? { city } : {}),
      ...(kladrId ? { kladr_id: kladrId } : {}),
    },
  })
  if (answer.data) return { status: 'ready', city: answer.data.city, merchants: answer.data.merchants }
  return { status: 'failed', error: answer.error }
}

/** Whether a private buyer's order needs the passport copy: a precursor in the cart, paid by card (SPEC §5). */
export function cartHasPrecursor(cart: Pick<LoadedCart, 'items'>): boolean {
  return cart.items.some((item) => item.contains_precursor)
}

/** Guarded like every cart step (SPEC §2), then the buyer, their addresses and requisites, and a fresh key. */
export async function loadCheckoutPage(request: Request, context: AppLoadContext) {
  const { cart } = await guardCartStep('checkout', request, context)
  const api = context.api
  const [user, addresses, requisites, t] = await Promise.all([
    currentUser(api),
    api.call(listAddressesCall),
    api.call(listRequisitesCall),
    context.t('checkout'),
  ])
  if (!user || addresses.status === 401 || requisites.status === 401) throw signedOut()
  const savedAddresses = required(addresses).addresses
  const savedRequisites = required(requisites).requisites
  const chosen = savedAddresses.find((address) => address.default) ?? savedAddresses[0]
  const quote = await quoteDelivery(api, cart.groups, chosen ? destinationOfAddress(chosen) : null)
  return data(
    {
      title: t('title'),
      cart: { items: cart.items, groups: cart.groups },
      buyer: buyerOf(user),
      addresses: savedAddresses,
      requisites: savedRequisites,
      needsPassport: cartHasPrecursor(cart),
      // A new key each time the form is shown; a refused post keeps the one it carried (the form shows it again).
      idempotencyKey: randomUUID(),
      quote,
      quoteFor: chosen ? quoteKeyOf.saved(chosen.id) : quoteKeyOf.none,
    },
    { headers: CHECKOUT_HEADERS },
  )
}

function required<T>(result: ApiResult<T>): T {
  if (result.data === null) {
    console.error(`Checkout call failed (${result.status}): ${result.error}`)
    throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
  }
  return result.data
}

/** A token the back-end refused: signed out, back to the cart (whose guard then asks to sign in). */
function signedOut(): Response {
  return signOutTo(CART_PATHS.order, 303)
}

// ---- The post ----

/** Text fields are short; only the passport copy is a file, at most 10 MB (what is larger is read and dropped). */
const TEXT_PART_MAX_BYTES = 64 * 1024
export const TOO_LARGE = '\u0000too-large'

const boundedUpload: UploadHandler = async ({ name, filename, contentType, data: stream }) => {
  const isFile = typeof filename === 'string'
  const limit = isFile ? PASSPORT_FILE_MAX_BYTES : TEXT_PART_MAX_BYTES
  const keep = !isFile || name === PASSPORT_FIELD
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.byteLength
    if (keep && size <= limit) chunks.push(chunk)
  }
  if (!keep) return undefined
  if (size > limit) return isFile ? TOO_LARGE : undefined
  if (isFile) return new File(chunks as unknown as BlobPart[], filename, { type: contentType })
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** The post, multipart (the form's own encoding) or urlencoded (a script's plain post). */
async function readPost(request: Request): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return readForm(request)
  try {
    return await unstable_parseMultipartFormData(request, boundedUpload)
  } catch {
    return unreadableForm()
  }
}

/** What the form shows again: the text fields as posted, the buttons' own fields and the file left out. */
const formValues = (form: FormData) =>
  postedValues(form, ['intent', PICK_CITY, PICK_STREET, PASSPORT_FIELD, 'new_address.default', 'new_requisite.default'])

/**
 * The form again with these values and errors, not refused as a whole (a look-up's answer, a quote): the dotted
 * names (`new_address.street`) become the nested values conform reads.
 */
function formAgain(
  values: Record<string, string | string[]>,
  fieldErrors: Record<string, string[]> = {},
): SubmissionResult<string[]> {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) form.append(name, item)
  const { payload } = parse(form, { resolve: () => ({ value: undefined }) })
  return { initialValue: payload as SubmissionResult<string[]>['initialValue'], error: fieldErrors }
}

/** The destination a post names: the chosen saved address, or the new address's city. */
function destinationOfPost(
  form: FormData,
  addresses: readonly Address[],
): { destination: Destination | null; key: string } {
  const chosen = Number(form.get('address_id'))
  if (chosen === NEW_ENTRY_ID) {
    const city = String(form.get('new_address.city_full') ?? '').trim()
    // The KLADR id belongs to the city it was chosen for; a city typed over it is priced by its name.
    const picked = form.get('picked_city') === city
    const kladrId = picked ? String(form.get('new_address.kladr_id') ?? '') : ''
    const destination = { city: city || undefined, kladr_id: KLADR.test(kladrId) ? kladrId : undefined }
    return { destination: city ? destination : null, key: quoteKeyOf.typed(destination) }
  }
  const address = addresses.find((candidate) => candidate.id === chosen)
  return address
    ? { destination: destinationOfAddress(address), key: quoteKeyOf.saved(address.id) }
    : { destination: null, key: quoteKeyOf.none }
}

interface Posted {
  api: ApiClient
  form: FormData
  cart: LoadedCart
  addresses: Address[]
  requisites: Requisite[]
}

/** The form again (status 200 for a look-up's answer, 400 for a refusal) with the quote for its address. */
async function again(posted: Posted, answer: Omit<CheckoutAnswer, 'quote' | 'quoteFor'>, status = 200) {
  const { destination, key } = destinationOfPost(posted.form, posted.addresses)
  const quote = await quoteDelivery(posted.api, posted.cart.groups, destination)
  return data<CheckoutAnswer>({ ...answer, quote, quoteFor: key }, { status, headers: CHECKOUT_HEADERS })
}

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const api = context.api
  if (!api.hasToken) throw redirect(CART_PATHS.order, { status: 303, headers: CHECKOUT_HEADERS })
  const form = await readPost(request)
  const intent = String(form.get('intent') ?? CHECKOUT_INTENTS.place)
  const placing = intent === CHECKOUT_INTENTS.place && !form.has(PICK_CITY) && !form.has(PICK_STREET)
  // Placing is not guarded by the cart's state: a repeated post of an order already placed (its cart now empty)
  // must reach the back-end, which answers the same orders for the same key. Everything else is a cart step.
  const cart = placing ? await context.cart.list() : (await guardCartStep('checkout', request, context)).cart
  if (!cart.signedIn) throw signedOut()
  const [addresses, requisites] = await Promise.all([api.call(listAddressesCall), api.call(listRequisitesCall)])
  if (addresses.status === 401 || requisites.status === 401) throw signedOut()
  const posted: Posted = {
    api,
    form,
    cart,
    addresses: required(addresses).addresses,
    requisites: required(requisites).requisites,
  }

  if (form.has(PICK_CITY)) return pickCity(posted)
  if (form.has(PICK_STREET)) return pickStreet(posted)
  switch (intent) {
    case CHECKOUT_INTENTS.quote:
      return again(posted, { result: formAgain(formValues(form)) })
    case CHECKOUT_INTENTS.findCity:
      return findCity(posted)
    case CHECKOUT_INTENTS.findStreet:
      return findStreet(posted)
    case CHECKOUT_INTENTS.fillByInn:
      return fillRequisites(posted, 'inn')
    case CHECKOUT_INTENTS.findBank:
      return fillRequisites(posted, 'bank_bik')
    default:
      return place(posted)
  }
}

// ---- The new address's suggestions (without JavaScript; with it, /account/lookup answers) ----

const addressTexts = accountTexts.addresses

async function findCity(posted: Posted) {
  const values = formValues(posted.form)
  const query = String(values['new_address.city_full'] ?? '').trim()
  if (!query)
    return again(posted, { result: formAgain(values, { 'new_address.city_full': [formTexts.required] }) }, 400)
  return again(posted, { result: formAgain(values), cityChoices: await findCities(posted.api, query) })
}

async function findStreet(posted: Posted) {
  const values = formValues(posted.form)
  const kladrId = String(values['new_address.kladr_id'] ?? '')
  const query = [values['new_address.street'], values['new_address.house']]
    .filter((v) => typeof v === 'string' && v.trim())
    .join(' ')
  if (!kladrId || values.picked_city !== values['new_address.city_full']) {
    return again(posted, { result: formAgain(values, { 'new_address.street': [addressTexts.cityFirst] }) }, 400)
  }
  if (!query.trim()) {
    return again(posted, { result: formAgain(values, { 'new_address.street': [formTexts.required] }) }, 400)
  }
  return again(posted, { result: formAgain(values), streetChoices: await findStreets(posted.api, query, kladrId) })
}

/** A city chosen without JavaScript: its ids and its delivery services' ids go into the form, and it is quoted. */
async function pickCity(posted: Posted) {
  const values = formValues(posted.form)
  const choice = parseCityChoice(posted.form.get(PICK_CITY))
  if (!choice) return again(posted, { result: formAgain(values) }, 400)
  const delivery = choice.kladr_id ? await findDeliveryIds(posted.api, choice.kladr_id) : null
  const cityFias = choice.fias_id ?? delivery?.fias_id ?? ''
  const filled = {
    ...values,
    address_id: String(NEW_ENTRY_ID),
    'new_address.city_full': choice.value,
    'new_address.kladr_id': choice.kladr_id ?? '',
    'new_address.fias_id': cityFias,
    'new_address.street_kladr_id': '',
    'new_address.cdek_id': delivery?.cdek_id ?? '',
    'new_address.boxberry_id': delivery?.boxberry_id ?? '',
    'new_address.dpd_id': delivery?.dpd_id ?? '',
    city_fias_id: cityFias,
    picked_city: choice.value,
    picked_street: '',
  }
  // The quote follows the form's values, so the chosen city is what gets priced.
  for (const [key, value] of Object.entries(filled)) if (typeof value === 'string') posted.form.set(key, value)
  return again(posted, { result: formAgain(filled), cityChosen: { city: choice.value } })
}

async function pickStreet(posted: Posted) {
  const values = formValues(posted.form)
  const choice = parseStreetChoice(posted.form.get(PICK_STREET))
  if (!choice) return again(posted, { result: formAgain(values) }, 400)
  return again(posted, {
    result: formAgain({
      ...values,
      'new_address.street': choice.street,
      'new_address.house': choice.house ?? String(values['new_address.house'] ?? ''),
      'new_address.street_kladr_id': choice.street_kladr_id ?? '',
      'new_address.fias_id': choice.fias_id ?? String(values.city_fias_id ?? ''),
      picked_street: choice.street,
    }),
  })
}

// ---- The new requisites' autofill (without JavaScript; with it, /account/lookup answers) ----

const requisiteTexts = accountTexts.requisites

async function fillRequisites(posted: Posted, field: 'inn' | 'bank_bik') {
  const values = formValues(posted.form)
  const name = `new_requisite.${field}` as const
  const code = onlyDigits(String(values[name] ?? ''))
  const isValid = field === 'inn' ? isValidInn : isValidBik
  const texts =
    field === 'inn'
      ? {
          first: requisiteTexts.innFirst,
          notFound: requisiteTexts.companyNotFound,
          filled: requisiteTexts.companyFilled,
        }
      : { first: requisiteTexts.bikFirst, notFound: requisiteTexts.bankNotFound, filled: requisiteTexts.bankFilled }
  if (!code)
    return again(posted, { result: formAgain(values), notice: { field: name, found: false, text: texts.first } }, 400)
  if (!isValid(code)) {
    const message = field === 'inn' ? requisiteMessages.inn : requisiteMessages.bik
    return again(posted, { result: formAgain(values, { [name]: [message] }) }, 400)
  }
  const found = field === 'inn' ? await findCompany(posted.api, code) : await findBank(posted.api, code)
  if (!found)
    return again(posted, { result: formAgain(values), notice: { field: name, found: false, text: texts.notFound } })
  const filled = { ...values }
  for (const [key, value] of Object.entries(found)) if (value) filled[`new_requisite.${key}`] = value
  const foundName = 'campaign_name' in found ? found.campaign_name : found.bank_name
  return again(posted, {
    result: formAgain(filled),
    notice: { field: name, found: true, text: texts.filled.replace('{{name}}', foundName) },
  })
}

// ---- Placing the order ----

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

async function place(posted: Posted) {
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
    ...(v.address_id === NEW_ENTRY_ID ? { new_address: newAddressOf(form, v.new_address) } : {}),
    delivery: postedDelivery(form),
    payment_type: v.payment_type as 1 | 2 | 3,
    ...(v.payment_type === paymentTypes.existingRequisite ? { requisite_id: v.requisite_id } : {}),
    ...(v.payment_type === paymentTypes.newRequisite ? { new_requisite: newRequisiteOf(v.new_requisite) } : {}),
    ...(v[PASSPORT_ID_FIELD] ? { passport_file_id: v[PASSPORT_ID_FIELD] } : {}),
    agreement: true,
  }
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

type AddressValue = ReturnType<typeof checkoutSchemaFor>['shape']['new_address']['_output']

/** The new address as the back-end takes it; ids a suggestion gave belong to the text they were chosen for. */
function newAddressOf(form: FormData, address: AddressValue) {
  const v = address as Record<string, string | undefined>
  const cityKept = form.get('picked_city') === v.city_full
  const streetKept = cityKept && form.get('picked_street') === v.street
  const cityFias = String(form.get('city_fias_id') ?? '')
  const kept = (name: string, keep: boolean) => (keep ? (v[name] ?? null) : null)
  return {
    city_full: v.city_full ?? '',
    street: v.street ?? '',
    house: v.house ?? '',
    apartment: v.apartment ?? null,
    entrance: v.entrance ?? null,
    floor: v.floor ?? null,
    intercom: v.intercom ?? null,
    kladr_id: kept('kladr_id', cityKept),
    fias_id: streetKept ? (v.fias_id ?? null) : cityKept && cityFias ? cityFias : null,
    street_kladr_id: kept('street_kladr_id', streetKept),
    cdek_id: kept('cdek_id', cityKept),
    boxberry_id: kept('boxberry_id', cityKept),
    dpd_id: kept('dpd_id', cityKept),
    default: false,
  }
}

type RequisiteValue = ReturnType<typeof checkoutSchemaFor>['shape']['new_requisite']['_output']

function newRequisiteOf(requisite: RequisiteValue) {
  const v = requisite as Record<string, string | undefined>
  return {
    campaign_name: v.campaign_name ?? '',
    inn: v.inn ?? null,
    ogrn: v.ogrn ?? null,
    kpp: v.kpp ?? null,
    addr_jur: v.addr_jur ?? null,
    addr_post: v.addr_post ?? null,
    bank_bik: v.bank_bik ?? '',
    bank_account: v.bank_account ?? '',
    bank_name: v.bank_name ?? null,
    bank_corr_account: v.bank_corr_account ?? null,
    director_fio: v.director_fio ?? '',
    director_phone: v.director_phone ?? '',
    director_email: v.director_email ?? '',
    default: false,
  }
}

// ---- The delivery quote for the fetcher (JavaScript) ----

/** GET /cart/checkout/delivery?address_id=12 or ?city=…&kladr_id=…: the options for that address. */
export async function deliveryQuoteFor(request: Request, context: AppLoadContext) {
  const api = context.api
  if (!api.hasToken)
    return data({ quote: { status: 'no-address' } as DeliveryQuote, quoteFor: quoteKeyOf.none }, { status: 401 })
  const params = new URL(request.url).searchParams
  const cart = await context.cart.list()
  const addressId = Number(params.get('address_id'))
  if (Number.isSafeInteger(addressId) && addressId > 0) {
    const addresses = await api.call(listAddressesCall)
    const address = addresses.data?.addresses.find((candidate) => candidate.id === addressId)
    if (!address) return data({ quote: { status: 'no-address' } as DeliveryQuote, quoteFor: quoteKeyOf.none })
    const quote = await quoteDelivery(api, cart.groups, destinationOfAddress(address))
    return data({ quote, quoteFor: quoteKeyOf.saved(address.id) }, { headers: CHECKOUT_HEADERS })
  }
  const city = (params.get('city') ?? '').trim().slice(0, 300)
  const kladrId = params.get('kladr_id') ?? ''
  const destination = { city: city || undefined, kladr_id: KLADR.test(kladrId) ? kladrId : undefined }
  const quote = await quoteDelivery(api, cart.groups, city ? destination : null)
  return data({ quote, quoteFor: quoteKeyOf.typed(destination) }, { headers: CHECKOUT_HEADERS })
}
