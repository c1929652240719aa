/**
 * The visitor's city (SPEC §3 Location): the `bh_location` cookie `{city, fias_id, kladr_id}`; on a first visit
 * without it, the city found by the visitor's IP (`GET /api/detect_address_by_ip`), else Moscow. A detected city is
 * written to the cookie at once, so detection runs once per visitor. When nothing is detected the visitor simply
 * has the default: no cookie is set, so the page stays the same as everyone's (and cacheable), and the address is
 * remembered for an hour so that it is not looked up on every page. Crawlers are never looked up.
 */
import { isbot } from 'isbot'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { type CookieJar, cookieMaxAge, cookieNames, serializeCookie } from '#app/lib/cookies.server.ts'
import { DEFAULT_LOCATION, detectAddressByIpCall, type Location, locationSchema } from '#contract/location.ts'

export interface VisitorLocation {
  location: Location
  /** True while the visitor has neither chosen a city nor had one detected. */
  isDefault: boolean
  /** Set-Cookie to send when the location was decided on this request. */
  setCookie: string | null
}

/** How long a first page may wait for the IP lookup before it settles for Moscow. */
const DETECT_TIMEOUT_MS = 1_500

export function readLocationCookie(cookies: CookieJar): Location | null {
  const raw = cookies[cookieNames.location]
  if (!raw) return null
  try {
    const parsed = locationSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function locationCookie(location: Location): string {
  return serializeCookie(cookieNames.location, JSON.stringify(location), { maxAge: cookieMaxAge.location })
}

/** Addresses nothing was detected for, with the time to ask again (bounded, oldest dropped first). */
const undetected = new Map<string, number>()
const UNDETECTED_TTL_MS = 3_600_000
const UNDETECTED_MAX = 10_000

function rememberUndetected(ip: string, now: number) {
  undetected.delete(ip)
  undetected.set(ip, now + UNDETECTED_TTL_MS)
  if (undetected.size > UNDETECTED_MAX) undetected.delete(undetected.keys().next().value as string)
}

const byDefault: VisitorLocation = { location: DEFAULT_LOCATION, isDefault: true, setCookie: null }

export interface LocationInput {
  cookies: CookieJar
  userAgent: string
  clientIp: string | null
  api: ApiClient
}

/** The visitor's city for this request; the request context asks once, however many loaders want it. */
export async function decideLocation({ cookies, userAgent, clientIp, api }: LocationInput): Promise<VisitorLocation> {
  const saved = readLocationCookie(cookies)
  if (saved) return { location: saved, isDefault: false, setCookie: null }
  if (isbot(userAgent)) return byDefault
  const ip = clientIp ?? ''
  const now = Date.now()
  if ((undetected.get(ip) ?? 0) > now) return byDefault
  // No `ip` parameter: the back-end takes the visitor's address from the X-Real-IP the API client sends.
  const detected = await api.call(detectAddressByIpCall, { query: {}, signal: AbortSignal.timeout(DETECT_TIMEOUT_MS) })
  const location = detected.data?.data ?? null
  if (location) return { location, isDefault: false, setCookie: locationCookie(location) }
  rememberUndetected(ip, now)
  return byDefault
}
