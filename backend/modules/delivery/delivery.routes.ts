/** HTTP of delivery: thin, the contract decides the path and the shapes. */

import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import { getDeliveryForMasterProductCall } from '#contract/products.ts'
import type { DeliveryService } from './delivery.service.ts'

export function deliveryRoutes(delivery: DeliveryService): Hono {
  const app = new Hono()
  handle(app, getDeliveryForMasterProductCall, ({ query }) => delivery.forMasterProduct(query))
  handle(app, getCalculationForMerchantCall, ({ body }) => delivery.forCarts(body))
  return app
}
