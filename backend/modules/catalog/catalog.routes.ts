/** HTTP of the catalogue: thin, the contract decides paths and shapes. */

import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { getHomeDataCall } from '#contract/home.ts'
import type { CatalogService } from './catalog.service.ts'

export function catalogRoutes(catalog: CatalogService): Hono {
  const app = new Hono()
  handle(app, getHomeDataCall, () => catalog.homeData())
  return app
}
