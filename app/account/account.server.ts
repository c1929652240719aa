/**
 * What the account pages' loaders and actions share (SPEC §2 account routes, §3, §7): the guard, the headers that
 * keep account data out of every cache, the pages' loader, the post/redirect/get answers with a success notice in the
 * URL, the back-end's field errors mapped onto a form, a list item's save, "make default" and "delete", and the look-ups that fill the forms (address suggestions, delivery
 * ids, company by INN, bank by BIK), shaped for the browser. The resource route /account/lookup (JavaScript) and the
 * actions' "find" buttons (without JavaScript) use the same look-ups.
 */
import type { Submission, SubmissionResult } from '@conform-to/react'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { requireUser } from '#app/auth/auth.server.ts'
import { mapBackendErrors } from '#app/contact/contact.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { getAddressesCall } from '#contract/location.ts'
import { getAddressOfCityCall, getBankByBicCall, getCompanyByParamCall, getDeliveryIdsCall } from '#contract/lookups.ts'
import type { User } from '#contract/users.ts'
import type { BankFill, CityChoice, CompanyFill, DeliveryChoice, StreetChoice } from './account-schema.ts'
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
type AccountSection = 'profile' | 'addresses' | 'requisites' | 'orders' | 'wishlist' | 'notifications'

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

/** The text fields of a post, as a form's values to show again (files and the buttons' own fields left out). */
export function postedValues(form: FormData, omit: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || omit.includes(key)) continue
    const existing = values[key]
    values[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return values
}

/**
 * A form shown again with these values and errors but not refused as a whole (a look-up filled or did not fill
 * it): conform renders the values and the errors, and focuses nothing.
 */
export function formAgain(
  values: Record<string, string | string[]>,
  fieldErrors: Record<string, string[]> = {},
): SubmissionResult<string[]> {
  return { initialValue: values, error: fieldErrors }
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

// ---- Look-ups ----

const LOOKUP_COUNT = 10

/** Settlements whose name starts with what was typed (the city of an address). */
export async function findCities(api: ApiClient, query: string): Promise<CityChoice[]> {
  const q = query.trim().slice(0, 300)
  if (!q) return []
  const answer = await api.call(getAddressesCall, { query: { address: q, count: LOOKUP_COUNT } })
  return (answer.data?.suggestions ?? []).map((s) => ({
    value: s.value,
    city: s.city ?? s.value,
    region: s.region_with_type,
    kladr_id: s.city_kladr_id ?? s.kladr_id,
    fias_id: s.city_fias_id ?? s.fias_id,
  }))
}

/** Streets (and houses, once a number is typed) of the city with this KLADR id. */
export async function findStreets(api: ApiClient, query: string, kladrId: string): Promise<StreetChoice[]> {
  const q = query.trim().slice(0, 300)
  if (!q || !/^\d{13,19}$/.test(kladrId)) return []
  const answer = await api.call(getAddressOfCityCall, { query: { address: q, kladr_id: kladrId, count: LOOKUP_COUNT } })
  return (answer.data?.suggestions ?? []).flatMap((s) => {
    const street = s.street_with_type
    if (!street) return []
    return [{ value: s.value, street, house: s.house, street_kladr_id: s.street_kladr_id, fias_id: s.fias_id }]
  })
}

/** The delivery services' ids of a city (null when unknown or the look-up failed). */
export async function findDeliveryIds(api: ApiClient, kladrId: string): Promise<DeliveryChoice | null> {
  if (!/^\d{13,19}$/.test(kladrId)) return null
  const answer = await api.call(getDeliveryIdsCall, { params: { kladr_id: kladrId } })
  const ids = answer.data?.data
  if (!ids) return null
  return {
    kladr_id: ids.kladr_id,
    fias_id: ids.fias_id,
    cdek_id: ids.cdek_id,
    boxberry_id: ids.boxberry_id,
    dpd_id: ids.dpd_id,
  }
}

/** The company with this INN (its head office), as the requisites' fields; null when none is found. */
export async function findCompany(api: ApiClient, inn: string): Promise<CompanyFill | null> {
  const answer = await api.call(getCompanyByParamCall, { query: { param: inn } })
  const company = answer.data?.suggestions.find((s) => s.inn === inn)
  if (!company) return null
  return {
    campaign_name: company.name,
    inn: company.inn,
    kpp: company.kpp,
    ogrn: company.ogrn,
    addr_jur: company.address,
    director_fio: company.director_fio,
  }
}

/** The bank with this BIK, as the requisites' fields; null when none is found. */
export async function findBank(api: ApiClient, bik: string): Promise<BankFill | null> {
  if (!/^\d{9}$/.test(bik)) return null
  const answer = await api.call(getBankByBicCall, { body: { bic: bik } })
  const bank = answer.data?.data
  if (!bank) return null
  return { bank_bik: bank.bic, bank_name: bank.name, bank_corr_account: bank.correspondent_account }
}

// ---- A suggestion chosen without JavaScript: its button carries it as JSON; never trusted as it comes ----

const kladr = z.string().regex(/^\d{13,19}$/)
const fias = z.string().regex(/^[0-9a-f-]{36}$/i)

const cityChoiceSchema = z.object({
  value: z.string().trim().min(1).max(300),
  city: z.string().max(300),
  region: z.string().max(300).nullable(),
  kladr_id: kladr.nullable(),
  fias_id: fias.nullable(),
})

const streetChoiceSchema = z.object({
  value: z.string().max(600),
  street: z.string().trim().min(1).max(300),
  house: z.string().trim().max(50).nullable(),
  street_kladr_id: kladr.nullable(),
  fias_id: fias.nullable(),
})

function parseChoice<T>(schema: z.ZodType<T>, raw: FormDataEntryValue | null): T | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const parseCityChoice = (raw: FormDataEntryValue | null): CityChoice | null => parseChoice(cityChoiceSchema, raw)
export const parseStreetChoice = (raw: FormDataEntryValue | null): StreetChoice | null =>
  parseChoice(streetChoiceSchema, raw)
