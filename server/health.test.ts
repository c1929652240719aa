import { createServer, type Server } from 'node:http'
import { serve } from '@hono/node-server'
import express from 'express'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { healthRoutes as backendHealthRoutes, readinessOf } from '#backend/lib/health.ts'
import { backendAnswers, healthRoutes } from './health.ts'

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function listening(server: Server): Promise<string> {
  servers.push(server)
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/** A back-end alone whose readiness the test sets (its own check is tested in backend/lib/health.test.ts). */
async function backendSaying(ready: { value: boolean }): Promise<string> {
  const app = new Hono()
  backendHealthRoutes(app, () =>
    readinessOf(
      () => !ready.value,
      async () => true,
    ),
  )
  return listening(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server)
}

/** The storefront's readiness in split mode, asked over HTTP as a load balancer asks it. */
async function storefrontReadiness(apiUrl: string, draining = false) {
  const app = express()
  healthRoutes(app, () => readinessOf(() => draining, backendAnswers(apiUrl, 200)))
  const origin = await listening(app.listen(0, '127.0.0.1'))
  const response = await fetch(`${origin}/readyz`)
  return { status: response.status, body: await response.json() }
}

describe('the storefront readiness in split mode', () => {
  it('follows its back-end: ready while the back-end is, not once it says otherwise', async () => {
    const ready = { value: true }
    const apiUrl = await backendSaying(ready)
    expect(await storefrontReadiness(apiUrl)).toEqual({ status: 200, body: { status: 'ready' } })
    ready.value = false
    expect(await storefrontReadiness(apiUrl)).toEqual({ status: 503, body: { status: 'unavailable' } })
  })

  it('is not ready when nothing listens at the back-end address', async () => {
    const apiUrl = await backendSaying({ value: true })
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
    expect(await storefrontReadiness(apiUrl)).toEqual({ status: 503, body: { status: 'unavailable' } })
  })

  it('is not ready, within its timeout, when the back-end accepts and never answers', async () => {
    const frozen = await listening(createServer(() => {}).listen(0, '127.0.0.1'))
    const started = Date.now()
    expect(await storefrontReadiness(frozen)).toEqual({ status: 503, body: { status: 'unavailable' } })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('says draining while shutting down', async () => {
    const apiUrl = await backendSaying({ value: true })
    expect(await storefrontReadiness(apiUrl, true)).toEqual({ status: 503, body: { status: 'draining' } })
  })
})
