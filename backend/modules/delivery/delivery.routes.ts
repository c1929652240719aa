/** HTTP of delivery: thin, the contract decides the path and the shapes. */

import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import type { AuthGuard } from '#backend/modules/auth/auth.guard.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import { getDeliveryForMasterProductCall } from '#contract/products.ts'
import type { DeliveryService } from './delivery.service.ts'

export function deliveryRoutes(delivery: DeliveryService, guard: AuthGuard): Hono {
  const app = new Hono()
  handle(app, getDeliveryForMasterProductCall, ({ query }) => delivery.forMasterProduct(query))
  // Who asks is checked before what is asked: a guest gets 401 even for a malformed body.
  app.use(getCalculationForMerchantCall.path, guard.requireUser)
  handle(app, getCalculationForMerchantCall, ({ body }) => delivery.forCarts(body))
  return app
}
