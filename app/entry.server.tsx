/**
 * Renders each document whole (deferred sections resolved, bounded by `streamTimeout`) and sends it as one buffer.
 * The CSP nonce made by server.ts reaches every inline script Remix writes. A request whose token the back-end
 * refused (any 401) signs the visitor out here, for documents and data requests alike (decision 015).
 */
import { Writable } from 'node:stream'
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  redirect,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { isAccountPath, signOutRejectedToken } from './context/session.server.ts'
import { BACKEND_RETRY_AFTER_SECONDS } from './lib/api/client.server.ts'
import { createServerTexts, withPageTexts } from './lib/i18n/server-texts.server.ts'
import { TextsProvider } from './lib/i18n/texts.tsx'
import { NonceProvider } from './lib/nonce.tsx'
import { wholeDocumentResponse } from './lib/whole-document.server.ts'

export const streamTimeout = 5_000

/**
 * What Remix reports: a request of a URL or method nobody serves (its own 404 and 405) is the sender's mistake, not
 * a failure of ours, and a request the visitor left is nobody's; the rest is logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}

/**
 * The document, collected whole. After `onAllReady` React writes the rest of the page at once, in ~2 KB pieces; handed
 * on piece by piece, each became a web-stream chunk, a socket write and — behind the compression middleware, which
 * the Remix adapter flushes after every chunk — a gzip flush of its own (~42 per catalogue page: 40 KB of gzip where
 * one pass gives 18 KB, and a tenth of the CPU). One buffer is one chunk, one write and one pass of the compressor.
 *
 * React 18.3's streaming renderer can write a stray NUL byte where a chunk boundary falls (facebook/react#31134).
 * Browsers hide it, crawlers and curl do not; HTML never legitimately holds one, so it is dropped here too.
 */
export function wholeDocument(done: (document: Buffer<ArrayBuffer>) => void, failed: (error: unknown) => void) {
  const chunks: Buffer[] = []
  return new Writable({
    // React takes a sink's 'close' for a visitor gone and aborts: after a whole document that only ended the sink
    // again, making and dropping a Node error (~20 µs a page). The sink is done with once `done` has the document.
    emitClose: false,
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk)
      next()
    },
    final(next) {
      done(withoutNulBytes(Buffer.concat(chunks)))
      next()
    },
    destroy(error, next) {
      if (error) failed(error)
      next(error)
    },
  })
}

function withoutNulBytes(buffer: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let nul = buffer.indexOf(0)
  if (nul === -1) return buffer
  const clean = Buffer.allocUnsafe(buffer.length)
  let length = 0
  let from = 0
  for (; nul !== -1; nul = buffer.indexOf(0, from)) {
    length += buffer.copy(clean, length, from, nul)
    from = nul + 1
  }
  length += buffer.copy(clean, length, from)
  return clean.subarray(0, length)
}

/**
 * A response that sets a cookie (a detected city, a recorded view) belongs to one visitor: no shared cache may keep
 * it, whatever the page's own Cache-Control says. What the page said is left in the request context for the
 * storefront's own page cache, which knows which cookies are alike for every guest (server/page-cache.ts).
 */
function keepPersonalResponsesPrivate(headers: Headers, context?: AppLoadContext) {
  if (!headers.has('Set-Cookie')) return
  if (context) context.sharedCacheControl = headers.get('Cache-Control')
  headers.set('Cache-Control', 'private, no-store')
}

/**
 * The back-end refused the visitor's token somewhere in this request (SPEC §4: a 401 from any call signs out): the
 * answer clears the cookies, and an account page becomes a redirect home. Answers the redirect, or null.
 */
function signOutIfRefused(pathname: string, context: AppLoadContext, headers: Headers): Response | null {
  if (!signOutRejectedToken(context.session, headers)) return null
  if (!isAccountPath(pathname)) return null
  const home = redirect('/', 302)
  for (const cookie of headers.getSetCookie()) home.headers.append('Set-Cookie', cookie)
  return home
}

/** The page a single-fetch data request is for: `/account/profile.data` → `/account/profile`, `/_root.data` → `/`. */
function dataRequestPage(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '')
  return pathname === '/_root' ? '/' : pathname
}

/**
 * A page that could not be served because the back-end could not be reached (app/lib/api/client.server.ts
 * `backendUnavailable`) tells clients and load balancers when to try again.
 */
function sayWhenToRetry(status: number, headers: Headers) {
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(BACKEND_RETRY_AFTER_SECONDS))
}

/** Single-fetch data requests (client navigations) follow the same rules as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const home = signOutIfRefused(dataRequestPage(request), context, response.headers)
  const answer = home ?? response
  keepPersonalResponsesPrivate(answer.headers)
  sayWhenToRetry(answer.status, answer.headers)
  return answer
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const home = signOutIfRefused(new URL(request.url).pathname, loadContext, responseHeaders)
  if (home) {
    keepPersonalResponsesPrivate(home.headers)
    return home
  }
  const texts = createServerTexts()
  const nonce = loadContext.cspNonce ?? ''

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <TextsProvider texts={texts}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </NonceProvider>
      </TextsProvider>,
      {
        nonce,
        // The whole document, deferred sections included, before the first byte: a browser without JavaScript
        // cannot move streamed sections into place (React reveals them with inline scripts), so streaming them
        // would hide the delivery estimate and recently viewed from exactly the visitors we build for. Client
        // navigations still stream their deferred data. `streamTimeout` bounds the wait. Decision 012.
        onAllReady() {
          shellRendered = true
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(
            wholeDocument((rendered) => {
              clearTimeout(deadline)
              // The texts the render read go into the page, so the browser hydrates without fetching any.
              const document = withPageTexts(rendered, texts, nonce)
              // A deferred section's call may have met the refused token after the loaders were done.
              signOutRejectedToken(loadContext.session, responseHeaders)
              keepPersonalResponsesPrivate(responseHeaders, loadContext)
              sayWhenToRetry(responseStatusCode, responseHeaders)
              responseHeaders.set('Content-Length', String(document.byteLength))
              resolve(wholeDocumentResponse(document, { headers: responseHeaders, status: responseStatusCode }))
            }, reject),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are also reported to the error boundary; log only what is new.
          if (shellRendered) console.error(error)
        },
      },
    )
    const deadline = setTimeout(abort, streamTimeout + 1_000)
  })
}
