/** HTTP of delivery: thin, the contract decides the path and the shapes. */

import { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { handle } from '#backend/lib/http.ts'
import { getDeliveryForMasterProductCall } from '#contract/products.ts'
import { createDeliveryProvider, type DeliveryProvider } from './delivery.provider.ts'
import { createDeliveryService } from './delivery.service.ts'

export function deliveryRoutes(db: Database, provider: DeliveryProvider = createDeliveryProvider()): Hono {
  const delivery = createDeliveryService(db, provider)
  const app = new Hono()
  handle(app, getDeliveryForMasterProductCall, ({ query }) => delivery.forMasterProduct(query))
  return app
}
