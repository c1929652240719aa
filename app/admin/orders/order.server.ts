/**
 * /admin/orders/:id (issue 16): one order of any seller, with the moves the status machine lets an administrator
 * make (docs/decisions/017) — posted to this route's action as the seller cabinet's are (app/seller/orders), the
 * administrator's cancellation asking for a reason and a confirmation — and the operators' record of it.
 */
import type { AppLoadContext } from '@remix-run/node'
import { submitMove } from '#app/seller/orders/order.server.ts'
import { getAdminOrderCall } from '#contract/admin.ts'
import { adminData, doneRedirect, idOf, requireAdmin, required } from '../admin.server.ts'
import { adminHref, adminOrderPath, DONE_PARAM } from '../urls.ts'

export async function adminOrderLoader(context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const [answer, t] = await Promise.all([
    api.call(getAdminOrderCall, { params: { id } }).then(required),
    context.t('seller'),
  ])
  return adminData({ title: t('order.title', { number: answer.order.number }), ...answer })
}

export async function adminOrderAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const result = await submitMove(api, id, request, 'canceled_by_admin')
  if (result.kind === 'answer') return result.answer
  return doneRedirect(adminHref(adminOrderPath(id), { [DONE_PARAM]: result.status }))
}
