/**
 * The cabinet's order page (issue 15): one of the merchant's orders, and its moves posted to this route's action.
 * A move refused by the form's rules or the back-end answers 400 (or the back-end's 409) with the errors under the
 * fields and what was typed; a move made goes back to the page with its notice (post/redirect/get). A seller's
 * cancellation asks first: its first post answers with the confirmation («Да» posts again with `confirmed=yes`).
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, redirect } from '@remix-run/node'
import { mapBackendErrors } from '#app/contact/contact.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import type { OrderStatus } from '#contract/order-statuses.ts'
import { changeOrderStatusCall } from '#contract/orders.ts'
import { getSellerOrderCall } from '#contract/seller-orders.ts'
import { notFound, required, requireSeller, SELLER_HEADERS, sellerData } from '../seller.server.ts'
import { DONE_PARAM, MAX_ID, orderPath, positiveInt, sellerHref } from '../urls.ts'
import { moveSchema } from './move-schema.ts'

const VISIBLE_FIELDS = ['comment', 'carrier', 'tracking_number']

function orderIdOf(raw: string | undefined): number {
  const id = positiveInt(raw ?? null, MAX_ID)
  if (id === null) throw notFound()
  return id
}

export async function sellerOrderLoader(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = orderIdOf(rawId)
  const access = await requireSeller(context, request)
  const [answer, t] = await Promise.all([
    access.api.call(getSellerOrderCall, { params: { id }, query: access.query }).then(required),
    context.t('seller'),
  ])
  return sellerData({
    title: t('order.title', { number: answer.order.number }),
    order: answer.order,
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}

export async function sellerOrderAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = orderIdOf(rawId)
  const access = await requireSeller(context, request)
  // An administrator reads the cabinet only; the console has its own moves (app/admin/orders).
  if (access.readOnly) throw new Response('Forbidden', { status: 403, headers: SELLER_HEADERS })
  const result = await submitMove(access.api, id, request, 'canceled_by_seller')
  if (result.kind === 'answer') return result.answer
  return redirect(sellerHref(orderPath(id), access.merchantParam, { [DONE_PARAM]: result.status }), {
    status: 303,
    headers: SELLER_HEADERS,
  })
}

/**
 * A move posted from an order's page, by its seller or an administrator (`cancelStatus`: whose cancellation the
 * page offers; it is confirmed first). The page's answer (errors under the fields, or the confirmation), or the
 * status the order was moved to.
 */
export async function submitMove(
  api: ApiClient,
  id: number,
  request: Request,
  cancelStatus: OrderStatus,
): Promise<{ kind: 'answer'; answer: ReturnType<typeof sellerData> } | { kind: 'moved'; status: OrderStatus }> {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: moveSchema })
  if (submission.status !== 'success') {
    const status = String(form.get('status_id') ?? '')
    return { kind: 'answer', answer: sellerData({ move: { status, result: submission.reply() } }, { status: 400 }) }
  }
  const move = submission.value
  if (move.status_id === cancelStatus && move.confirmed !== 'yes') {
    // The confirmation step (ARCHITECTURE, progressive enhancement rule 3): nothing is changed yet.
    return { kind: 'answer', answer: sellerData({ confirmCancel: { comment: move.comment ?? '' } }) }
  }
  const answer = await api.call(changeOrderStatusCall, {
    params: { id },
    body: {
      status_id: move.status_id,
      comment: move.comment ?? null,
      carrier: move.carrier ?? null,
      tracking_number: move.tracking_number ?? null,
    },
  })
  if (answer.status === 401) throw signOutTo('/')
  if (answer.error !== null) {
    if (answer.status === 404) throw notFound()
    const result = submission.reply(mapBackendErrors(answer, VISIBLE_FIELDS))
    const status = answer.status >= 400 && answer.status < 500 ? answer.status : 400
    return { kind: 'answer', answer: sellerData({ move: { status: move.status_id, result } }, { status }) }
  }
  return { kind: 'moved', status: move.status_id }
}
