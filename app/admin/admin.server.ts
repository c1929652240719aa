/**
 * The operator's console's guard and what its loaders and actions share (issue 16). The console is an
 * administrator's (role_id 2): a guest, a buyer and a seller go home, as on the seller cabinet; a token that died
 * signs out. Its pages are never cached and never indexed. Back-end answers are read as the cabinet reads them
 * (app/seller/seller.server.ts): 401 signs out, 403 goes home, 404 is the page's 404, anything else the 500 page.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { requireUser } from '#app/auth/auth.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { notFound, required, SELLER_HEADERS, sellerData } from '#app/seller/seller.server.ts'
import { MAX_ID, positiveInt } from '#app/seller/urls.ts'
import type { User } from '#contract/users.ts'
import { PAGE_PARAM } from './urls.ts'

export { notFound, required }

/** The console's data is the operator's own: never kept by a browser's back cache, a proxy or a CDN. */
export const ADMIN_HEADERS = SELLER_HEADERS

const ADMIN_ROLE = 2

/** A page's data, kept out of every cache. */
export const adminData = sellerData

export interface AdminAccess {
  api: ApiClient
  user: User
}

/** The guard of every console loader and action: the administrator, or a redirect home. */
export async function requireAdmin(context: AppLoadContext): Promise<AdminAccess> {
  if (!context.api.hasToken) throw redirect('/', { headers: ADMIN_HEADERS })
  const user = await requireUser(context)
  if (user.role_id !== ADMIN_ROLE) throw redirect('/', { headers: ADMIN_HEADERS })
  return { api: context.api, user }
}

/** The id in a console address, or the 404 page. */
export function idOf(raw: string | undefined): number {
  const id = positiveInt(raw ?? null, MAX_ID)
  if (id === null) throw notFound()
  return id
}

/** The page a list asks for (`?page=N`, 1 when absent or not a page number). */
export function pageOf(params: URLSearchParams): number {
  return positiveInt(params.get(PAGE_PARAM), 100_000) ?? 1
}

/** Where an action goes when done: its page again, naming the notice (post/redirect/get). */
export const doneRedirect = (to: string) => redirect(to, { status: 303, headers: ADMIN_HEADERS })

/**
 * What an action says when the back-end refused it: a 4xx's Russian error (and the fields it names) on the page,
 * with what was typed kept by the form. 401 signs out, 403 goes home, 404 is the 404 page, a 5xx the 500 page.
 */
export function refusal(result: ApiResult<unknown> & { error: string }) {
  if (result.status === 404) throw notFound()
  if (result.status >= 500 || result.status === 401 || result.status === 403) required(result)
  return adminData({ error: result.error, fields: result.fields ?? {} }, { status: result.status })
}
