/**
 * The visitor's IP as the back-end sees it (SPEC §7, docs/decisions/026). Who may say who the visitor is:
 * - a call made in this process (embedded mode: the storefront's loaders call `app.fetch`, and server.ts passes the
 *   browser's /api requests on after writing X-Real-IP itself) — its X-Real-IP is the storefront's word;
 * - a call over the network (the back-end alone) — X-Real-IP (or X-Forwarded-For) is believed only when the peer's
 *   address is one of the trusted ones (BACKEND_TRUST_PROXY: the storefronts, by default this machine's loopback);
 *   from anyone else the headers count for nothing and the peer's own address is the visitor's.
 * What proxies write is normalised (ports, brackets, IPv4-mapped IPv6); anything that is not an IP address counts as
 * unknown. Private and loopback addresses are never worth asking a geo-IP service about.
 */
import { BlockList, isIP } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'

declare module 'hono' {
  interface ContextVariableMap {
    /** The visitor's address, resolved once per request by `clientIpMiddleware`. */
    clientIp: string | null
  }
}

/** The address a proxy reports: `X-Real-IP`, else the first (client) entry of `X-Forwarded-For`. */
export function clientIpFromHeaders(header: (name: string) => string | undefined): string | undefined {
  const real = header('x-real-ip')?.trim()
  if (real) return real
  return header('x-forwarded-for')?.split(',')[0]?.trim() || undefined
}

/**
 * A plain IPv4 or IPv6 address out of what proxies write: brackets and a port dropped (`[::1]:443`,
 * `203.0.113.7:5123`), an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) read as IPv4; null when it is not an
 * address at all.
 */
export function normalizeIp(raw: string | undefined): string | null {
  // A socket already closed has no remote address: Express still asks whether it is trusted.
  if (typeof raw !== 'string') return null
  let ip = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed?.[1]) ip = bracketed[1]
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip)
  if (v4WithPort?.[1]) ip = v4WithPort[1]
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)
  if (mapped?.[1]) ip = mapped[1]
  return isIP(ip) ? ip : null
}

const nonPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6')
}

/** Whether a normalised address can belong to a visitor on the internet. */
export function isPublicIp(ip: string): boolean {
  const version = isIP(ip)
  if (version === 0) return false
  return !nonPublic.check(ip, version === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Addresses a trust setting names (`TRUST_PROXY`, `BACKEND_TRUST_PROXY`): a comma-separated list of IPs, CIDR
 * networks and the names `loopback` (127.0.0.0/8, ::1), `linklocal`, `uniquelocal` (private networks); `none` trusts
 * nobody. Throws, naming the entry, on anything else — a hop count included: it would believe whoever connects.
 */
export function trustedAddresses(setting: string): (ip: string | undefined) => boolean {
  const list = new BlockList()
  const named: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
    loopback: [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
    linklocal: [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
    uniquelocal: [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  }
  const entries = setting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (entries.length === 1 && entries[0] === 'none') return () => false
  for (const entry of entries) {
    const networks = named[entry]
    if (networks) {
      for (const [network, prefix, type] of networks) list.addSubnet(network, prefix, type)
      continue
    }
    const [address = '', prefixText] = entry.split('/')
    const version = isIP(address)
    const prefix = prefixText === undefined ? (version === 6 ? 128 : 32) : Number(prefixText)
    const maxPrefix = version === 6 ? 128 : 32
    const prefixWritten = prefixText === undefined || /^\d{1,3}$/.test(prefixText)
    if (version === 0 || !prefixWritten || !Number.isInteger(prefix) || prefix > maxPrefix) {
      throw new Error(`"${entry}" is not an address, a network or loopback/linklocal/uniquelocal/none`)
    }
    list.addSubnet(address, prefix, version === 6 ? 'ipv6' : 'ipv4')
  }
  return (raw) => {
    const ip = normalizeIp(raw)
    if (!ip) return false
    return list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * A trust setting as the environment gives it (TRUST_PROXY, BACKEND_TRUST_PROXY), checked at start; empty or unset:
 * loopback.
 */
export const trustSetting = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .default('loopback')
    .superRefine((value, ctx) => {
      try {
        trustedAddresses(value)
      } catch (error) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message })
      }
    }),
)

/** The peer of a request that came over a socket (@hono/node-server puts the Node request in `env.incoming`). */
function peerAddress(c: Context): string | null | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  if (!env?.incoming) return undefined
  return env.incoming.socket?.remoteAddress ?? null
}

/**
 * The visitor's address for this request, normalised; null when unknown. Believes the proxy headers of a call made
 * in process and of a trusted peer only (see the top of this file).
 */
export function resolveClientIp(c: Context, trusted: (ip: string) => boolean): string | null {
  const peer = peerAddress(c)
  if (peer === undefined || (peer !== null && trusted(peer))) {
    const raw = clientIpFromHeaders((name) => c.req.header(name))
    if (raw) return normalizeIp(raw)
  }
  return peer ? normalizeIp(peer) : null
}

/** Resolves the visitor's address once per request, for `clientIp`. */
export function clientIpMiddleware(trusted: (ip: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientIp', resolveClientIp(c, trusted))
    await next()
  }
}

/**
 * The caller's address as `clientIpMiddleware` resolved it, normalised; null when unknown. A route mounted without
 * the middleware (a module's routes alone, in its tests) resolves it with the default trust: loopback only.
 */
export function clientIp(c: Context): string | null {
  const resolved = c.get('clientIp')
  return resolved === undefined ? resolveClientIp(c, loopbackOnly) : resolved
}

const loopbackOnly = trustedAddresses('loopback')
