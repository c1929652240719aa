/** The cabinet layout's loader: the guard, and the merchant's name for the heading. */
import type { AppLoadContext } from '@remix-run/node'
import { listSellerOrdersCall } from '#contract/seller-orders.ts'
import { required, requireSeller, sellerData } from './seller.server.ts'

export async function sellerLayoutLoader(request: Request, context: AppLoadContext) {
  const access = await requireSeller(context, request)
  // The list call answers the merchant it acts for (a name an administrator's unknown merchant lacks: 404).
  const [answer, t] = await Promise.all([
    access.api.call(listSellerOrdersCall, { query: { ...access.query, per_page: 1 } }).then(required),
    context.t('seller'),
  ])
  return sellerData({
    title: t('title'),
    merchant: answer.merchant,
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}
