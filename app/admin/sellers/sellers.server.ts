/**
 * /admin/sellers and /admin/sellers/:id (issue 16): the sellers, those «на проверке» first, filtered by status; a
 * seller's card, requisites, offers and accounts, approved or blocked by a plain post (post/redirect/get). A refusal
 * (approving a seller without requisites) is said on the page.
 */
import type { AppLoadContext } from '@remix-run/node'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { getAdminMerchantCall } from '#contract/admin.ts'
import {
  approveMerchantCall,
  blockMerchantCall,
  listMerchantsCall,
  type MerchantStatus,
  merchantStatuses,
} from '#contract/seller.ts'
import { adminData, doneRedirect, idOf, notFound, pageOf, refusal, requireAdmin, required } from '../admin.server.ts'
import { adminHref, adminSellerPath, DONE_PARAM } from '../urls.ts'

export async function adminSellersLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const params = new URL(request.url).searchParams
  const status = merchantStatuses.find((known) => known === params.get('status')) ?? null
  const query = { page: pageOf(params), per_page: 20, ...(status ? { status } : {}) }
  const [list, t] = await Promise.all([api.call(listMerchantsCall, { query }).then(required), context.t('admin')])
  return adminData({ title: t('sellers.title'), status, ...list })
}

export async function adminSellerLoader(context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const answer = await api.call(getAdminMerchantCall, { params: { id } }).then(required)
  return adminData({ title: answer.merchant.name, ...answer })
}

const DECISIONS = { approve: approveMerchantCall, block: blockMerchantCall } as const
const DONE: Record<keyof typeof DECISIONS, MerchantStatus> = { approve: 'approved', block: 'blocked' }

export async function adminSellerAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const intent = (await readForm(request)).get('intent')
  if (intent !== 'approve' && intent !== 'block') throw notFound()
  const answer = await api.call(DECISIONS[intent], { params: { id } })
  if (answer.error !== null) return refusal(answer)
  return doneRedirect(adminHref(adminSellerPath(id), { [DONE_PARAM]: DONE[intent] }))
}
