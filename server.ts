/**
 * The one HTTP entry of the storefront: compression, security headers, static files, the back-end at /api
 * (in process in embedded mode, proxied in split mode), /healthz and /readyz, and the Remix handler; a graceful
 * shutdown on SIGTERM.
 *
 *   embedded (default): the back-end runs in a thread of this process; loaders call it without a socket.
 *   split: API_URL=http://… points the storefront at a back-end elsewhere (`npm run start:backend`).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { createRequestContext } from '#app/context/request-context.server.ts'
import type { ApiTransport } from '#app/lib/api/client.server.ts'
import { gracefulShutdown, shutDownOnSignals } from '#backend/lib/graceful-shutdown.ts'
import { readinessOf } from '#backend/lib/health.ts'
import { startBackendThread } from './server/backend-thread.ts'
import { readServerConfig } from './server/config.ts'
import { backendAnswers, healthRoutes } from './server/health.ts'
import { imageServer } from './server/images.ts'
import { createPageCache } from './server/page-cache.ts'
import { precompressed } from './server/precompressed.ts'
import { proxyTo } from './server/proxy.ts'
import { publicFiles } from './server/public-files.ts'
import { refusalOfErrors, refuseUnreadablePaths, remixHandler } from './server/remix-handler.ts'
import {
  clientIp,
  forwardClientIp,
  refuseCrossSitePosts,
  securityHeaders,
  thirdPartySources,
  trustedProxyFn,
} from './server/security.ts'
import { withDeadline, withDeadlineInProcess } from './server/transport.ts'

const config = readServerConfig()
const production = config.NODE_ENV === 'production'

const app = express()
app.disable('x-powered-by')
// Forwarded headers are believed only from the proxies TRUST_PROXY names (decision 026).
app.set('trust proxy', trustedProxyFn(config.TRUST_PROXY))
app.use(compression())
app.use(
  securityHeaders({
    production,
    extra: thirdPartySources({ metrikaId: config.METRIKA_ID, recaptchaSiteKey: config.RECAPTCHA_SITE_KEY }),
  }),
)
// What readiness checks is known once the back-end is chosen below; `shutdown` once the server listens.
let dependencyAnswers = async () => true
healthRoutes(app, () => readinessOf(() => shutdown.draining(), dependencyAnswers))
// A path that starts with two slashes (or a slash and a backslash) reads to a browser as another host: the relative
// links and forms of a page served there would lead off the site. The same path with one slash answers instead.
app.use((req, res, next) => {
  if (!/^\/[/\\]/.test(req.originalUrl)) return next()
  res.redirect(308, `/${req.originalUrl.replace(/^[/\\]+/, '')}`)
})
app.use(refuseCrossSitePosts())
app.use(refuseUnreadablePaths())

// The back-end: in process, or behind API_URL.
let api: ApiTransport
let closeBackend = async () => {}
// Every call to the back-end is bounded by API_TIMEOUT_MS: past it the page answers 503, not a hung request.
if (config.API_URL) {
  api = { fetch: withDeadline((request) => fetch(request), config.API_TIMEOUT_MS), baseUrl: config.API_URL }
  const proxy = proxyTo(config.API_URL, config.API_TIMEOUT_MS)
  dependencyAnswers = backendAnswers(config.API_URL)
  app.use((req, res, next) => (req.path.startsWith('/api/') ? proxy(req, res) : next()))
} else {
  // In a thread of its own, so the database's work does not hold the pages' rendering (decision 058). Built beside
  // server.js; run from source in development.
  const entry = import.meta.url.endsWith('.ts') ? './backend/thread.ts' : './backend-thread.js'
  const backend = await startBackendThread(new URL(entry, import.meta.url))
  api = { fetch: withDeadlineInProcess(backend.fetch, config.API_TIMEOUT_MS), baseUrl: 'http://backend.internal' }
  closeBackend = backend.close
  dependencyAnswers = backend.answers
  // Handed over without the socket: the back-end takes the X-Real-IP written below as this process's word (a call in
  // process), whichever proxy the visitor came through.
  const listener = getRequestListener(backend.relay)
  // Not app.use('/api', …): Express would strip the prefix, and the back-end answers full SPEC §7 paths.
  app.use((req, res, next) => {
    if (!req.path.startsWith('/api/')) return next()
    // The back-end keeps per-IP limits by X-Real-IP: it gets ours, never the visitor's own.
    forwardClientIp(req)
    return listener(req, res)
  })
}

app.use('/_ipx', imageServer(api))

// Remix: Vite middleware in development, the built bundle in production.
let build: ServerBuild | (() => Promise<ServerBuild>)
if (production) {
  const buildDir = path.resolve(config.BUILD_DIR)
  // Hashed file names: safe to cache for a year. Precompressed copies first (the smallest, and no CPU per request).
  const assets = path.join(buildDir, 'client/assets')
  app.use('/assets', precompressed(assets, 'public, max-age=31536000, immutable'))
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y' }))
  // The other public files (favicon.ico, favicon.svg), by their own paths only.
  app.use(publicFiles(path.join(buildDir, 'client'), { except: 'assets', maxAge: '1h' }))
  build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
} else {
  const vite = await import('vite')
  const viteServer = await vite.createServer({ server: { middlewareMode: true } })
  app.use(viteServer.middlewares)
  app.use(express.static('public', { maxAge: '1h' }))
  build = () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
}

// app.use, not app.all('*'): Express would decode the path as a parameter and throw on broken percent-encoding.
app.use(
  remixHandler({
    build,
    mode: production ? 'production' : 'development',
    // In development a page changes with each edit: nothing is kept.
    pageCache: production ? createPageCache() : undefined,
    getLoadContext: (req, res) =>
      createRequestContext({
        transport: api,
        cookieHeader: req.headers.cookie,
        userAgent: req.headers['user-agent'],
        clientIp: clientIp(req),
        cspNonce: String(res.locals.cspNonce ?? ''),
      }),
  }),
)

app.use(refusalOfErrors())

const server = app.listen(config.PORT, config.HOST, () => {
  const mode = config.API_URL ? `split, back-end at ${config.API_URL}` : 'embedded back-end'
  console.log(
    `Medmarket storefront on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${mode})`,
  )
})
// Node closes an idle kept-alive connection after 5 s; a load balancer (idle timeouts of ~60 s) or any client that
// reuses the connection at that moment gets a reset. Outlast them; headers must be allowed a little longer still.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

// The back-end in process closes only after the last request that may call it (decision 049).
const shutdown = gracefulShutdown(server, { graceMs: config.SHUTDOWN_GRACE_MS, close: closeBackend })
shutDownOnSignals(shutdown)
