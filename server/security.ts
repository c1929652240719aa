/**
 * Security headers of every response, and the refusal of cross-site posts (ARCHITECTURE: SameSite=Lax cookies plus
 * refusing a non-GET whose Origin names another site).
 */
import { randomBytes } from 'node:crypto'
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

/** The visitor's IP: X-Real-IP or the first X-Forwarded-For hop when behind a proxy, else the socket (SPEC §7). */
export function clientIp(req: Request): string | null {
  const real = req.get('x-real-ip')
  if (real) return real.trim()
  const forwarded = req.get('x-forwarded-for')
  if (forwarded) return forwarded.split(',')[0]?.trim() || null
  return req.socket.remoteAddress ?? null
}
