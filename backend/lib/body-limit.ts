/**
 * How much of a request body the back-end reads: a bound at its entry, for every /api call, before any route or guard
 * runs. A body over its bound is answered 413 (an upload: its call's own refusal) and not read further — whether its Content-Length says so up front or
 * it comes as a stream without one (chunked; the storefront's pass-through in split mode sends those), and whatever a
 * Content-Length claims, the bytes that come are counted.
 *
 * JSON and form calls: 1 MB. The largest body a client of ours sends legitimately is far smaller — a checkout draft
 * (a few KB: one delivery choice per seller, comments of at most 2000 characters, the requisites), a cart or a
 * delivery calculation of at most 200 lines (CART_MAX_LINES, ~40 bytes a line: 8 KB), a listing filter naming at most
 * 200 brands and 200 sellers (~45 KB at worst), a message of 5000 characters (≤ 30 KB even with every character
 * escaped): ~60 KB at the very most. 1 MB (nginx's default client_max_body_size) leaves fifteen times that, so a
 * field value too long for its schema is still answered by the schema, naming the field (the modules' fuzz tests send
 * values of up to 200 000 characters, ~900 KB as JSON, and expect just that), while a body of 20 or 200 MB is refused
 * before it costs memory or time.
 *
 * The uploads read their files themselves and keep their documented sizes (contract/users.ts, contract/orders.ts)
 * plus room for the multipart envelope (boundaries, part headers, a file name). Over that the entry answers what the
 * call's route answers for a file too large, so a client sees one refusal whichever check caught it: the passport
 * copy's 413, the profile photo's 400 naming `image` (users.routes.ts's choice, which its tests hold).
 */
import type { MiddlewareHandler } from 'hono'
import { orderMessages, PASSPORT_FILE_MAX_BYTES, uploadPassportCall } from '#contract/orders.ts'
import { PRICE_LIST_MAX_BYTES, priceListMessages, uploadPriceListCall } from '#contract/price-lists.ts'
import { addProposalPictureCall, proposalLimits, proposalMessages } from '#contract/product-proposals.ts'
import { logoMessages, MERCHANT_LOGO_MAX_BYTES, uploadMerchantLogoCall } from '#contract/seller.ts'
import { PROFILE_IMAGE_MAX_BYTES, profileMessages, uploadProfileImageCall } from '#contract/users.ts'
import { AppError, badRequest, messages, payloadTooLarge } from './errors.ts'

/** The body of a JSON or form call, at most. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024

/** Room for the multipart envelope around an upload's file of the largest size. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024

export interface BodyLimit {
  maxBytes: number
  /** What the caller is told when the body is larger: a Russian message (and the field, for an upload). */
  refusal: () => AppError
}

/** A size as people read it: «1 МБ», «256 КБ». */
const readable = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} МБ` : `${Math.round(bytes / 1024)} КБ`

export const jsonBodyLimit: BodyLimit = {
  maxBytes: JSON_BODY_MAX_BYTES,
  refusal: () => payloadTooLarge(`${messages.tooLarge}: не больше ${readable(JSON_BODY_MAX_BYTES)}`),
}

/** The calls that take a file, by path: their own size and refusal. */
export const uploadBodyLimits: Readonly<Record<string, BodyLimit>> = {
  [uploadProfileImageCall.path]: {
    maxBytes: PROFILE_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    refusal: () => badRequest({ image: [profileMessages.imageSize] }, profileMessages.imageSize),
  },
  [uploadPriceListCall.path]: {
    maxBytes: PRICE_LIST_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    refusal: () => payloadTooLarge(priceListMessages.fileSize, { file: [priceListMessages.fileSize] }),
  },
  [uploadMerchantLogoCall.path]: {
    maxBytes: MERCHANT_LOGO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    refusal: () => badRequest({ logo: [logoMessages.tooBig] }, logoMessages.tooBig),
  },
  [uploadPassportCall.path]: {
    maxBytes: PASSPORT_FILE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    refusal: () => payloadTooLarge(orderMessages.passportSize, { file: [orderMessages.passportSize] }),
  },
  [addProposalPictureCall.path]: {
    maxBytes: proposalLimits.pictureBytes + MULTIPART_ENVELOPE_BYTES,
    refusal: () => payloadTooLarge(proposalMessages.pictureSize, { file: [proposalMessages.pictureSize] }),
  },
}

/** The uploads whose path names an object (`:id`), as patterns of their paths. */
const patternedLimits = Object.entries(uploadBodyLimits)
  .filter(([path]) => path.includes('/:'))
  .map(([path, limit]) => ({ pattern: new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`), limit }))

export const bodyLimitOf = (path: string): BodyLimit =>
  uploadBodyLimits[path] ?? patternedLimits.find(({ pattern }) => pattern.test(path))?.limit ?? jsonBodyLimit

/**
 * Reads the request's body up to its limit, then hands it on (the route reads the copy); throws the limit's 413 as
 * soon as the body passes it, reading no more of it. A body the client stopped sending is the client's 400.
 */
export function limitRequestBodies(limitOf: (path: string) => BodyLimit = bodyLimitOf): MiddlewareHandler {
  return async function requestBodyLimit(c, next) {
    const raw = c.req.raw
    if (!raw.body) return next()
    const limit = limitOf(c.req.path)
    const declared = raw.headers.get('content-length')?.trim() ?? ''
    const refuse = () => {
      // The rest of the body is never read: the connection closes after the answer, so the server does not go on
      // receiving it for a next request.
      c.header('Connection', 'close')
      return limit.refusal()
    }
    // A body that says it is too large is not read at all.
    if (/^\d+$/.test(declared) && Number(declared) > limit.maxBytes) throw refuse()

    const reader = raw.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>
      try {
        read = await reader.read()
      } catch {
        throw new AppError(400, messages.bodyBroken, { _: [messages.bodyBroken] })
      }
      if (read.done) break
      size += read.value.byteLength
      // Not cancelled: on a socket that would reset the connection before the 413 is written. The server drops
      // the rest when it closes the connection after the answer.
      if (size > limit.maxBytes) {
        reader.releaseLock()
        throw refuse()
      }
      chunks.push(read.value)
    }
    const body = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      body.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(raw, { body })
    return next()
  }
}
