/** HTTP of a seller's offers: thin; every call acts for the caller's merchant (`sellerMerchantId`, decision 039). */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import {
  createSellerOfferCall,
  findCatalogueProductsCall,
  getSellerOfferCall,
  listSellerOffersCall,
  updateSellerOfferCall,
} from '#contract/seller-offers.ts'
import type { SellerOffersService } from './seller-offers.service.ts'

export function sellerOffersRoutes(offers: SellerOffersService): Hono {
  const app = new Hono()
  handle(app, listSellerOffersCall, async ({ query, c }) => offers.list(await sellerMerchantId(c), query))
  handle(app, findCatalogueProductsCall, async ({ query, c }) => offers.findProducts(await sellerMerchantId(c), query))
  handle(app, getSellerOfferCall, async ({ params, c }) => offers.get(await sellerMerchantId(c), params.id))
  handle(app, updateSellerOfferCall, async ({ params, body, c }) =>
    offers.update(await sellerMerchantId(c), params.id, body),
  )
  handle(app, createSellerOfferCall, async ({ body, c }) => offers.create(await sellerMerchantId(c), body))
  return app
}
