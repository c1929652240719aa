/** The back-end alone (split mode): `npm run start:backend`, listening on BACKEND_PORT. */
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { readBackendConfig } from './config.ts'
import { startBackend } from './index.ts'
import { gracefulShutdown, shutDownOnSignals } from './lib/graceful-shutdown.ts'
import { databaseAnswers, healthRoutes, readinessOf } from './lib/health.ts'

const config = readBackendConfig()
const backend = await startBackend(config)
const databaseReady = databaseAnswers(backend.database.db)
// Routes are added before the first request (Hono builds its router then); `shutdown` exists by the first request.
healthRoutes(backend.app, () => readinessOf(() => shutdown.draining(), databaseReady))

const server = serve({ fetch: backend.app.fetch, port: config.BACKEND_PORT, hostname: config.BACKEND_HOST }, (info) => {
  console.log(`Back-end listening on http://${config.BACKEND_HOST}:${info.port}`)
}) as Server
const shutdown = gracefulShutdown(server, { graceMs: config.SHUTDOWN_GRACE_MS, close: backend.close })
shutDownOnSignals(shutdown)
