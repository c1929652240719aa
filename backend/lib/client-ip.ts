/**
 * The visitor's IP as the back-end sees it (SPEC §7): the storefront, which sits in front of the back-end, passes it
 * in `X-Real-IP`; a proxy may pass `X-Forwarded-For`, whose first hop is the client. The headers are believed as
 * they come, so the back-end must be reachable only through the storefront or a proxy that sets them
 * (docs/decisions/010). What proxies write is normalised (ports, brackets, IPv4-mapped IPv6); anything that is not
 * an IP address counts as unknown. Private and loopback addresses are never worth asking a geo-IP service about.
 */
import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

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
export function normalizeIp(raw: string): string | null {
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

/** The caller's address from the proxy headers of a Hono request, normalised; null when unknown. */
export function clientIp(c: Context): string | null {
  const raw = clientIpFromHeaders((name) => c.req.header(name))
  return raw ? normalizeIp(raw) : null
}
