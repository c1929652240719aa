/**
 * What the account pages' loaders and actions share (SPEC §2 account routes, §3, §7): the guards, the headers that
 * keep account data out of every cache, the pages' loader, the post/redirect/get answers with a success notice in the
 * URL, the back-end's field errors mapped onto a form, a list item's save, "make default" and "delete". The look-ups
 * that fill the forms are `lookups.server.ts`; the address and requisites forms' own steps, `address-form.server.ts`
 * and `requisite-form.server.ts`.
 */
import type { Submission } from '@conform-to/react'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { requireUser } from '#app/auth/auth.server.ts'
import { mapBackendErrors } from '#app/contact/contact.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import type { User } from '#contract/users.ts'
import { DONE_PARAM } from './urls.ts'

/** Account data is the visitor's own: never kept by a browser's back cache, a proxy or a CDN. */
export const ACCOUNT_HEADERS = { 'Cache-Control': 'private, no-store' } as const

/**
 * The layout's guard (SPEC §2): the signed-in user, or a redirect home for a guest and for a token the back-end
 * refuses (its cookie cleared on the way).
 */
export async function requireAccount(context: AppLoadContext): Promise<{ api: ApiClient; user: User }> {
  const user = await requireUser(context)
  return { api: context.api, user }
}

/** The layout's loader: the guard, and the signed-in user's profile as every account page shows it. */
export async function accountLayoutLoader(context: AppLoadContext) {
  const { user } = await requireAccount(context)
  const { surname, name, middle_name, email, phone, phone_verified, birthday, gender, image, has_password } = user
  const profile = { surname, name, middle_name, email, phone, phone_verified, birthday, gender, image, has_password }
  // The role: an administrator's and a seller's menu leads to where they work.
  return data({ user: { ...profile, role_id: user.role_id } }, { headers: ACCOUNT_HEADERS })
}

/**
 * A child page's guard. Its loader runs beside the layout's, so it checks too: no token is a guest (home at once,
 * no call made); a call answered 401 (`signedIn`) is a token that died.
 */
export async function accountApi(context: AppLoadContext): Promise<ApiClient> {
  const api = context.api
  if (!api.hasToken) throw redirect('/', { headers: ACCOUNT_HEADERS })
  return api
}

/** A result of an account call; a 401 (the token died) sends the visitor home signed out (SPEC §4). */
export function signedIn<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.status === 401) throw signOutTo('/')
  return result
}

/** The account pages, by their section of account.json (whose `title` is the page's). */
type AccountSection = 'profile' | 'addresses' | 'requisites' | 'orders' | 'wishlist' | 'questions' | 'notifications'

/** An account page's loader: the guard, the page's title and what `load` brings, kept out of every cache. */
export async function accountPage<T extends object = object>(
  context: AppLoadContext,
  section: AccountSection,
  load?: (api: ApiClient) => Promise<T>,
) {
  const api = await accountApi(context)
  const [loaded, t] = await Promise.all([load ? load(api) : ({} as T), context.t('account')])
  return data({ title: t(`${section}.title`), ...loaded }, { headers: ACCOUNT_HEADERS })
}

/** A list the page cannot do without; a failure of the back-end is the 500 page. */
export function required<T>(result: ApiResult<T>): T {
  const checked = signedIn(result)
  if (checked.data === null) {
    console.error(`Account call failed (${checked.status}): ${checked.error}`)
    throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
  }
  return checked.data
}

/** Post/redirect/get: back to the page with its success notice (SPEC §8) named in the URL. */
export function redirectDone(pathname: string, done: string): Response {
  return redirect(`${pathname}?${new URLSearchParams({ [DONE_PARAM]: done })}`, {
    status: 303,
    headers: ACCOUNT_HEADERS,
  })
}

/** A refused call's field errors onto the form's fields; the rest become the form's own error. */
export function backendErrors(
  failure: { error: string; status: number; fields?: Record<string, string[]> },
  visibleFields: readonly string[],
) {
  return mapBackendErrors(failure, visibleFields)
}

/** The status a refused call is answered with: the back-end's 4xx, or 400 when it failed otherwise. */
export function refusedStatus(status: number): number {
  return status >= 400 && status < 500 && status !== 401 ? status : 400
}

// ---- A list page's items (addresses, requisites) ----

const notFound = () => new Response('Not Found', { status: 404 })

/** The item an edit form was posted for (its `id`), or null for a new one. */
export function editedId(form: FormData): number | null {
  const id = Number(form.get('id'))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * After a save: back to the list with its notice, or the form again (the back-end's status) with the back-end's
 * errors under the fields and what was typed; another user's or an unknown item is a 404.
 */
export function saved(
  pathname: string,
  editing: boolean,
  answer: ApiResult<unknown>,
  submission: Submission<unknown>,
  visibleFields: readonly string[],
) {
  const checked = signedIn(answer)
  if (checked.error === null) return redirectDone(pathname, editing ? 'saved' : 'added')
  if (checked.status === 404) throw notFound()
  return data(
    { result: submission.reply(backendErrors(checked, visibleFields)) },
    { status: refusedStatus(checked.status) },
  )
}

/** How a list page's item is made the default and deleted, in the back-end's calls. */
export interface ItemCalls<T extends { id: number; default: boolean }> {
  /** The user's items: the default is changed by saving the item whole with `default` set. */
  list(): Promise<T[]>
  update(item: T): Promise<ApiResult<unknown>>
  remove(id: number): Promise<ApiResult<unknown>>
}

/**
 * "Make default" or "delete", confirmed first (SPEC §8): done, and back to the list with its notice. Another user's
 * or an unknown id is a 404; a failure of the back-end, the 500 page.
 */
export async function itemAction<T extends { id: number; default: boolean }>(
  pathname: string,
  intent: 'default' | 'delete',
  form: FormData,
  calls: ItemCalls<T>,
): Promise<Response> {
  const id = editedId(form)
  if (id === null) throw notFound()
  let answer: ApiResult<unknown>
  if (intent === 'delete') {
    answer = await calls.remove(id)
  } else {
    const item = (await calls.list()).find((candidate) => candidate.id === id)
    if (!item) throw notFound()
    answer = await calls.update({ ...item, default: true })
  }
  const checked = signedIn(answer)
  if (checked.status === 404) throw notFound()
  if (checked.error !== null) throw new Response(checked.error, { status: 500 })
  return redirectDone(pathname, intent === 'delete' ? 'deleted' : 'default')
}
