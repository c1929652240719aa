/**
 * What the storefront reads of a post to a page or resource route (everything but /api, which the back-end bounds
 * itself): decision 026.
 * - A form's body is bounded: ordinary forms by FORM_BODY_MAX_BYTES; the forms with a file by the file's
 *   documented size plus room for the form around it (the profile photo 5 MB, the passport copy 10 MB, a seller's
 *   logo 2 MB, a price list 10 MB, a proposed product's picture 5 MB). A larger body is refused with 413 before a
 *   byte of it is read.
 * - A post is a form: `application/x-www-form-urlencoded`, or `multipart/form-data` with its boundary, or no body at
 *   all. Anything else (text/plain, JSON, XML, a multipart type without a boundary) is refused with 415 — no action
 *   is ever handed a body it cannot read.
 */
import { PASSPORT_FILE_MAX_BYTES } from '#contract/orders.ts'
import { PRICE_LIST_MAX_BYTES } from '#contract/price-lists.ts'
import { proposalLimits } from '#contract/product-proposals.ts'
import { MERCHANT_LOGO_MAX_BYTES } from '#contract/seller.ts'
import { PROFILE_IMAGE_MAX_BYTES } from '#contract/users.ts'

/** Every form without a file: a checkout's text, a long product question and then some. */
export const FORM_BODY_MAX_BYTES = 256 * 1024

/** Room for the form's other fields and the multipart envelope around a file. */
const ENVELOPE_BYTES = 256 * 1024

export interface BodyLimit {
  maxBytes: number
  /** Which message says so (app/locales/ru/common.json, errors.*). */
  message: 'tooLarge' | 'tooLargePhoto' | 'tooLargePassport' | 'tooLargeLogo' | 'tooLargePriceList' | 'tooLargePicture'
}

/** Pages whose form carries a file; single-fetch posts go to the same path with `.data`. */
const UPLOAD_LIMITS: Record<string, BodyLimit> = {
  '/account/profile': { maxBytes: PROFILE_IMAGE_MAX_BYTES + ENVELOPE_BYTES, message: 'tooLargePhoto' },
  '/cart/checkout': { maxBytes: PASSPORT_FILE_MAX_BYTES + ENVELOPE_BYTES, message: 'tooLargePassport' },
  '/seller/settings': { maxBytes: MERCHANT_LOGO_MAX_BYTES + ENVELOPE_BYTES, message: 'tooLargeLogo' },
  '/seller/price-lists': { maxBytes: PRICE_LIST_MAX_BYTES + ENVELOPE_BYTES, message: 'tooLargePriceList' },
}

/** Pages of one object (its id in the path) whose form carries a file. */
const PATTERNED_LIMITS: { pattern: RegExp; limit: BodyLimit }[] = [
  {
    pattern: /^\/seller\/products\/\d+$/,
    limit: { maxBytes: proposalLimits.pictureBytes + ENVELOPE_BYTES, message: 'tooLargePicture' },
  },
]

export function bodyLimitFor(pathname: string): BodyLimit {
  const page = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
  return (
    UPLOAD_LIMITS[page] ??
    PATTERNED_LIMITS.find(({ pattern }) => pattern.test(page))?.limit ?? {
      maxBytes: FORM_BODY_MAX_BYTES,
      message: 'tooLarge',
    }
  )
}

export type FormPostRefusal = { status: 413; limit: BodyLimit } | { status: 415 }

/** Headers of a request, as Node gives them (names in lower case). */
type RequestHeaders = Record<string, string | string[] | undefined>

const header = (headers: RequestHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Whether the request comes with a body at all (a length above zero, or chunks). */
export function hasBody(headers: RequestHeaders): boolean {
  const length = header(headers, 'content-length')
  if (length !== undefined) return Number(length) > 0
  return header(headers, 'transfer-encoding') !== undefined
}

/** The content types a form is sent in. */
function isFormType(contentType: string): boolean {
  const [type = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase())
  if (type === 'application/x-www-form-urlencoded') return true
  if (type !== 'multipart/form-data') return false
  return parameters.some((parameter) => /^boundary=("?)[^"]{1,70}\1$/.test(parameter))
}

/** Why a post to `pathname` is refused before it is read, or null when it may go on. */
export function refuseFormPost(pathname: string, headers: RequestHeaders): FormPostRefusal | null {
  if (!hasBody(headers)) return null
  const limit = bodyLimitFor(pathname)
  const length = header(headers, 'content-length')
  if (length !== undefined && Number(length) > limit.maxBytes) return { status: 413, limit }
  if (!isFormType(header(headers, 'content-type') ?? '')) return { status: 415 }
  return null
}

/** "256 КБ", "10 МБ": a limit as the refusal names it. */
export function sizeInWords(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return mb >= 1 ? `${Math.floor(mb)} МБ` : `${Math.floor(bytes / 1024)} КБ`
}
