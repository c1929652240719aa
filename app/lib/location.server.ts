/**
 * The visitor's city (SPEC §3 Location): the `bh_location` cookie `{city, fias_id, kladr_id}`; on a first visit
 * without it, the city found by the visitor's IP (`GET /api/detect_address_by_ip`), else Moscow. The detected or
 * default city is written to the cookie at once, so detection runs once per visitor, not on every page. Crawlers
 * get Moscow without a cookie: their pages stay the same for everyone and cacheable.
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

async function decide(request: Request, api: ApiClient): Promise<VisitorLocation> {
  const saved = readLocationCookie(request)
  if (saved) return { location: saved, isDefault: false, setCookie: null }
  if (isbot(request.headers.get('user-agent') ?? '')) {
    return { location: DEFAULT_LOCATION, isDefault: true, setCookie: null }
  }
  // No `ip`: the back-end takes the visitor's address from the X-Real-IP the API client sends.
  const detected = await api.call(detectAddressByIpCall, { query: {}, signal: AbortSignal.timeout(DETECT_TIMEOUT_MS) })
  const location = detected.data?.data ?? null
  if (location) return { location, isDefault: false, setCookie: locationCookie(location) }
  return { location: DEFAULT_LOCATION, isDefault: true, setCookie: locationCookie(DEFAULT_LOCATION) }
}

/** One decision per request, however many loaders ask (they run in parallel and share the load context). */
const decided = new WeakMap<AppLoadContext, Promise<VisitorLocation>>()

export function visitorLocation(request: Request, context: AppLoadContext, api: ApiClient): Promise<VisitorLocation> {
  let pending = decided.get(context)
  if (!pending) {
    pending = decide(request, api)
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
