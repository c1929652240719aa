/**
 * After checkout: the thanks page (cart step 4, SPEC §2 /cart/thanks) and the sandbox payment gateway
 * (/pay/sandbox/{id}, contract/payments.ts). Both show only the signed-in buyer's own orders and payments: the
 * back-end answers 404 for anyone else's, and the pages then act as if there were nothing to show. Decision 024.
 *
 * SPEC §2 says "any other cart step needs a non-empty cart, otherwise /cart/empty"; after an order the cart is empty,
 * so for the thanks step "something to show" is the order just placed: `?order=ID&order=ID` (invoice orders) or
 * `?payment=ID` (card) of the signed-in buyer. Without them — a guest, no ids, another's ids — it is /cart/empty.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { startCardPayment } from '#app/account/orders/pay.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { listOrdersOfUserCall, type Order } from '#contract/orders.ts'
import { completeSandboxPaymentCall, getPaymentCall, type Payment } from '#contract/payments.ts'
import { CART_PATHS } from './cart-steps.server.ts'

export const PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const
const PAYMENT_ID = /^[0-9a-f-]{36}$/i
const MAX_ORDERS = 50

/** What the thanks page and the gateway show of an order. */
export interface OrderSummary {
  id: number
  number: string
  merchant: string
  total: number
  payment_type: Order['payment_type']
  payment_status: Order['payment_status']
  status_id: Order['status_id']
  /** The storefront's invoice download (the orders page's route), for company payers. */
  bill: string | null
}

function summaryOf(order: Order): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    merchant: order.merchant.name,
    total: order.total_cost,
    payment_type: order.payment_type,
    payment_status: order.payment_status,
    status_id: order.status_id,
    bill: order.bill_download ? `/account/orders/${order.id}/bill` : null,
  }
}

function empty(): never {
  throw redirect(CART_PATHS.empty, { headers: PAGE_HEADERS })
}

function signedOut(to: string): never {
  throw signOutTo(to)
}

function failed(status: number, error: string): never {
  console.error(`Payment page call failed (${status}): ${error}`)
  throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
}

/** The buyer's orders with these ids (others' ids are simply not answered). */
async function ordersWithIds(api: ApiClient, ids: readonly number[]): Promise<OrderSummary[]> {
  if (ids.length === 0) return []
  const answer = await api.call(listOrdersOfUserCall, {
    query: { ids: ids.join(','), per_page: MAX_ORDERS, page: 1 },
  })
  if (answer.status === 401) signedOut(CART_PATHS.empty)
  if (!answer.data) failed(answer.status, answer.error)
  // In the order the ids came (the order they were placed in).
  const byId = new Map(answer.data.orders.map((order) => [order.id, order]))
  return ids.flatMap((id) => {
    const order = byId.get(id)
    return order ? [summaryOf(order)] : []
  })
}

/** The caller's payment, or null when there is none such (404: not theirs, or unknown). */
async function paymentOf(api: ApiClient, id: string): Promise<Payment | null> {
  if (!PAYMENT_ID.test(id)) return null
  const answer = await api.call(getPaymentCall, { params: { id } })
  if (answer.status === 401) signedOut(CART_PATHS.empty)
  if (answer.status === 404 || answer.status === 400) return null
  if (!answer.data) failed(answer.status, answer.error)
  return answer.data.payment
}

function orderIdsOf(params: URLSearchParams): number[] {
  const ids = params
    .getAll('order')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)
  return [...new Set(ids)].slice(0, MAX_ORDERS)
}

export async function loadThanksPage(request: Request, context: AppLoadContext) {
  const api = context.api
  if (!api.hasToken) empty()
  const params = new URL(request.url).searchParams
  const paymentId = params.get('payment')
  const payment = paymentId ? await paymentOf(api, paymentId) : null
  if (paymentId && !payment) empty()
  const orders = await ordersWithIds(api, payment ? payment.order_ids : orderIdsOf(params))
  if (orders.length === 0) empty()
  const t = await context.t('checkout')
  return data(
    {
      title: orders.length > 1 ? t('thanks.titleMany') : t('thanks.title'),
      orders,
      payment: payment
        ? {
            id: payment.id,
            status: payment.status,
            amount: payment.amount,
            error: payment.error,
            confirmation_url: payment.confirmation_url,
          }
        : null,
    },
    { headers: PAGE_HEADERS },
  )
}

/** «Оплатить» / «Оплатить ещё раз»: a new payment of the buyer's unpaid card orders, and off to pay it (pay.server.ts). */
export async function payAgain(request: Request, context: AppLoadContext) {
  const api = context.api
  if (!api.hasToken) empty()
  const form = await readForm(request)
  const ids = orderIdsOf(new URLSearchParams(form.getAll('order').map((id) => ['order', String(id)])))
  if (ids.length === 0) empty()
  const answer = await startCardPayment(api, ids)
  if (answer.status === 401) signedOut(CART_PATHS.empty)
  if (answer.data === null)
    return data({ error: answer.error }, { status: answer.status >= 500 ? 502 : 400, headers: PAGE_HEADERS })
  return redirect(answer.data, { status: 303, headers: PAGE_HEADERS })
}

// ---- The sandbox gateway ----

/** The gateway's page: the caller's payment and its orders; anyone else's (or an unknown id) is a 404. */
export async function loadGatewayPage(context: AppLoadContext, id: string | undefined) {
  const api = context.api
  // A guest cannot own a payment: home, as for the account pages.
  if (!api.hasToken) throw redirect('/', { headers: PAGE_HEADERS })
  const payment = await paymentOf(api, id ?? '')
  if (!payment) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  const orders = await ordersWithIds(api, payment.order_ids)
  const t = await context.t('checkout')
  return data(
    {
      title: t('gateway.title'),
      payment: { id: payment.id, status: payment.status, amount: payment.amount, error: payment.error },
      orders,
    },
    { headers: PAGE_HEADERS },
  )
}

/** «Оплатить» / «Отклонить»: the sandbox's outcome, then the thanks page with the payment's result. */
export async function completeSandbox(request: Request, context: AppLoadContext, id: string | undefined) {
  const api = context.api
  if (!api.hasToken) throw redirect('/', { status: 303, headers: PAGE_HEADERS })
  const paymentId = id ?? ''
  if (!PAYMENT_ID.test(paymentId)) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  const form = await readForm(request)
  const outcome = form.get('outcome')
  if (outcome !== 'pay' && outcome !== 'decline') {
    return data({ error: null as string | null }, { status: 400, headers: PAGE_HEADERS })
  }
  const answer = await api.call(completeSandboxPaymentCall, { params: { id: paymentId }, body: { outcome } })
  if (answer.status === 401) signedOut('/')
  if (answer.status === 404) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  // 409: already finished (a second click, another tab) — the thanks page shows how it ended.
  if (!answer.data && answer.status !== 409) {
    return data({ error: answer.error }, { status: answer.status >= 500 ? 502 : 400, headers: PAGE_HEADERS })
  }
  return redirect(`${CART_PATHS.thanks}?${new URLSearchParams({ payment: paymentId })}`, {
    status: 303,
    headers: PAGE_HEADERS,
  })
}
