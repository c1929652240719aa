/**
 * The back-end alone, over a real socket as `npm run start:backend` serves it: per-IP limits count the address the
 * back-end believes (decision 026). X-Real-IP is believed from a trusted peer (the storefront; loopback by default)
 * and from nobody else — a visitor who reaches the back-end directly cannot reset a limit by writing a header.
 */
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { trustedAddresses } from '#backend/lib/client-ip.ts'
import { signInCall } from '#contract/auth.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

const TOO_MANY = 429
const limits = { perEmail: 1000, perIp: 2, windowSeconds: 900 }

let database: TestDatabase
const servers: ServerType[] = []

/** The app behind a socket on loopback, believing X-Real-IP from `trust`. */
async function listen(trust: string): Promise<string> {
  const app = createApp({
    db: database.db,
    signInLimits: limits,
    trustedProxies: trustedAddresses(trust),
    log: () => {},
  })
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  for (const server of servers) server.close()
  await database.dispose()
})

const wrongSignIn = (base: string, realIp: string) =>
  fetch(`${base}${signInCall.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Real-IP': realIp, 'X-Forwarded-For': realIp },
    body: JSON.stringify({ email: `nobody-${realIp}@clinic.test`, password: 'неверный' }),
  }).then((response) => response.status)

describe('X-Real-IP over the network', () => {
  it('from a peer that is not trusted counts for nothing: its failures stay its own, whatever it writes', async () => {
    const base = await listen('192.0.2.10')
    expect(await wrongSignIn(base, '203.0.113.1')).toBe(422)
    expect(await wrongSignIn(base, '203.0.113.2')).toBe(422)
    // The limit of the peer (127.0.0.1) is used up; a made-up address does not reset it.
    expect(await wrongSignIn(base, '203.0.113.77')).toBe(TOO_MANY)
  })

  it('from a trusted peer (the storefront on loopback, the default) names the visitor', async () => {
    const base = await listen('loopback')
    expect(await wrongSignIn(base, '198.51.100.1')).toBe(422)
    expect(await wrongSignIn(base, '198.51.100.1')).toBe(422)
    expect(await wrongSignIn(base, '198.51.100.1')).toBe(TOO_MANY)
    // Another visitor behind the same storefront has limits of their own.
    expect(await wrongSignIn(base, '198.51.100.2')).toBe(422)
  })
})

describe('trustedAddresses', () => {
  it('reads addresses, networks and names, and refuses anything else', () => {
    const trusted = trustedAddresses('loopback, 10.1.0.0/16, 2001:db8::1')
    expect(trusted('127.0.0.1')).toBe(true)
    expect(trusted('::ffff:127.0.0.1')).toBe(true)
    expect(trusted('::1')).toBe(true)
    expect(trusted('10.1.200.3')).toBe(true)
    expect(trusted('10.2.0.1')).toBe(false)
    expect(trusted('2001:db8::1')).toBe(true)
    expect(trusted('203.0.113.5')).toBe(false)
    expect(trustedAddresses('none')('127.0.0.1')).toBe(false)
    for (const wrong of ['1', '2', 'true', '10.0.0.0/33', 'example.com', '10.0.0.1/']) {
      expect(() => trustedAddresses(wrong), wrong).toThrow()
    }
  })
})
