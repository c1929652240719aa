/** HTTP of merchants: the seller's own merchant (role seller) and the operator's moderation (role administrator). */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import {
  approveMerchantCall,
  blockMerchantCall,
  getSellerMerchantCall,
  listMerchantsCall,
  updateSellerMerchantCall,
} from '#contract/seller.ts'
import type { MerchantsService } from './merchants.service.ts'

export function merchantsRoutes(merchants: MerchantsService): Hono {
  const app = new Hono()
  handle(app, getSellerMerchantCall, async ({ c }) => merchants.get(await sellerMerchantId(c)))
  handle(app, updateSellerMerchantCall, async ({ body, c }) => merchants.update(await sellerMerchantId(c), body))
  handle(app, listMerchantsCall, ({ query }) => merchants.list(query))
  handle(app, approveMerchantCall, ({ params }) => merchants.approve(params.id))
  handle(app, blockMerchantCall, ({ params }) => merchants.block(params.id))
  return app
}
