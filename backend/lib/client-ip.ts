/**
 * The visitor's IP as the back-end sees it (SPEC §7): the storefront, which sits in front of the back-end, passes it
 * in `X-Real-IP`; a proxy may pass `X-Forwarded-For`, whose first hop is the client. The headers are believed as
 * they come, so the back-end must be reachable only through the storefront or a proxy that sets them
 * (docs/decisions/010). Anything that is not an IP address counts as unknown.
 */
import { isIP } from 'node:net'
import type { Context } from 'hono'

function address(raw: string | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  return isIP(value) ? value : null
}

export function clientIp(c: Context): string | null {
  const real = address(c.req.header('x-real-ip'))
  if (real) return real
  return address(c.req.header('x-forwarded-for')?.split(',')[0])
}
