/**
 * The orders page's loader and action (SPEC §2 /account/orders, §4 cancellation and repeat, §7 order calls).
 * - The list: `?page=N` shows pages 1..N at once, so "show more" is a plain link that works without JavaScript and a
 *   shared address shows what its sender saw; `?page=N&more=1` is the one page a fetcher appends with JavaScript.
 * - Cancel (`intent=cancel`): a reason and a comment, refused with Russian errors and what was typed (400, or the
 *   back-end's 404/409), or done and back to the list (post/redirect/get).
 * - Repeat (`intent=repeat`): the order's lines go into the cart; when all went, on to the cart, else back to the
 *   list naming the goods that could not be added.
 * - Pay (`intent=pay`): a new card payment of an unpaid order, then its page (the thanks page's path: pay.server.ts);
 *   a refusal (already paid, cancelled meanwhile) is said above the list.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import {
  ACCOUNT_HEADERS,
  accountApi,
  accountPage,
  refusedStatus,
  required,
  signedIn,
} from '#app/account/account.server.ts'
import { INTENT_FIELD } from '#app/account/account-schema.ts'
import { ACCOUNT_PATHS, DONE_PARAM } from '#app/account/urls.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { addItemsToCartCall } from '#contract/cart.ts'
import { cancelOrderCall, listOrdersOfUserCall, ORDERS_PER_PAGE, type Order } from '#contract/orders.ts'
import { ordersPage, ordersUpTo } from './order-pages.server.ts'
import { MORE_PARAM, ORDER_FIELD, ORDER_INTENTS, PAGE_PARAM, REPEATED_PARAM, SKIPPED_PARAM } from './order-urls.ts'
import { cancelOrderSchema, ordersTexts } from './orders-schema.ts'
import { startCardPayment } from './pay.server.ts'

const PATH = ACCOUNT_PATHS.orders

/** The most pages one address shows at once (500 orders); further pages are reached one by one. */
const MAX_PAGES = 50

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= max ? n : null
}

export const readPage = (params: URLSearchParams): number => positiveInt(params.get(PAGE_PARAM), MAX_PAGES) ?? 1

async function findOrder(api: ApiClient, id: number): Promise<Order | null> {
  const answer = required(await api.call(listOrdersOfUserCall, { query: { ids: String(id), per_page: 1 } }))
  return answer.orders.find((order) => order.id === id) ?? null
}

/** What a repeat could not add: the names of those goods, and whether nothing was added at all. */
export interface RepeatNotice {
  number: string
  skipped: string[]
  nothingAdded: boolean
}

async function repeatNotice(api: ApiClient, params: URLSearchParams): Promise<RepeatNotice | null> {
  const id = positiveInt(params.get(REPEATED_PARAM), 2 ** 31 - 1)
  const skippedIds = new Set(
    (params.get(SKIPPED_PARAM) ?? '')
      .split(',')
      .slice(0, 200)
      .map((v) => positiveInt(v, 2 ** 31 - 1)),
  )
  if (!id) return null
  const order = await findOrder(api, id)
  if (!order) return null
  const skipped = order.items.filter((item) => skippedIds.has(item.product_id))
  if (skipped.length === 0) return null
  return {
    number: order.number,
    skipped: skipped.map((item) => item.master_product_name),
    nothingAdded: skipped.length === order.items.length,
  }
}

/** The page's loader: the guard, the title and the orders the address names. */
export const ordersLoader = (request: Request, context: AppLoadContext) =>
  accountPage(context, 'orders', (api) => ordersLoaderData(api, request))

export async function ordersLoaderData(api: ApiClient, request: Request) {
  const params = new URL(request.url).searchParams
  const page = readPage(params)
  const more = params.get(MORE_PARAM) === '1'
  const fetchPage = (query: { page: number; per_page: number }) =>
    api.call(listOrdersOfUserCall, { query }).then(required)
  const [list, repeated] = await Promise.all([
    (more ? ordersPage : ordersUpTo)(fetchPage, page, ORDERS_PER_PAGE),
    more ? null : repeatNotice(api, params),
  ])
  return { list, repeated }
}

// ---- The action ----

const notFound = () => new Response('Not Found', { status: 404, headers: ACCOUNT_HEADERS })

function orderIdOf(form: FormData): number | null {
  const value = form.get(ORDER_FIELD)
  return typeof value === 'string' ? positiveInt(value, 2 ** 31 - 1) : null
}

/** The list's address after a post: the same pages, without the dialog, with this notice. */
function backToList(request: Request, extra: Record<string, string>): string {
  const params = new URLSearchParams()
  const page = readPage(new URL(request.url).searchParams)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return `${PATH}?${params}`
}

export async function ordersAction(request: Request, context: AppLoadContext) {
  const api = await accountApi(context)
  const form = await readForm(request)
  const intent = form.get(INTENT_FIELD)
  const orderId = orderIdOf(form)
  if (orderId === null) throw notFound()
  if (intent === ORDER_INTENTS.cancel) return cancel(api, request, form, orderId)
  if (intent === ORDER_INTENTS.repeat) return repeat(api, request, orderId)
  if (intent === ORDER_INTENTS.pay) return pay(api, orderId)
  throw notFound()
}

async function pay(api: ApiClient, orderId: number) {
  const answer = signedIn(await startCardPayment(api, [orderId]))
  if (answer.data === null) {
    const message = answer.status === 404 ? ordersTexts.cancelDialog.errors.notFound : answer.error
    return data(
      { payError: ordersTexts.payFailed.replace('{{error}}', message) },
      { status: refusedStatus(answer.status), headers: ACCOUNT_HEADERS },
    )
  }
  return redirect(answer.data, { status: 303, headers: ACCOUNT_HEADERS })
}

async function cancel(api: ApiClient, request: Request, form: FormData, orderId: number) {
  const submission = parseWithZod(form, { schema: cancelOrderSchema })
  if (submission.status !== 'success') {
    return data({ cancel: { order: orderId, result: submission.reply() } }, { status: 400, headers: ACCOUNT_HEADERS })
  }
  const answer = signedIn(
    await api.call(cancelOrderCall, {
      params: { id: orderId },
      body: { reason: submission.value.reason, comment: submission.value.comment ?? null },
    }),
  )
  if (answer.error !== null) {
    // 404 (another's or a gone order), 409 (it can no longer be cancelled): said in the dialog, nothing typed lost.
    const message = answer.status === 404 ? ordersTexts.cancelDialog.errors.notFound : answer.error
    return data(
      { cancel: { order: orderId, result: submission.reply({ formErrors: [message] }) } },
      { status: refusedStatus(answer.status), headers: ACCOUNT_HEADERS },
    )
  }
  return redirect(backToList(request, { [DONE_PARAM]: 'canceled' }), { status: 303, headers: ACCOUNT_HEADERS })
}

async function repeat(api: ApiClient, request: Request, orderId: number) {
  const order = await findOrder(api, orderId)
  if (!order) throw notFound()
  const answer = signedIn(
    await api.call(addItemsToCartCall, {
      body: { items: order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })) },
    }),
  )
  if (answer.error !== null) {
    return data(
      { repeatError: ordersTexts.repeated.failed.replace('{{error}}', answer.error) },
      { status: refusedStatus(answer.status), headers: ACCOUNT_HEADERS },
    )
  }
  if (answer.data.skipped.length === 0) return redirect('/cart/order', { status: 303, headers: ACCOUNT_HEADERS })
  return redirect(
    backToList(request, { [REPEATED_PARAM]: String(orderId), [SKIPPED_PARAM]: answer.data.skipped.join(',') }),
    { status: 303, headers: ACCOUNT_HEADERS },
  )
}
