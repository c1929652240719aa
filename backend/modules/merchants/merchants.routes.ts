/**
 * HTTP of merchants: the seller's own merchant and its logo (role seller; the logo's upload is multipart, the file in
 * `logo`, read by the route itself), an approved merchant's public page by slug (no sign-in), and the operator's
 * moderation (role administrator).
 */
import { Hono } from 'hono'
import { badRequest, notFound } from '#backend/lib/errors.ts'
import { guardRoute, handle, uploadedPart } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import {
  approveMerchantCall,
  blockMerchantCall,
  getSellerMerchantCall,
  listMerchantsCall,
  logoMessages,
  removeMerchantLogoCall,
  updateSellerMerchantCall,
  uploadMerchantLogoCall,
} from '#contract/seller.ts'
import { getSellerBySlugCall, getSellerBySlugParams } from '#contract/sellers.ts'
import type { MerchantsService } from './merchants.service.ts'

export function merchantsRoutes(merchants: MerchantsService): Hono {
  const app = new Hono()
  handle(app, getSellerMerchantCall, async ({ c }) => merchants.get(await sellerMerchantId(c)))
  handle(app, updateSellerMerchantCall, async ({ body, c }) => merchants.update(await sellerMerchantId(c), body))
  guardRoute(app, uploadMerchantLogoCall.path, uploadMerchantLogoCall)
  app.post(uploadMerchantLogoCall.path, async (c) => {
    const merchantId = await sellerMerchantId(c)
    const file = await uploadedPart(c, 'logo')
    if (file === null || typeof file === 'string')
      throw badRequest({ logo: [logoMessages.required] }, logoMessages.required)
    return c.json(uploadMerchantLogoCall.response.parse(await merchants.uploadLogo(merchantId, file)))
  })
  handle(app, removeMerchantLogoCall, async ({ c }) => merchants.removeLogo(await sellerMerchantId(c)))
  handle(app, getSellerBySlugCall, async ({ params }) => {
    const parsed = getSellerBySlugParams.safeParse({ slug: params.slug })
    if (!parsed.success) throw notFound()
    return merchants.bySlug(parsed.data.slug)
  })
  handle(app, listMerchantsCall, ({ query }) => merchants.list(query))
  handle(app, approveMerchantCall, ({ params, c }) => merchants.approve(callerId(c), params.id))
  handle(app, blockMerchantCall, ({ params, c }) => merchants.block(callerId(c), params.id))
  return app
}
