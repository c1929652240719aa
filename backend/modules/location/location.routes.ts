/** HTTP of the visitor's city: thin, the contract decides the paths and the shapes. */

import { Hono } from 'hono'
import { clientIp, isPublicIp, normalizeIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import { detectAddressByIpCall, getAddressesCall } from '#contract/location.ts'
import type { LocationProvider } from './location.provider.ts'

/** `provider`: as backend/index.ts chose it (DaData or the embedded directory). */
export function locationRoutes(provider: LocationProvider): Hono {
  const app = new Hono()

  handle(app, getAddressesCall, async ({ query }) => ({
    suggestions: await provider.suggestCities(query.address, query.count),
  }))

  handle(app, detectAddressByIpCall, async ({ query, c }) => {
    const asked = query.ip?.trim()
    const ip = asked ? normalizeIp(asked) : clientIp(c)
    // No address, or one of a private network or this machine: nobody could place it, so nobody is asked.
    if (!ip || !isPublicIp(ip)) return { data: null }
    return { data: await provider.locateIp(ip) }
  })

  return app
}
