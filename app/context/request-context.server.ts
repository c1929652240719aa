/**
 * The request context: built once per request by the server entry (server.ts, Remix `getLoadContext`) and handed to
 * every loader and action as `context`. Nothing else builds an API client: a loader takes the visitor's client,
 * session, cookies, cart and translations from here (decision 027).
 */
import type { AppLoadContext } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { createCatalogueVersionTracker } from '#app/lib/api/catalogue-version.server.ts'
import {
  type ApiClient,
  type ApiResult,
  type ApiTransport,
  CACHE_POLICIES,
  createApiClient,
} from '#app/lib/api/client.server.ts'
import { parseCookieHeader } from '#app/lib/cookies.server.ts'
import { i18n, type ServerNamespace } from '#app/lib/i18n.server.ts'
import { i18nConfig } from '#app/lib/i18n.ts'
import { resources } from '#app/lib/i18n-resources.ts'
import { createSwrCache } from '#app/lib/swr-cache.server.ts'
import { type CartHandler, createCartHandler } from './cart.server.ts'
import { createSession, type Session } from './session.server.ts'
import { type StartAnswer, startupOnce } from './startup.server.ts'
import { readVisitor, type Visitor } from './visitor.server.ts'

export interface RequestContext {
  /** Nonce of this response's Content-Security-Policy. */
  cspNonce: string
  /**
   * The page's Cache-Control before a cookie it sets made the answer private (app/entry.server.tsx), for the
   * storefront's page cache, which may keep a page whose only cookies are alike for every guest (server/page-cache.ts).
   */
  sharedCacheControl: string | null
  /** The visitor's IP, from X-Real-IP / X-Forwarded-For when behind a trusted proxy (SPEC §7). */
  clientIp: string | null
  /** The back-end, as this visitor: the token goes with the calls until the back-end refuses it. */
  api: ApiClient
  /** The visitor's token and signing out. */
  session: Session
  /** The visitor's cookies: city, favourites, recently viewed, the guest's cart. */
  visitor: Visitor
  /** The visitor's cart, guest or account alike. */
  cart: CartHandler
  /** The start-up call's answer (SPEC §7), asked once per request however many loaders need it. */
  startup(): Promise<StartAnswer>
  /** A translate function for a namespace of the Russian resources, e.g. `await context.t('cart')`. */
  t<N extends ServerNamespace>(namespace: N): Promise<TFunction<N>>
}

declare module '@remix-run/node' {
  interface AppLoadContext extends RequestContext {}
}

export interface RequestContextInput {
  /** How the storefront reaches the back-end: in process (embedded) or over HTTP (split). */
  transport: ApiTransport
  /** The request's Cookie header. */
  cookieHeader: string | null | undefined
  userAgent: string | null | undefined
  clientIp: string | null
  cspNonce: string
}

/**
 * Anonymous visitors' public data, shared by all requests of this process; how long each answer lives is its call's
 * cache policy (`CACHE_POLICIES` in app/lib/api/client.server.ts).
 */
const publicCache = createSwrCache<ApiResult<unknown>>({ ...CACHE_POLICIES.short, maxEntries: 2_000 })
/** The catalogue's version this process has heard of: the public cache's answers are kept under it (decision 050). */
const catalogueVersion = createCatalogueVersionTracker()

/**
 * One translate function per namespace for the process: the texts and the language never change while it runs, and
 * remix-i18next's getFixedT makes and initialises a whole i18next instance on every call (~0.2 ms a page).
 */
const translators = new Map<ServerNamespace, Promise<unknown>>()

function translatorOf(namespace: ServerNamespace): Promise<unknown> {
  let translator = translators.get(namespace)
  if (!translator) {
    translator = i18n.getFixedT(i18nConfig.fallbackLng, namespace)
    translator.catch(() => translators.delete(namespace))
    translators.set(namespace, translator)
  }
  return translator
}

export function createRequestContext(input: RequestContextInput): AppLoadContext {
  const cookies = parseCookieHeader(input.cookieHeader)
  const session = createSession(cookies)
  const api = createApiClient({
    transport: input.transport,
    token: () => session.token,
    clientIp: input.clientIp,
    defaultError: resources.ru.common.errors.default,
    publicCache,
    catalogueVersion,
    onUnauthorized: () => session.reject(),
  })
  const visitor = readVisitor({ cookies, userAgent: input.userAgent ?? '', clientIp: input.clientIp, api })
  const startup = startupOnce(api, () => session.reject())
  return {
    cspNonce: input.cspNonce,
    sharedCacheControl: null,
    clientIp: input.clientIp,
    api,
    session,
    visitor,
    cart: createCartHandler(api, visitor.guestCart, startup),
    startup,
    t: (namespace) => translatorOf(namespace) as never,
  }
}
