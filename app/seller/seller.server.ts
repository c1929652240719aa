/**
 * The seller cabinet's guard and what every one of its loaders and actions shares (issue 15, decision 039). The
 * cabinet is a seller's (role 3 with a merchant); an administrator may open any merchant's read-only with
 * `?merchant=ID`, which every seller's call then names. A guest goes home as on the account's pages, and so does a
 * buyer. A seller's call answered 401 (the token died) signs out; 403 (not a seller) or 400 naming `merchant_id` (an
 * administrator who named no merchant) goes home. Cabinet pages are never cached.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { requireUser } from '#app/auth/auth.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import type { User } from '#contract/users.ts'
import { readMerchant } from './urls.ts'

/** Cabinet data is the seller's own: never kept by a browser's back cache, a proxy or a CDN. */
export const SELLER_HEADERS = { 'Cache-Control': 'private, no-store' } as const

const SELLER_ROLE = 3
const ADMIN_ROLE = 2

/** Who opened the cabinet, and for which merchant. */
export interface SellerAccess {
  api: ApiClient
  user: User
  merchantId: number
  /** An administrator looking at a seller's cabinet: nothing may be changed. */
  readOnly: boolean
  /** What each seller call's query carries: the administrator's `merchant_id`, nothing for a seller. */
  query: { merchant_id?: number }
  /** The `merchant` parameter every cabinet link keeps (an administrator's), or null. */
  merchantParam: number | null
}

/** The guard of every cabinet loader and action: the seller (or a reading administrator), or a redirect home. */
export async function requireSeller(context: AppLoadContext, request: Request): Promise<SellerAccess> {
  // A guest (or a dead token) goes home before anything else is asked.
  if (!context.api.hasToken) throw redirect('/', { headers: SELLER_HEADERS })
  const user = await requireUser(context)
  if (user.role_id === SELLER_ROLE && user.merchant_id !== null) {
    return {
      api: context.api,
      user,
      merchantId: user.merchant_id,
      readOnly: false,
      query: {},
      merchantParam: null,
    }
  }
  const named = readMerchant(new URL(request.url).searchParams)
  if (user.role_id === ADMIN_ROLE && named !== null) {
    return {
      api: context.api,
      user,
      merchantId: named,
      readOnly: true,
      query: { merchant_id: named },
      merchantParam: named,
    }
  }
  throw redirect('/', { headers: SELLER_HEADERS })
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...SELLER_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } })

export const notFound = () => plain(404, 'Not Found')

/**
 * A seller's call's result, or away: signed out on 401; home on 403 (not a seller) and on the 400 that names no
 * merchant (an administrator without `?merchant=`). Other refusals are the page's to show.
 */
export function sellersOwn<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.status === 401) throw signOutTo('/')
  const noMerchant = result.error !== null && result.status === 400 && result.fields?.merchant_id !== undefined
  if (result.status === 403 || noMerchant) throw redirect('/', { headers: SELLER_HEADERS })
  return result
}

/**
 * A result the page cannot do without (`sellersOwn`'s checks first): its data; a 404 is the page's 404, any other
 * failure of the back-end the 500 page.
 */
export function required<T>(result: ApiResult<T>): T {
  const checked = sellersOwn(result)
  if (checked.data !== null) return checked.data
  if (checked.status === 404) throw notFound()
  console.error(`Seller cabinet call failed (${checked.status}): ${checked.error}`)
  throw new Response('Internal Server Error', { status: 500, headers: SELLER_HEADERS })
}

/** A page's data, kept out of every cache. */
export const sellerData = <T>(value: T, init: { status?: number } = {}) =>
  data(value, { status: init.status ?? 200, headers: SELLER_HEADERS })

/** The back-end's largest page of a seller's list, and the most one address of the cabinet shows. */
const PER_CALL = 100
const MAX_SHOWN = 1000

/** How many items a list shows for `?shown=N` («Показать ещё», a plain link): `step` at first, at most 1000. */
export function shownOf(params: URLSearchParams, step: number): number {
  const asked = Number(params.get('shown'))
  return Number.isSafeInteger(asked) && asked > step ? Math.min(asked, MAX_SHOWN) : step
}

/**
 * The pages that hold a list's first `shown` items, asked at once in as few calls as the back-end's page size
 * allows; the caller joins them and cuts at `shown`.
 */
export function firstPages<P>(shown: number, page: (query: { page: number; per_page: number }) => Promise<P>) {
  const perPage = Math.min(shown, PER_CALL)
  return Promise.all(
    Array.from({ length: Math.ceil(shown / PER_CALL) }, (_, i) => page({ page: i + 1, per_page: perPage })),
  )
}

/**
 * A file the back-end made for the merchant (an order's invoice or passport copy, its offers as a price list),
 * passed on as it comes, never cached. A 401 signs out; any other failure than the caller's own is a 502.
 */
export function passOn(response: Response, what: string): Response {
  if (response.status === 401) throw signOutTo('/')
  if (!response.ok) {
    console.error(`${what}: the back-end answered ${response.status}`)
    return plain(502, 'Bad Gateway')
  }
  const headers = new Headers(SELLER_HEADERS)
  for (const name of ['Content-Type', 'Content-Disposition', 'Content-Length']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}

/** A file of one of the merchant's orders (its invoice, the buyer's passport copy); another's or none is a 404. */
export async function passFile(request: Request, context: AppLoadContext, rawId: string, backendPath: string) {
  const access = await requireSeller(context, request)
  if (!/^\d{1,10}$/.test(rawId) || Number(rawId) < 1 || Number(rawId) > 2 ** 31 - 1) return notFound()
  const response = await access.api.raw(backendPath, {
    params: { id: rawId, orderId: rawId },
    query: access.query,
    signal: request.signal,
  })
  if (response.status === 404 || response.status === 403) return notFound()
  return passOn(response, `File of order ${rawId}`)
}
