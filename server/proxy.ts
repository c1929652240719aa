/**
 * Split mode: the browser still asks the storefront's origin for /api (pictures, later resource calls), and the
 * storefront passes those requests on to the back-end at API_URL. One origin for the browser keeps the CSP and
 * cookies simple and the back-end off the public network.
 */
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { Request, Response } from 'express'
import { forwardClientIp } from './security.ts'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'])

/** Seconds a caller is told to wait when the back-end cannot be reached (as the pages say, client.server.ts). */
const RETRY_AFTER_SECONDS = 30

export function proxyTo(apiUrl: string, timeoutMs: number) {
  return async (req: Request, res: Response) => {
    const target = new URL(req.originalUrl, apiUrl)
    // The back-end keeps per-IP limits by X-Real-IP: it gets ours, never the visitor's own.
    forwardClientIp(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const hasBody = !['GET', 'HEAD'].includes(req.method)
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as unknown as BodyInit) : undefined,
        // Node's fetch needs this to stream a request body.
        ...(hasBody ? { duplex: 'half' } : {}),
        redirect: 'manual',
        // Headers and the whole answer within the time a call may take (decision 026).
        signal: AbortSignal.timeout(timeoutMs),
      } as RequestInit)
      res.status(upstream.status)
      upstream.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') res.setHeader(name, value)
      })
      if (!upstream.body) return res.end()
      Readable.fromWeb(upstream.body as unknown as WebReadableStream)
        // Cut off midway (the timeout, the back-end gone): the answer so far cannot be finished, the connection ends.
        .on('error', () => res.destroy())
        .pipe(res)
    } catch (error) {
      console.error(`Proxy to ${target.href} failed`, error)
      if (res.headersSent) return res.destroy()
      res
        .status(503)
        .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
        .json({ error: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.' })
    }
  }
}
