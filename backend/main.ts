/** The back-end alone (split mode): `npm run start:backend`, listening on BACKEND_PORT. */
import { serve } from '@hono/node-server'
import { readBackendConfig } from './config.ts'
import { startBackend } from './index.ts'

const config = readBackendConfig()
const backend = await startBackend(config)
backend.app.get('/healthz', (c) => c.json({ ok: true }))

const server = serve({ fetch: backend.app.fetch, port: config.BACKEND_PORT, hostname: config.BACKEND_HOST }, (info) => {
  console.log(`Back-end listening on http://${config.BACKEND_HOST}:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    backend.close().finally(() => process.exit(0))
  })
}
