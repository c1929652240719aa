/** The cabinet layout's loader: the guard, and the merchant's name for the heading. */
import type { AppLoadContext } from '@remix-run/node'
import { getSellerMerchantCall } from '#contract/seller.ts'
import { required, requireSeller, sellerData } from './seller.server.ts'

export async function sellerLayoutLoader(request: Request, context: AppLoadContext) {
  const access = await requireSeller(context, request)
  // An administrator's merchant that does not exist is the 404 page.
  const [answer, t] = await Promise.all([
    access.api.call(getSellerMerchantCall, { query: access.query }).then(required),
    context.t('seller'),
  ])
  return sellerData({
    title: t('title'),
    merchant: { id: answer.merchant.id, name: answer.merchant.name },
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}
