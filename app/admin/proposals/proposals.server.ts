/**
 * /admin/proposals and /admin/proposals/:id (issue 16): sellers' proposed products, pending first, filtered by
 * status; one proposal approved (the product and the seller's offer appear) or rejected with a reason the seller
 * reads. Plain posts, post/redirect/get; a refusal or a missing reason is said on the page, the reason kept.
 */
import type { AppLoadContext } from '@remix-run/node'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { getAdminProposalCall } from '#contract/admin.ts'
import {
  approveProposalCall,
  listAdminProposalsCall,
  proposalLimits,
  proposalStatuses,
  rejectProposalCall,
} from '#contract/product-proposals.ts'
import { adminData, doneRedirect, idOf, pageOf, refusal, requireAdmin, required } from '../admin.server.ts'
import { adminHref, adminProposalPath, DONE_PARAM } from '../urls.ts'

export async function adminProposalsLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const params = new URL(request.url).searchParams
  const status = proposalStatuses.find((known) => known === params.get('status')) ?? null
  const query = { page: pageOf(params), per_page: 20, ...(status ? { status } : {}) }
  const [list, t] = await Promise.all([api.call(listAdminProposalsCall, { query }).then(required), context.t('admin')])
  return adminData({ title: t('proposals.title'), status, ...list })
}

export async function adminProposalLoader(context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const answer = await api.call(getAdminProposalCall, { params: { id } }).then(required)
  return adminData({ title: answer.proposal.name, ...answer })
}

export async function adminProposalAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const form = await readForm(request)
  if (form.get('intent') === 'approve') {
    const answer = await api.call(approveProposalCall, { params: { id } })
    if (answer.error !== null) return refusal(answer)
    return doneRedirect(adminHref(adminProposalPath(id), { [DONE_PARAM]: 'approved' }))
  }
  const reason = String(form.get('reason') ?? '').trim()
  if (reason === '' || reason.length > proposalLimits.reason) {
    const t = await context.t('admin')
    return adminData({ error: t('proposals.reasonRequired'), reason }, { status: 400 })
  }
  const answer = await api.call(rejectProposalCall, { params: { id }, body: { reason } })
  if (answer.error !== null) return refusal(answer)
  return doneRedirect(adminHref(adminProposalPath(id), { [DONE_PARAM]: 'rejected' }))
}
