/**
 * Express → Remix, with the storefront's rules for what a post may bring (server/form-posts.ts, decision 026): a
 * post that is not a form, or larger than its page takes, is answered 413/415 with a Russian page before a byte of
 * it is read; a body sent in chunks (no Content-Length) is read up to the same limit first. Otherwise the request
 * goes to Remix as @remix-run/express would hand it over, and Remix's answer goes back.
 */
import type { Readable } from 'node:stream'
import {
  type AppLoadContext,
  createReadableStreamFromReadable,
  createRequestHandler,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express'
import { BACKEND_RETRY_AFTER_SECONDS } from '#app/lib/api/client.server.ts'
import { hasHistoryCookie, hasPersonalCookie, setsOnlyCookiesAlikeForGuests } from '#app/lib/cookies.server.ts'
import { wholeDocumentOf } from '#app/lib/whole-document.server.ts'
import common from '#app/locales/ru/common.json'
// Texts only this entry shows (its own pages): kept out of the namespaces the browser loads.
import refusals from '#app/locales/ru/refusals.json'
import { encodeDocument, pickEncoding } from './document-encoding.ts'
import { bodyLimitFor, type FormPostRefusal, hasBody, refuseFormPost, sizeInWords } from './form-posts.ts'
import { type PageCache, type StoredPage, sharedLifeMs, wantsFreshPage } from './page-cache.ts'
import { pageTurns } from './page-turns.ts'
import { fromTrustedProxy } from './security.ts'

interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** Public pages kept for every anonymous visitor alike (server/page-cache.ts); none in development. */
  pageCache?: PageCache
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const errors = common.errors

/** A small page of our own: the refusal in Russian, a way back to the page and home. */
export function refusalPage(title: string, message: string, back: string, backLabel = refusals.back): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(backLabel)}</a> · <a href="/">${escapeHtml(errors.toHome)}</a></p></body></html>`
}

/** Answers with one of our pages, never stored; `headers` for what the status needs (Allow, Retry-After…). */
function sendPage(
  res: ExpressResponse,
  status: number,
  page: { title: string; message: string; back: string; backLabel?: string },
  headers: Record<string, string> = {},
) {
  res.set({ 'Cache-Control': 'no-store', ...headers })
  res
    .status(status)
    .type('text/html; charset=utf-8')
    .send(refusalPage(page.title, page.message, page.back, page.backLabel))
}

function refusalMessage(refusal: FormPostRefusal): string {
  if (refusal.status === 415) return errors.notAForm
  if (refusal.limit.message !== 'tooLarge') return refusals[refusal.limit.message]
  return refusals.tooLarge.replace('{{size}}', sizeInWords(refusal.limit.maxBytes))
}

async function refuse(req: ExpressRequest, res: ExpressResponse, refusal: FormPostRefusal) {
  const back = req.path.replace(/\.data$/, '') || '/'
  // The sender is most likely still sending: its body is read to the end (and dropped) first, within bounds, so that
  // it gets to read this answer rather than a connection reset mid-upload. The connection closes after the answer.
  await drainBody(req)
  sendPage(
    res,
    refusal.status,
    { title: errors.refusedTitle, message: refusalMessage(refusal), back },
    { Connection: 'close' },
  )
}

/** How much of a refused body is still read and dropped, and for how long, before the answer goes anyway. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024
const DRAIN_MAX_MS = 10_000

/** Reads the rest of a request's body and drops it; false when it is longer or slower than the bounds allow. */
function drainBody(req: Readable & { complete?: boolean; headers: ExpressRequest['headers'] }): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true)
  if (req.destroyed) return Promise.resolve(false)
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return Promise.resolve(false)
  return new Promise((resolve) => {
    let size = 0
    const done = (drained: boolean) => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onFailure)
      req.off('close', onFailure)
      if (!drained) req.pause()
      resolve(drained)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > DRAIN_MAX_BYTES) done(false)
    }
    const onEnd = () => done(true)
    const onFailure = () => done(false)
    const timer = setTimeout(onFailure, DRAIN_MAX_MS)
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', onFailure)
    req.once('close', onFailure)
    req.resume()
  })
}

/**
 * The back-end could not be reached (app/lib/api/client.server.ts `backendUnavailable`). Pages render their own «try
 * again» page; a resource route (the cart's, favourites', the city's, sign-out's post) has none, and a visitor
 * without JavaScript would get a bare status — so it gets ours. Single-fetch data keeps Remix's own answer. Either
 * way: 503 with Retry-After.
 */
async function unavailable(req: ExpressRequest, res: ExpressResponse, response: Response) {
  const retryAfter = response.headers.get('Retry-After') ?? String(BACKEND_RETRY_AFTER_SECONDS)
  const html = (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  if (html || req.path.endsWith('.data')) {
    res.set({ 'Retry-After': retryAfter, 'Cache-Control': 'no-store' }).status(503)
    for (const [name, value] of response.headers.entries()) {
      if (name !== 'retry-after' && name !== 'cache-control') res.append(name, value)
    }
    if (response.body) await sendBody(response.body, res)
    else res.end()
    return
  }
  await response.body?.cancel()
  const back = req.method === 'GET' ? req.originalUrl : req.path
  sendPage(
    res,
    503,
    { title: errors.unavailableTitle, message: errors.unavailable, back, backLabel: errors.retry },
    { 'Retry-After': retryAfter },
  )
}

/**
 * A post to a page or resource route without an action: Remix answers 405 with its own English words (and a page's
 * hydration data naming the route module); the visitor gets ours.
 */
async function noForms(req: ExpressRequest, res: ExpressResponse, response: Response) {
  await response.body?.cancel()
  sendPage(res, 405, { title: errors.refusedTitle, message: refusals.noForms, back: req.path }, { Allow: 'GET, HEAD' })
}

const BAD_ADDRESS = { title: errors.refusedTitle, message: refusals.badAddress, back: '/' }

/**
 * What Express could not hand over (a path whose percent-encoding is broken: `/product/%`) or what failed outside
 * Remix: a Russian page, never Express's English one with a stack trace; 5xx are logged.
 */
export function refusalOfErrors() {
  return (error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (res.headersSent) return next(error)
    const given = (error as { status?: unknown; statusCode?: unknown }) ?? {}
    const raw = Number(given.status ?? given.statusCode)
    const status = error instanceof URIError ? 400 : Number.isInteger(raw) && raw >= 400 && raw < 600 ? raw : 500
    if (status < 500) return sendPage(res, status, BAD_ADDRESS)
    console.error(`${req.method} ${req.originalUrl} failed`, error)
    sendPage(res, 500, { title: errors.serverTitle, message: errors.server, back: '/' })
  }
}

/** Control characters (percent-encoded; a request line cannot carry them raw) in a path name no page of ours. */
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)/i

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * A path no page of ours can have is answered here, in Russian, before the router sees it: a control character
 * (`/%0D%0A`, `/cart/%00`) is a 404; a broken percent-encoding (`/product/%`, `/cart/%E0%A4%A`) a 400. /api is the
 * back-end's to answer.
 */
export function refuseUnreadablePaths() {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const path = req.originalUrl.split('?')[0] ?? ''
    if (path.startsWith('/api/')) return next()
    if (CONTROL_IN_PATH.test(path)) {
      return sendPage(res, 404, { title: errors.notFoundTitle, message: errors.notFound, back: '/' })
    }
    if (!decodes(path)) return sendPage(res, 400, BAD_ADDRESS)
    next()
  }
}

/** A chunked body, read whole up to `maxBytes`; null when it is longer. */
async function readChunked(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > maxBytes) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function remixHeaders(req: ExpressRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

function requestUrl(req: ExpressRequest): string {
  // req.hostname follows the trust-proxy setting; so does the port of the host the visitor asked for.
  const host = (fromTrustedProxy(req) ? req.get('x-forwarded-host') : undefined) ?? req.get('host') ?? ''
  const port = host.split(':')[1]
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href
}

/**
 * Writes a response's body as it comes, and flushes the compressor only when the body pauses. Remix's own
 * `writeReadableStreamToWritable` flushes after every chunk when the compression middleware is installed: each
 * piece of a page then became a gzip block and a socket write of its own (larger and slower). A rendered page does not
 * come here (`sendDocument` compresses it whole); a single-fetch answer streams its deferred data, and each part that
 * arrives after a pause still leaves at once.
 */
export async function sendBody(body: ReadableStream<Uint8Array>, res: ExpressResponse, kept?: Uint8Array[]) {
  const reader = body.getReader()
  const compressor = res as ExpressResponse & { flush?: () => void }
  let pending: NodeJS.Immediate | undefined
  const flushSoon = () => {
    if (pending || typeof compressor.flush !== 'function') return
    pending = setImmediate(() => {
      pending = undefined
      compressor.flush?.()
    })
  }
  try {
    while (true) {
      const { done, value } = await reader.read()
      if (done) break
      kept?.push(value)
      res.write(value)
      flushSoon()
    }
    clearImmediate(pending)
    res.end()
  } catch (error) {
    clearImmediate(pending)
    res.destroy(error as Error)
    throw error
  }
}

/**
 * The key a document request's page may be kept under (server/page-cache.ts), or null when the page may be this
 * visitor's own: not a GET of a document, a personal cookie (the history aside) or Authorization, or a city just
 * detected (the page sets its cookie). A city of the visitor's (`bh_location`), as read and checked for the page, is
 * part of the key, and so is the catalogue's version (decision 050).
 */
async function pageKey(req: ExpressRequest, url: string, context: AppLoadContext): Promise<string | null> {
  if (req.method !== 'GET' || req.path.endsWith('.data') || req.headers.authorization) return null
  // A viewing history is weighed against the kept page: one that does not show it may go to such a visitor too.
  if (hasPersonalCookie(req.headers.cookie, { history: false })) return null
  const location = await context.visitor.location()
  if (location.setCookie) return null
  const city = location.isDefault ? '' : JSON.stringify(location.location)
  return `${await context.api.catalogueVersion()} ${city} ${url}`
}

/**
 * A rendered page, compressed in one pass in the thread pool (server/document-encoding.ts) in the encoding the client
 * takes best; the compression middleware passes an answer that names its encoding.
 */
async function sendDocument(req: ExpressRequest, res: ExpressResponse, document: Buffer) {
  const encoded = await encodeDocument(document, pickEncoding(req))
  res.vary('Accept-Encoding')
  if (encoded.encoding !== 'identity') res.setHeader('Content-Encoding', encoded.encoding)
  res.setHeader('Content-Length', String(encoded.body.length))
  res.end(encoded.body)
}

/** A kept page, in the encoding the client takes best; its own Content-Security-Policy replaces this response's. */
function sendStoredPage(req: ExpressRequest, res: ExpressResponse, page: StoredPage) {
  const encoding = pickEncoding(req)
  const body = page.body[encoding]
  res.status(page.status)
  const cookies: string[] = []
  for (const [name, value] of page.headers) {
    if (name === 'set-cookie') cookies.push(value)
    else res.setHeader(name, value)
  }
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))))
  // After the kept headers: the page's own Vary (Cookie) stays.
  res.vary('Accept-Encoding')
  // The compression middleware passes an answer that already names its encoding.
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(body.length))
  res.end(body)
}

/** The headers a page is kept with: the answer's own (cookies alike for every guest among them) and its CSP. */
function keptHeaders(response: Response, res: ExpressResponse): [string, string][] {
  const headers: [string, string][] = [...response.headers.entries()].filter(([name]) => name !== 'set-cookie')
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie])
  const policy = res.getHeader('Content-Security-Policy')
  if (typeof policy === 'string') headers.push(['content-security-policy', policy])
  return headers
}

/**
 * How long a rendered answer may be kept for everyone (0: not at all): by the page's own Cache-Control, when nothing
 * of this visitor is in it. A page that sets only cookies alike for every guest (the product page's view) is kept
 * with them, by what it said before the cookie made it private.
 */
function keepableLife(response: Response, context: AppLoadContext, withHistory: boolean): number {
  if (response.status !== 200) return 0
  // A page that showed this visitor's viewing history is theirs, whatever it says.
  if (withHistory && context.visitor.historyRead) return 0
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return 0
  if (context.api.uncachedCalls > 0) return 0
  const cookies = response.headers.getSetCookie()
  if (cookies.length === 0) return sharedLifeMs(response.headers.get('Cache-Control'))
  return setsOnlyCookiesAlikeForGuests(cookies) ? sharedLifeMs(context.sharedCacheControl) : 0
}

export function remixHandler(options: RemixHandlerOptions) {
  const handleRequest = createRequestHandler(options.build, options.mode)
  const turn = pageTurns()
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const controller = new AbortController()
      const init: RequestInit & { duplex?: 'half' } = {
        method: req.method,
        headers: remixHeaders(req),
        signal: controller.signal,
      }
      if (req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req.headers)) {
        const refusal = refuseFormPost(req.path, req.headers)
        if (refusal) return await refuse(req, res, refusal)
        if (req.headers['content-length'] === undefined) {
          const limit = bodyLimitFor(req.path)
          const body = await readChunked(req, limit.maxBytes)
          if (body === null) return await refuse(req, res, { status: 413, limit })
          init.body = new Uint8Array(body)
        } else {
          init.body = createReadableStreamFromReadable(req)
          init.duplex = 'half'
        }
      }
      // Loaders and actions are aborted when the visitor goes away before the answer is written.
      let finished = false
      res.on('finish', () => {
        finished = true
      })
      res.on('close', () => {
        if (!finished) controller.abort()
      })
      const context = options.getLoadContext(req, res)
      const cache = options.pageCache
      // A key that cannot be made (the back-end does not answer) keeps nothing: the page says so itself.
      const url = requestUrl(req)
      const key = cache ? await pageKey(req, url, context).catch(() => null) : null
      let stored = false
      let claimed = false
      const withHistory = hasHistoryCookie(req.headers.cookie)
      if (cache && key) {
        const found = wantsFreshPage(req.headers['cache-control']) ? undefined : cache.get(key)
        // A visitor with a viewing history gets only a page that did not show one.
        const kept = found && (!withHistory || found.page.ignoresHistory) ? found : undefined
        // A stale page goes to everyone but the one request that renders it again.
        if (kept && (kept.fresh || !cache.claimRefresh(key))) return sendStoredPage(req, res, kept.page)
        claimed = kept !== undefined
      }
      try {
        await turn()
        // A visitor who left while the page waited for its turn is not rendered a page.
        if (controller.signal.aborted) return
        const response = await handleRequest(new Request(url, init), context)
        if (response.status === 503) return await unavailable(req, res, response)
        if (response.status === 405 && !req.path.endsWith('.data')) return await noForms(req, res, response)
        const document = wholeDocumentOf(response)
        // A rendered page's reason phrase is its status's own; asking the answer for it would rebuild the answer.
        if (!document) res.statusMessage = response.statusText
        res.status(response.status)
        for (const [name, value] of response.headers.entries()) res.append(name, value)
        const body: Uint8Array[] | undefined = key ? [] : undefined
        if (document) {
          body?.push(document)
          await sendDocument(req, res, document)
        } else if (response.body) await sendBody(response.body, res, body)
        else res.end()
        const lifeMs = cache && key && body ? keepableLife(response, context, withHistory) : 0
        if (cache && key && body && lifeMs > 0 && cache.shouldStore(key)) {
          const page = {
            status: response.status,
            headers: keptHeaders(response, res),
            body: Buffer.concat(body),
            lifeMs,
            ignoresHistory: !context.visitor.historyRead,
          }
          stored = true
          cache.store(key, page).catch((error) => console.error(`Keeping the page ${req.originalUrl} failed`, error))
        }
      } finally {
        if (claimed && !stored && key) cache?.release(key)
      }
    } catch (error) {
      next(error)
    }
  }
}
