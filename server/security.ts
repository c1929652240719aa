/**
 * Security headers of every response, and the refusal of cross-site posts (ARCHITECTURE: SameSite=Lax cookies plus
 * refusing a non-GET whose Origin names another site).
 */
import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import type { NextFunction, Request, Response } from 'express'

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

/** A state-changing request whose Origin is another site is refused; requests without Origin (curl, QA) pass. */
export function refuseCrossSitePosts() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    if (!origin || origin === 'null') return next()
    const host = req.get('x-forwarded-host') ?? req.get('host')
    let originHost: string
    try {
      originHost = new URL(origin).host
    } catch {
      originHost = ''
    }
    if (originHost && originHost === host) return next()
    res.status(403).type('text/plain; charset=utf-8').send('Запрос с другого сайта отклонён')
  }
}

/**
 * The visitor's IP, as Express sees it under the `trust proxy` setting (TRUST_PROXY hops): with no trusted proxy
 * it is the socket's address, and headers a visitor can write (X-Real-IP, X-Forwarded-For) count for nothing.
 * Behind a trusted proxy, the X-Real-IP that proxy sets wins (nginx: `proxy_set_header X-Real-IP $remote_addr`),
 * else the X-Forwarded-For hop Express picks by the hop count.
 */
export function clientIp(req: Request): string | null {
  const trusted = Boolean(req.app?.get('trust proxy fn')?.(req.socket.remoteAddress ?? '', 0))
  if (trusted) {
    const real = plainIp(req.get('x-real-ip'))
    if (real) return real
  }
  return plainIp(req.ip) ?? plainIp(req.socket.remoteAddress)
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
