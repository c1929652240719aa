/**
 * The visitor's city (SPEC §3 Location): the `bh_location` cookie `{city, fias_id, kladr_id}`; on a first visit
 * without it, the city found by the visitor's IP (`GET /api/detect_address_by_ip`), else Moscow. A detected city is
 * written to the cookie at once, so detection runs once per visitor. When nothing is detected the visitor simply
 * has the default: no cookie is set, so the page stays the same as everyone's (and cacheable), and the address is
 * remembered for an hour so that it is not looked up on every page. Crawlers are never looked up.
 */
import type { AppLoadContext } from '@remix-run/node'
import { isbot } from 'isbot'
import {
  DEFAULT_LOCATION,
  detectAddressByIpCall,
  getAddressesCall,
  type Location,
  locationSchema,
} from '#contract/location.ts'
import type { ApiClient } from './api/client.server.ts'
import { cookieMaxAge, cookieNames, readCookies, serializeCookie } from './cookies.server.ts'

export interface VisitorLocation {
  location: Location
  /** True while the visitor has neither chosen a city nor had one detected. */
  isDefault: boolean
  /** Set-Cookie to send when the location was decided on this request. */
  setCookie: string | null
}

/** How long a first page may wait for the IP lookup before it settles for Moscow. */
const DETECT_TIMEOUT_MS = 1_500

export function readLocationCookie(request: Request): Location | null {
  const raw = readCookies(request)[cookieNames.location]
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

async function decide(request: Request, context: AppLoadContext, api: ApiClient): Promise<VisitorLocation> {
  const saved = readLocationCookie(request)
  if (saved) return { location: saved, isDefault: false, setCookie: null }
  if (isbot(request.headers.get('user-agent') ?? '')) return byDefault
  const ip = context.clientIp ?? ''
  const now = Date.now()
  if ((undetected.get(ip) ?? 0) > now) return byDefault
  // No `ip` parameter: the back-end takes the visitor's address from the X-Real-IP the API client sends.
  const detected = await api.call(detectAddressByIpCall, { query: {}, signal: AbortSignal.timeout(DETECT_TIMEOUT_MS) })
  const location = detected.data?.data ?? null
  if (location) return { location, isDefault: false, setCookie: locationCookie(location) }
  rememberUndetected(ip, now)
  return byDefault
}

/** One decision per request, however many loaders ask (they run in parallel and share the load context). */
const decided = new WeakMap<AppLoadContext, Promise<VisitorLocation>>()

export function visitorLocation(request: Request, context: AppLoadContext, api: ApiClient): Promise<VisitorLocation> {
  let pending = decided.get(context)
  if (!pending) {
    pending = decide(request, context, api)
    decided.set(context, pending)
  }
  return pending
}

export type CitySuggestion = Location & { region: string | null; label: string }

/** Settlements matching what the visitor typed in the select-city dialog; an empty list when none or on failure. */
export async function suggestCities(api: ApiClient, query: string, count = 10): Promise<CitySuggestion[]> {
  const trimmed = query.trim().slice(0, 300)
  if (!trimmed) return []
  const result = await api.callPublic(getAddressesCall, { query: { address: trimmed, count } })
  return (result.data?.suggestions ?? []).flatMap((s) => {
    const city = s.city ?? s.value
    if (!city) return []
    return [
      {
        city,
        kladr_id: s.city_kladr_id ?? s.kladr_id,
        fias_id: s.city_fias_id ?? s.fias_id,
        region: s.region_with_type,
        label: s.value,
      },
    ]
  })
}
