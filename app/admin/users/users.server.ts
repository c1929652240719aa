/**
 * /admin/users and /admin/users/:id (issue 16): users found by phone or e-mail (`?q=`, a GET form), and one user
 * blocked with a reason — every token of theirs stops working at once — or unblocked. Plain posts
 * (post/redirect/get); a refusal or a missing reason is said on the page, the reason kept.
 */
import type { AppLoadContext } from '@remix-run/node'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { blockUserCall, getAdminUserCall, listAdminUsersCall, unblockUserCall } from '#contract/admin.ts'
import { adminData, doneRedirect, idOf, pageOf, refusal, requireAdmin, required } from '../admin.server.ts'
import { adminHref, adminUserPath, DONE_PARAM } from '../urls.ts'

export async function adminUsersLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').trim().slice(0, 254)
  const query = { page: pageOf(params), per_page: 20, ...(q ? { q } : {}) }
  const [list, t] = await Promise.all([api.call(listAdminUsersCall, { query }).then(required), context.t('admin')])
  return adminData({ title: t('users.title'), q, ...list })
}

export async function adminUserLoader(context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api, user: operator } = await requireAdmin(context)
  const [answer, t] = await Promise.all([
    api.call(getAdminUserCall, { params: { id } }).then(required),
    context.t('admin'),
  ])
  return adminData({ title: t('users.userTitle', { id }), ...answer, yourself: operator.id === id })
}

export async function adminUserAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const form = await readForm(request)
  if (form.get('intent') === 'unblock') {
    const answer = await api.call(unblockUserCall, { params: { id } })
    if (answer.error !== null) return refusal(answer)
    return doneRedirect(adminHref(adminUserPath(id), { [DONE_PARAM]: 'unblocked' }))
  }
  const reason = String(form.get('reason') ?? '')
  const answer = await api.call(blockUserCall, { params: { id }, body: { reason } })
  if (answer.error !== null) {
    const refused = refusal(answer)
    return adminData({ ...refused.data, reason }, { status: answer.status })
  }
  return doneRedirect(adminHref(adminUserPath(id), { [DONE_PARAM]: 'blocked' }))
}
