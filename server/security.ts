/**
 * Security headers of every response, and the refusal of cross-site posts (ARCHITECTURE: SameSite=Lax cookies plus
 * refusing a non-GET whose Origin names another site).
 */
import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import type { NextFunction, Request, Response } from 'express'
import { trustedAddresses } from '#backend/lib/client-ip.ts'

export interface SecurityOptions {
  production: boolean
  /** Extra origins scripts, images or connections may come from (analytics, captcha), by directive. */
  extra?: Partial<Record<'script-src' | 'img-src' | 'connect-src' | 'frame-src', string[]>>
}

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const extra = options.extra ?? {}
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(extra['script-src'] ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(extra['img-src'] ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.production ? [] : ['ws:']), ...(extra['connect-src'] ?? [])],
    'frame-src': ["'self'", ...(extra['frame-src'] ?? [])],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing request from another site is refused, whatever route it is for (pages, resource routes such as
 * /cart/actions, /wishlist, /location, /logout, single-fetch `.data` posts, /api): decision 026.
 * - An `Origin` must name this site. `Origin: null` is refused: a browser sends it for a post from a sandboxed frame,
 *   a `data:` page or after a cross-origin redirect (a 307 from another site re-posting here), never for our own
 *   forms.
 * - Without an `Origin` (curl, QA scripts, an old browser), `Sec-Fetch-Site` decides when the browser sent it:
 *   `same-origin` and `none` (typed in, a bookmark) pass; `same-site` (another port or subdomain of ours) and
 *   `cross-site` are refused. Without either header the request is not a browser's cross-site post, and passes.
 */
export function refuseCrossSitePosts() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    if (origin === undefined) {
      const site = req.get('sec-fetch-site')?.trim().toLowerCase()
      if (site === undefined || site === 'same-origin' || site === 'none') return next()
      return refuse(res)
    }
    // The host the visitor asked for: a trusted proxy may say it; a visitor's own X-Forwarded-Host counts for nothing.
    const host = (fromTrustedProxy(req) ? req.get('x-forwarded-host') : undefined) ?? req.get('host')
    let originHost = ''
    try {
      // `null` and anything else that is not a URL name no site at all.
      originHost = new URL(origin).host
    } catch {}
    if (originHost && originHost === host) return next()
    return refuse(res)
  }
}

function refuse(res: Response) {
  res.status(403).type('text/plain; charset=utf-8').send('Запрос с другого сайта отклонён')
}

/**
 * The visitor's IP, as Express sees it under the `trust proxy` setting (TRUST_PROXY: the proxies' addresses): from
 * a peer that is not a trusted proxy it is the socket's address, and headers a visitor can write (X-Real-IP,
 * X-Forwarded-For) count for nothing. Behind a trusted proxy, the X-Real-IP that proxy sets wins (nginx:
 * `proxy_set_header X-Real-IP $remote_addr`), else the nearest X-Forwarded-For hop that is not a trusted proxy.
 */
export function clientIp(req: Request): string | null {
  if (fromTrustedProxy(req)) {
    const real = plainIp(req.get('x-real-ip'))
    if (real) return real
  }
  return plainIp(req.ip) ?? plainIp(req.socket.remoteAddress)
}

/** Express's `trust proxy` function for a TRUST_PROXY setting (addresses, networks, loopback…; decision 026). */
export function trustedProxyFn(setting: string): (address: string) => boolean {
  const trusted = trustedAddresses(setting)
  return (address) => trusted(address)
}

/** Whether the request's peer is one of the proxies TRUST_PROXY names. */
export function fromTrustedProxy(req: Request): boolean {
  return Boolean(req.app?.get('trust proxy fn')?.(req.socket.remoteAddress ?? '', 0))
}

/** A bare IPv4 or IPv6 address (an IPv4-mapped IPv6 one written as IPv4), or null for anything else. */
function plainIp(value: string | undefined): string | null {
  const ip = value?.trim()
  if (!ip || !isIP(ip)) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  return mapped?.[1] ?? ip
}

/**
 * Before a request to /api/* goes on to the back-end (in process or over HTTP), it says who the visitor is the way
 * the back-end believes it: X-Real-IP is overwritten with the IP worked out above, and whatever the visitor wrote
 * in X-Forwarded-For is dropped, so per-IP limits cannot be dodged by a made-up header.
 */
export function forwardClientIp(req: Request) {
  const ip = clientIp(req)
  const replaced = new Set(['x-forwarded-for', 'x-real-ip'])
  delete req.headers['x-forwarded-for']
  delete req.headers['x-real-ip']
  // Hono's Node adapter (the in-process back-end) reads rawHeaders, not headers: both are rewritten.
  const raw: string[] = []
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? ''
    if (!replaced.has(name.toLowerCase())) raw.push(name, req.rawHeaders[i + 1] ?? '')
  }
  if (ip) {
    req.headers['x-real-ip'] = ip
    raw.push('X-Real-IP', ip)
  }
  req.rawHeaders = raw
}

/** Third-party origins the CSP allows, only for the services that are configured. */
export function thirdPartySources(settings: {
  metrikaId?: string | undefined
  recaptchaSiteKey?: string | undefined
}): NonNullable<SecurityOptions['extra']> {
  const extra: Required<NonNullable<SecurityOptions['extra']>> = {
    'script-src': [],
    'img-src': [],
    'connect-src': [],
    'frame-src': [],
  }
  if (settings.metrikaId) {
    const yandex = 'https://mc.yandex.ru'
    extra['script-src'].push(yandex)
    extra['img-src'].push(yandex)
    extra['connect-src'].push(yandex)
    // Webvisor replays the page in a frame of Yandex's.
    extra['frame-src'].push(yandex)
  }
  if (settings.recaptchaSiteKey) {
    extra['script-src'].push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/')
    extra['frame-src'].push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/')
  }
  return extra
}
