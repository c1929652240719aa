/**
 * How checkout reads its post and answers it: the form comes multipart (the passport copy is a file, at most 10 MB;
 * what is larger is read and dropped) or urlencoded (a script's plain post); every answer but a success is the form
 * again with the delivery quote for the address it holds.
 */
import { type AppLoadContext, data, type UploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'
import { ADDRESS_STEP_FIELDS } from '#app/account/address-form.server.ts'
import { CART_PATHS } from '#app/cart/cart-steps.server.ts'
import type { LoadedCart } from '#app/cart/cart-view.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { postedValues } from '#app/lib/forms/form-values.ts'
import { readForm, unreadableForm } from '#app/lib/forms/read-form.server.ts'
import type { Address } from '#contract/addresses.ts'
import { PASSPORT_FILE_MAX_BYTES } from '#contract/orders.ts'
import type { Requisite } from '#contract/requisites.ts'
import { CHECKOUT_HEADERS, PASSPORT_FIELD } from './checkout-schema.ts'
import { destinationOfPost, quoteDelivery } from './delivery-quote.server.ts'
import { SHOWN_TOTAL_FIELD } from './sums.ts'
import type { CheckoutAnswer } from './types.ts'

/** A post of the checkout form with what answering it needs. */
export interface Posted {
  api: ApiClient
  /** The checkout namespace's texts. */
  t: Awaited<ReturnType<AppLoadContext['t']>>
  form: FormData
  cart: LoadedCart
  addresses: Address[]
  requisites: Requisite[]
}

/** Text fields are short; only the passport copy is a file. */
const TEXT_PART_MAX_BYTES = 64 * 1024
/** What stands for a passport copy over the limit. */
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
export async function readPost(request: Request): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return readForm(request)
  try {
    return await unstable_parseMultipartFormData(request, boundedUpload)
  } catch {
    return unreadableForm()
  }
}

/** What the form shows again: the text fields as posted, the buttons' own fields and the file left out. */
export const formValues = (form: FormData) =>
  postedValues(form, [
    'intent',
    ...ADDRESS_STEP_FIELDS,
    PASSPORT_FIELD,
    SHOWN_TOTAL_FIELD,
    'new_address.default',
    'new_requisite.default',
  ])

/** The form again (status 200 for a look-up's answer, 400 for a refusal) with the quote for its address. */
export async function again(posted: Posted, answer: Omit<CheckoutAnswer, 'quote' | 'quoteFor'>, status = 200) {
  const { destination, key } = destinationOfPost(posted.form, posted.addresses)
  const quote = await quoteDelivery(posted.api, posted.cart.groups, destination)
  return data<CheckoutAnswer>({ ...answer, quote, quoteFor: key }, { status, headers: CHECKOUT_HEADERS })
}

/** A list the page cannot do without; a failure of the back-end is the 500 page. */
export function required<T>(result: ApiResult<T>): T {
  if (result.data === null) {
    console.error(`Checkout call failed (${result.status}): ${result.error}`)
    throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
  }
  return result.data
}

/** A token the back-end refused: signed out, back to the cart (whose guard then asks to sign in). */
export function signedOut(): Response {
  return signOutTo(CART_PATHS.order, 303)
}
