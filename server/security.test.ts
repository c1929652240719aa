import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import {
  clientIp,
  contentSecurityPolicy,
  forwardClientIp,
  refuseCrossSitePosts,
  thirdPartySources,
  trustedProxyFn,
} from './security.ts'

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our origin and with this response’s nonce, and forbids framing', () => {
    const csp = contentSecurityPolicy('n0nce', { production: true })
    expect(csp).toContain("script-src 'self' 'nonce-n0nce'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('ws:')
  })

  it('lets the development server’s hot reload connect', () => {
    expect(contentSecurityPolicy('x', { production: false })).toContain("connect-src 'self' ws:")
  })
})

describe('thirdPartySources', () => {
  it('allows nothing from outside when neither analytics nor captcha is configured', () => {
    const csp = contentSecurityPolicy('n', { production: true, extra: thirdPartySources({}) })
    expect(csp).not.toContain('yandex')
    expect(csp).not.toContain('google')
    expect(csp).not.toContain('gstatic')
  })

  it('allows Yandex Metrika’s script, pixel, beacons and webvisor frame when a counter is set', () => {
    const csp = contentSecurityPolicy('n', { production: true, extra: thirdPartySources({ metrikaId: '1' }) })
    for (const directive of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://mc\\.yandex\\.ru`))
    }
    expect(csp).not.toContain('google')
  })

  it('allows reCAPTCHA’s scripts and frame when a site key is set', () => {
    const csp = contentSecurityPolicy('n', { production: true, extra: thirdPartySources({ recaptchaSiteKey: 'k' }) })
    expect(csp).toMatch(
      /script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    )
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(csp).not.toContain('yandex')
  })
})

/** A real Express server on loopback that answers what clientIp saw and which headers go on to the back-end. */
async function withServer(trustProxy: string, run: (origin: string) => Promise<void>) {
  const app = express()
  app.set('trust proxy', trustedProxyFn(trustProxy))
  app.get('/api/echo', (req, res) => {
    const ip = clientIp(req)
    forwardClientIp(req)
    const raw: Record<string, string> = {}
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
      raw[(req.rawHeaders[i] ?? '').toLowerCase()] = req.rawHeaders[i + 1] ?? ''
    res.json({
      ip,
      realIp: req.headers['x-real-ip'] ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      rawRealIp: raw['x-real-ip'] ?? null,
      rawForwardedFor: raw['x-forwarded-for'] ?? null,
    })
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

async function echo(origin: string, headers: Record<string, string>) {
  return (await (await fetch(`${origin}/api/echo`, { headers })).json()) as Record<string, string | null>
}

describe('clientIp and forwardClientIp', () => {
  it('from a peer that is not a trusted proxy, believes only the socket and overwrites what it wrote', async () => {
    await withServer('192.0.2.1', async (origin) => {
      const seen = await echo(origin, { 'X-Real-IP': '203.0.113.7', 'X-Forwarded-For': '198.51.100.1' })
      expect(seen).toEqual({
        ip: '127.0.0.1',
        realIp: '127.0.0.1',
        forwardedFor: null,
        rawRealIp: '127.0.0.1',
        rawForwardedFor: null,
      })
    })
  })

  it('behind one trusted proxy, takes the X-Real-IP it set', async () => {
    await withServer('loopback', async (origin) => {
      const seen = await echo(origin, { 'X-Real-IP': '203.0.113.7', 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' })
      expect(seen.ip).toBe('203.0.113.7')
      expect(seen.rawRealIp).toBe('203.0.113.7')
      expect(seen.rawForwardedFor).toBeNull()
    })
  })

  it('behind one trusted proxy without X-Real-IP, takes the last X-Forwarded-For hop, not a spoofed first one', async () => {
    await withServer('loopback', async (origin) => {
      const seen = await echo(origin, { 'X-Forwarded-For': '10.6.6.6, 203.0.113.9' })
      expect(seen.ip).toBe('203.0.113.9')
      expect(seen.realIp).toBe('203.0.113.9')
      expect(seen.forwardedFor).toBeNull()
    })
  })

  it('ignores an X-Real-IP that is not an address', async () => {
    await withServer('loopback', async (origin) => {
      const seen = await echo(origin, { 'X-Real-IP': '<script>', 'X-Forwarded-For': '203.0.113.9' })
      expect(seen.ip).toBe('203.0.113.9')
    })
  })
})

describe('refuseCrossSitePosts', () => {
  async function post(headers: Record<string, string>, method = 'POST') {
    const app = express()
    app.use(refuseCrossSitePosts())
    app.all('/cart/actions', (_req, res) => {
      res.send('done')
    })
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      return (await fetch(`${origin}/cart/actions`, { method, headers })).status
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  it('refuses Origin: null, another site, and a browser post without Origin from another site', async () => {
    expect(await post({ Origin: 'null' })).toBe(403)
    expect(await post({ Origin: 'https://evil.example' })).toBe(403)
    expect(await post({ Origin: 'not a url' })).toBe(403)
    expect(await post({ 'Sec-Fetch-Site': 'cross-site' })).toBe(403)
    expect(await post({ 'Sec-Fetch-Site': 'same-site' })).toBe(403)
    expect(await post({ Origin: 'null' }, 'DELETE')).toBe(403)
  })

  it('lets through our own posts, a typed-in request, and scripts that send no browser headers', async () => {
    expect(await post({ 'Sec-Fetch-Site': 'same-origin' })).toBe(200)
    expect(await post({ 'Sec-Fetch-Site': 'none' })).toBe(200)
    expect(await post({})).toBe(200)
    expect(await post({ Origin: 'null' }, 'GET')).toBe(200)
  })
})
