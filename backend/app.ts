/**
 * The marketplace API as one Hono app. Every route answers under its full SPEC §7 path (`/api/...`), so the same
 * app serves in process (the storefront calls `app.fetch`), mounted in server.ts, or alone (backend/main.ts).
 */
import { Hono } from 'hono'
import type { Database } from './db/client.ts'
import { AppError, messages } from './lib/errors.ts'
import { catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { createCatalogService } from './modules/catalog/catalog.service.ts'
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import { createUsersService } from './modules/users/users.service.ts'

export interface AppDependencies {
  db: Database
  /** How long the catalogue summary is reused, ms; tests set 0. */
  catalogCacheMs?: number
  log?: (message: string, error?: unknown) => void
}

export function createApp(deps: AppDependencies): Hono {
  const log = deps.log ?? ((message, error) => console.error(message, error))
  const catalog = createCatalogService(deps.db, { cacheMs: deps.catalogCacheMs })
  const users = createUsersService({ catalog })

  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) }, error.status)
    }
    log(`${c.req.method} ${c.req.path} failed`, error)
    return c.json({ error: messages.unexpected }, 500)
  })
  app.notFound((c) => c.json({ error: messages.notFound }, 404))

  app.get('/api/healthz', (c) => c.json({ ok: true }))
  app.route('/', usersRoutes(users))
  app.route('/', catalogRoutes(catalog))
  app.route('/', mediaRoutes(deps.db))
  app.route('/', deliveryRoutes(deps.db))
  app.route('/', sitemapRoutes(deps.db))
  return app
}
