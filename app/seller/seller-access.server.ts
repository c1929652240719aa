/**
 * What the cabinet's pages share on the server (issue 15, decision 039): the visitor must hold a token; a seller's
 * call answered 401 (the token died) signs out, 403 (not a seller) or 400 naming `merchant_id` (an administrator
 * who named no merchant) goes home; an administrator reads a seller's cabinet with `?merchant=ID`, which every seller's call then names.
 * Cabinet pages are the seller's own: never cached.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { ACCOUNT_HEADERS } from '#app/account/account.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'

export const SELLER_HEADERS = ACCOUNT_HEADERS

export function sellerApi(context: AppLoadContext): ApiClient {
  if (!context.api.hasToken) throw redirect('/', { headers: SELLER_HEADERS })
  return context.api
}

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

/** A result the page cannot do without: its data, or the 500 page. */
export function sellersData<T>(result: ApiResult<T>): T {
  const checked = sellersOwn(result)
  if (checked.data === null) {
    console.error(`Seller call failed (${checked.status}): ${checked.error}`)
    throw new Response('Internal Server Error', { status: 500 })
  }
  return checked.data
}

/** The merchant an administrator asks for (`?merchant=ID`), as the seller's calls' query; {} for a seller. */
export function viewedMerchant(request: Request): { merchant_id?: number } {
  const id = new URL(request.url).searchParams.get('merchant')
  return id && /^[1-9]\d{0,9}$/.test(id) ? { merchant_id: Number(id) } : {}
}
