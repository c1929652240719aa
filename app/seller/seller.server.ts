/**
 * The seller cabinet's guard and what its loaders and actions share (issue 15). The cabinet is a seller's (role 3
 * with a merchant); an administrator may open any merchant's read-only with `?merchant=ID` (docs/decisions/039). A
 * guest goes home as on the account's pages, and so does a buyer. Cabinet pages are never cached.
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
 * A result the page cannot do without: a 401 (the token died) signs the visitor out, a 404 is the page's 404, any
 * other failure of the back-end the 500 page.
 */
export function required<T>(result: ApiResult<T>): T {
  if (result.status === 401) throw signOutTo('/')
  if (result.data !== null) return result.data
  if (result.status === 404) throw notFound()
  console.error(`Seller cabinet call failed (${result.status}): ${result.error}`)
  throw new Response('Internal Server Error', { status: 500, headers: SELLER_HEADERS })
}

/** A page's data, kept out of every cache. */
export const sellerData = <T>(value: T, init: { status?: number } = {}) =>
  data(value, { status: init.status ?? 200, headers: SELLER_HEADERS })

/**
 * A file of one of the merchant's orders (its invoice, the buyer's passport copy) passed on from the back-end as it
 * comes, never cached; another merchant's or an unknown order is a 404.
 */
export async function passFile(request: Request, context: AppLoadContext, rawId: string, backendPath: string) {
  const access = await requireSeller(context, request)
  if (!/^\d{1,10}$/.test(rawId) || Number(rawId) < 1 || Number(rawId) > 2 ** 31 - 1) return notFound()
  const query = access.query.merchant_id ? `?merchant_id=${access.query.merchant_id}` : ''
  const response = await access.api.raw(`${backendPath}${query}`, {
    params: { id: rawId, orderId: rawId },
    signal: request.signal,
  })
  if (response.status === 401) throw signOutTo('/')
  if (response.status === 404 || response.status === 403) return notFound()
  if (!response.ok) {
    console.error(`File of order ${rawId}: the back-end answered ${response.status}`)
    return plain(502, 'Bad Gateway')
  }
  const headers = new Headers(SELLER_HEADERS)
  for (const name of ['Content-Type', 'Content-Disposition', 'Content-Length']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
