/** /admin: what waits for the operator — sellers and new products to check, new messages — counted. */
import type { AppLoadContext } from '@remix-run/node'
import { listAppealsCall, listPriceRequestsCall, listProductQuestionsCall } from '#contract/messages.ts'
import { listAdminProposalsCall } from '#contract/product-proposals.ts'
import { listMerchantsCall } from '#contract/seller.ts'
import { adminData, requireAdmin, required } from '../admin.server.ts'

export async function adminHomeLoader(context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const one = { page: 1, per_page: 1 }
  const fresh = { ...one, status: 'new' as const }
  const [sellers, proposals, appeals, prices, questions, t] = await Promise.all([
    api.call(listMerchantsCall, { query: { ...one, status: 'pending' } }).then(required),
    api.call(listAdminProposalsCall, { query: { ...one, status: 'pending' } }).then(required),
    api.call(listAppealsCall, { query: fresh }).then(required),
    api.call(listPriceRequestsCall, { query: fresh }).then(required),
    api.call(listProductQuestionsCall, { query: fresh }).then(required),
    context.t('admin'),
  ])
  return adminData({
    title: t('title'),
    pendingSellers: sellers.pagination.total,
    pendingProposals: proposals.pagination.total,
    newMessages: {
      appeal: appeals.pagination.total,
      price_request: prices.pagination.total,
      question: questions.pagination.total,
    },
  })
}
