/**
 * A back-end outage as a visitor meets it (issue 17, «Why» 7): the real storefront — the app's routes loaded by Vite
 * as `npm run dev` loads them, behind server/remix-handler.ts — in split mode, its API_URL pointing at a back-end that
 * is not there. Every request, GET or POST, page, data request or resource route, answers 503 with Retry-After and
 * the «try again» page (or, for a data request, the 503 the browser turns into that page), never a 400 that would
 * pass for a refusal of what the visitor typed, nor a 500.
 */
import { once } from 'node:events'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestContext } from '#app/context/request-context.server.ts'
import { BACKEND_RETRY_AFTER_SECONDS } from '#app/lib/api/client.server.ts'
import common from '#app/locales/ru/common.json'
import { remixHandler } from './remix-handler.ts'
import { withDeadline } from './transport.ts'

/** How a back-end can be out: each is a server this test starts on loopback (or none at all). */
type Outage = 'refused' | 'hanging' | 'gateway'

interface Storefront {
  origin: string
  close(): Promise<void>
}

let vite: ViteDevServer
let build: ServerBuild

const listen = async (server: Server) => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port that refuses connections: one that was just listened on and closed. */
async function refusingOrigin(): Promise<string> {
  const server = createHttpServer()
  const origin = await listen(server)
  await new Promise((resolve) => server.close(resolve))
  return origin
}

/** The back-end's address for an outage, and how to stop what stands there. */
async function backendFor(outage: Outage): Promise<{ url: string; close: () => Promise<void> }> {
  if (outage === 'refused') return { url: await refusingOrigin(), close: async () => {} }
  // Accepts the connection, never answers; or answers as nginx does when no back-end behind it answers.
  const server = createHttpServer((_req, res) => {
    if (outage === 'hanging') return
    res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>')
  })
  const url = await listen(server)
  return {
    url,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

async function startStorefront(outage: Outage): Promise<Storefront> {
  const backend = await backendFor(outage)
  const transport = { fetch: withDeadline((request) => fetch(request), 1_000), baseUrl: backend.url }
  const app = express()
  app.use(
    remixHandler({
      build,
      mode: 'development',
      getLoadContext: (req) =>
        createRequestContext({
          transport,
          cookieHeader: req.headers.cookie,
          userAgent: req.headers['user-agent'],
          clientIp: null,
          cspNonce: '',
        }),
    }),
  )
  const server = createHttpServer(app)
  const origin = await listen(server)
  return {
    origin,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await backend.close()
    },
  }
}

beforeAll(async () => {
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
  build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
}, 120_000)

afterAll(() => vite?.close())

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** What each kind of request sends: a page, plain form posts to actions, single-fetch data, resource routes. */
const REQUESTS: { name: string; path: string; init?: RequestInit; page: 'document' | 'ours' | 'data' }[] = [
  { name: 'a GET page', path: '/catalog', page: 'document' },
  {
    name: 'a plain form post of sign-in',
    path: '/signin',
    init: form({ intent: 'password', email: 'buyer@example.ru', password: 'correct-horse-battery' }),
    page: 'document',
  },
  {
    name: 'a plain form post of the write-us form',
    path: '/write-us',
    init: form({ name: 'Иван', phone: '+79161234567', message: 'Нужен тонометр' }),
    page: 'document',
  },
  {
    name: 'a single-fetch post of the write-us dialog',
    path: '/write-us.data',
    init: form({ name: 'Иван', phone: '+79161234567', message: 'Нужен тонометр', via: 'dialog' }),
    page: 'data',
  },
  { name: 'a single-fetch GET of a page', path: '/catalog.data', page: 'data' },
  { name: 'a resource route', path: '/search/suggest?search=%D0%B1%D0%B8%D0%BD%D1%82', page: 'ours' },
  { name: "a resource route's form post", path: '/location', init: form({ city: 'Казань' }), page: 'ours' },
]

describe.each<Outage>(['refused', 'hanging', 'gateway'])('a back-end outage (%s)', (outage) => {
  let storefront: Storefront
  beforeAll(async () => {
    storefront = await startStorefront(outage)
  })
  afterAll(() => storefront?.close())

  it.each(REQUESTS)('$name answers 503 with Retry-After and «try again»', async ({ path, init, page }) => {
    const answer = await fetch(`${storefront.origin}${path}`, { redirect: 'manual', ...init })
    const body = await answer.text()
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toBe(String(BACKEND_RETRY_AFTER_SECONDS))
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    if (page === 'data') expect(body).toContain('"unavailable",true,503')
    else expect(body).toContain(common.errors.unavailableTitle)
  })
})
