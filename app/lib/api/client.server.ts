/**
 * The storefront's API client: the only place that knows the back-end's URLs. It builds each request from the
 * contract's call definition and gives back `{ data, error }` (SPEC §8): a refused request becomes the server's
 * `error` field, or the default error text, with null data. A back-end that cannot be reached or does not answer
 * in time — or a proxy before it answers for it that no back-end answered — is no refusal: the request is answered
 * 503 (`backendUnavailable`). It takes a `fetch`, so the same code
 * talks to the back-end in process (embedded mode) or over the network (split mode).
 */

import type { z } from 'zod'
import { buildPath, type CallDefinition, type CallResponse, errorResponseSchema } from '#contract/call.ts'
import { CATALOGUE_VERSION_HEADER, getCatalogueVersionCall } from '#contract/catalog.ts'
import type { CatalogueVersionTracker } from './catalogue-version.server.ts'

/** How soon a visitor is told to try again when the back-end cannot be reached, seconds. */
export const BACKEND_RETRY_AFTER_SECONDS = 30

/**
 * The back-end cannot be reached or did not answer in time (the transport's timeout): the request cannot be served,
 * and it says so — 503 with Retry-After, the «try again» page (root and shop error boundaries) — instead of hanging
 * or passing for a refusal of the visitor's input. Thrown from loaders and actions alike (decision 026).
 */
export function backendUnavailable(): never {
  // A Response, not `data()`: resource routes pass a thrown Response on as it is, where they would log `data()` as
  // an error of theirs.
  throw new Response(JSON.stringify({ unavailable: true }), {
    status: 503,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Retry-After': String(BACKEND_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * What a proxy between the storefront and the back-ends (nginx before M back-ends, decision 049) answers when none of
 * them answers it. Our back-end's own refusals with these statuses (an SMS gateway that failed: 503) always carry the
 * contract's error shape, which a proxy's page does not.
 */
const GATEWAY_FAILURES = new Set([502, 503, 504])

async function isGatewayFailure(response: Response): Promise<boolean> {
  if (!GATEWAY_FAILURES.has(response.status)) return false
  const payload: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  return !errorResponseSchema.safeParse(payload).success
}

export interface ApiTransport {
  fetch: (request: Request) => Response | Promise<Response>
  /** Origin the call paths are resolved against, e.g. http://127.0.0.1:4000. */
  baseUrl: string
}

export type ApiResult<T> =
  | { data: T; error: null; status: number }
  | { data: null; error: string; status: number; fields?: Record<string, string[]> }

export interface ApiClientOptions {
  transport: ApiTransport
  /**
   * The visitor's access token (bh_token cookie), sent as a bearer token; a function when it may die during the
   * request (the request context's session: a refused token is not sent again).
   */
  token?: string | null | (() => string | null)
  /** Forwarded so the back-end sees the visitor, not the storefront. */
  clientIp?: string | null
  /** errors.default of the translations. */
  defaultError: string
  log?: (message: string, detail?: unknown) => void
  /** Where a call with a cache policy keeps answers that are the same for every anonymous visitor. */
  publicCache?: PublicCache
  /**
   * The process's knowledge of the catalogue's version (decision 050): heard from every answer; cached answers are
   * kept under it, so none outlives a change of an offer. Without it cached answers live their policy's life.
   */
  catalogueVersion?: CatalogueVersionTracker
  /**
   * Called when a call that carried the token is answered 401: the token died (revoked, expired), and the visitor
   * is to be signed out (SPEC §4, §8). app/context/session.server.ts does that for the whole request.
   */
  onUnauthorized?: () => void
  /** Shared by a client and the clients made from it (`asGuest`): how many calls went past the public cache. */
  tally?: { uncached: number }
}

export interface PublicCache {
  get(
    key: string,
    load: () => Promise<ApiResult<unknown>>,
    keep: (value: ApiResult<unknown>) => boolean,
    life: CacheLife,
  ): Promise<ApiResult<unknown>>
}

export interface CacheLife {
  /** How long an answer is served as is. */
  freshMs: number
  /** How long after that it is still served at once, while one call in the background refreshes it. */
  staleMs: number
}

/**
 * The named cache policies of a call (as Hydrogen's CacheShort, CacheLong and CacheNone), chosen at each call site.
 * A policy says the answer is the same for everyone, and keeps it in the process's public cache: such a call is always
 * asked as a guest's, without the visitor's token, so a signed-in buyer's catalogue comes from the same cache as a
 * guest's and no answer of anyone's own can be kept (a call that needs the token answers a guest, 401 or empty).
 * What is the visitor's own is asked with the token and no policy (the start-up call's own part: `startOwnCall`).
 * Fresh answers are served as they are; stale ones at once, while one call refreshes them (stale-while-revalidate);
 * a failure is never kept. The account's and the cart's calls are `none`, the default: never cached.
 */
export const CACHE_POLICIES = {
  /** What moves by the minute — listings, search, a product's page and its delivery estimate: prices and stock. */
  short: { freshMs: 30_000, staleMs: 600_000 },
  /** What an operator changes seldom — the start-up data (categories, brands, sellers), the home page, sitemaps. */
  long: { freshMs: 300_000, staleMs: 3_600_000 },
  /** Account, cart, orders, anything a visitor's action changes: always the back-end's answer. */
  none: null,
} as const satisfies Record<string, CacheLife | null>

export type CachePolicy = keyof typeof CACHE_POLICIES

type CallInput<C extends CallDefinition> = {
  params?: Record<string, string | number>
  query?: z.input<C['query']>
  body?: z.input<C['body']>
  /**
   * A multipart/form-data body (a file upload such as the profile photo), for calls whose contract leaves the body
   * to the route; fetch writes the Content-Type with its boundary.
   */
  form?: FormData
  signal?: AbortSignal
  /** How long an anonymous visitor's answer may be reused (`CACHE_POLICIES`); `none` unless said. */
  cache?: CachePolicy
}

type CallFunction = <C extends CallDefinition>(
  definition: C,
  input?: CallInput<C>,
) => Promise<ApiResult<CallResponse<C>>>

export interface RawCallInput {
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  accept?: string
  signal?: AbortSignal
}

export interface ApiClient {
  /** A call of the contract; `input.cache` names its cache policy (`CACHE_POLICIES`). */
  call: CallFunction
  /**
   * GET a back-end answer that is not JSON (the invoice PDF of an order) as it comes, for a resource route to pass
   * its body on unparsed; `path` is a contract path with `:params`. Same token, address and 401 handling as `call`.
   */
  raw: (path: string, input?: RawCallInput) => Promise<Response>
  /** The same client without the visitor's token: for calls that must not depend on it (sign-in, a guest's page). */
  asGuest: () => ApiClient
  /** Whether the visitor's token goes with the calls. */
  readonly hasToken: boolean
  /**
   * Calls of this request (this client's and its guest clients') that the public cache did not answer for everyone
   * alike: no cache policy, a token, or a raw call. A page built with none of them is the same for every anonymous
   * visitor (server/page-cache.ts).
   */
  readonly uncachedCalls: number
  /** The catalogue's version this process knows, confirmed as the cached calls confirm it (decision 050); 0 without. */
  catalogueVersion(): Promise<number>
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const log = options.log ?? ((message, detail) => console.error(message, detail))
  const currentToken = () => (typeof options.token === 'function' ? options.token() : (options.token ?? null))
  const tally = options.tally ?? { uncached: 0 }

  function headersFor(accept: string, token: string | null): Headers {
    const headers = new Headers({ Accept: accept })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (options.clientIp) headers.set('X-Real-IP', options.clientIp)
    return headers
  }

  async function transmit(
    request: Request,
    what: string,
    token: string | null,
    heard?: (version: number) => void,
  ): Promise<Response> {
    let response: Response
    try {
      response = await options.transport.fetch(request)
    } catch (error) {
      log(`${what}: the back-end did not answer`, error)
      backendUnavailable()
    }
    if (await isGatewayFailure(response)) {
      log(`${what}: no back-end answered behind the proxy (${response.status})`)
      await response.body?.cancel()
      backendUnavailable()
    }
    if (response.status === 401 && token) options.onUnauthorized?.()
    const version = response.headers.get(CATALOGUE_VERSION_HEADER)
    if (version !== null) {
      options.catalogueVersion?.heard(Number(version))
      heard?.(Number(version))
    }
    return response
  }

  async function send<C extends CallDefinition>(
    definition: C,
    input: CallInput<C>,
    heard?: (version: number) => void,
  ): Promise<ApiResult<CallResponse<C>>> {
    const url = new URL(buildPath(definition.path, input.params), options.transport.baseUrl)
    if (input.query && typeof input.query === 'object') {
      for (const [key, value] of Object.entries(input.query as Record<string, unknown>)) {
        if (value === undefined || value === null) continue
        for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item))
      }
    }
    const token = currentToken()
    const headers = headersFor('application/json', token)
    let body: string | FormData | undefined
    if (definition.method !== 'GET' && input.form) {
      body = input.form
    } else if (definition.method !== 'GET' && input.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(input.body)
    }

    const response = await transmit(
      new Request(url, { method: definition.method, headers, body, signal: input.signal }),
      `${definition.method} ${definition.path}`,
      token,
      heard,
    )
    const payload: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const failure = errorResponseSchema.safeParse(payload)
      return {
        data: null,
        error: failure.success ? failure.data.error : options.defaultError,
        status: response.status,
        ...(failure.success && failure.data.fields ? { fields: failure.data.fields } : {}),
      }
    }
    const parsed = definition.response.safeParse(payload)
    if (!parsed.success) {
      log(`${definition.method} ${definition.path}: the answer does not match the contract`, parsed.error.issues)
      return { data: null, error: options.defaultError, status: 502 }
    }
    return { data: parsed.data, error: null, status: response.status }
  }

  /** The catalogue's version alone, when this process has heard none lately (decision 050). */
  const askVersion = () =>
    send(getCatalogueVersionCall, {}).then(
      (answer) => answer.data?.version ?? null,
      () => null,
    )

  const catalogueVersion = () => options.catalogueVersion?.confirmed(askVersion) ?? Promise.resolve(0)

  let guestClient: ApiClient | undefined
  function guest(): ApiClient {
    guestClient ??= createApiClient({ ...options, token: null, tally })
    return guestClient
  }

  /**
   * A call, through the public cache when it has a policy (`CACHE_POLICIES`), asked without the visitor's token. Answers
   * are kept under the catalogue's version: one heard later misses them all, and an answer is kept only when its
   * back-end had read at least that version (one lagging behind another is asked again next time).
   */
  async function call<C extends CallDefinition>(
    definition: C,
    input: CallInput<C> = {},
  ): Promise<ApiResult<CallResponse<C>>> {
    const life = CACHE_POLICIES[input.cache ?? 'none']
    const cache = options.publicCache
    if (!life || !cache) {
      tally.uncached += 1
      return send(definition, input)
    }
    // An answer kept for everyone is asked as everyone: a signed-in visitor's call goes without the token.
    if (currentToken()) return guest().call(definition, input)
    const tracker = options.catalogueVersion
    const version = await catalogueVersion()
    const key = `${version} ${definition.method} ${definition.path} ${JSON.stringify([input.params, input.query, input.body])}`
    let answeredFor = tracker ? -1 : 0
    return cache.get(
      key,
      () =>
        send(definition, { ...input, signal: undefined }, (heard) => {
          answeredFor = heard
        }),
      (result) => result.error === null && answeredFor >= version,
      life,
    ) as Promise<ApiResult<CallResponse<C>>>
  }

  async function raw(path: string, input: RawCallInput = {}): Promise<Response> {
    tally.uncached += 1
    const token = currentToken()
    const url = new URL(buildPath(path, input.params), options.transport.baseUrl)
    for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value))
    const headers = headersFor(input.accept ?? '*/*', token)
    return transmit(new Request(url, { method: 'GET', headers, signal: input.signal }), `GET ${path}`, token)
  }

  return {
    call,
    raw,
    asGuest: guest,
    get hasToken() {
      return currentToken() !== null
    },
    get uncachedCalls() {
      return tally.uncached
    },
    catalogueVersion,
  }
}
