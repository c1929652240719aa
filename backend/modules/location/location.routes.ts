/** HTTP of the visitor's city: thin, the contract decides the paths and the shapes. */

import { Hono } from 'hono'
import { readBackendConfig } from '#backend/config.ts'
import { clientIp, isPublicIp, normalizeIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import { detectAddressByIpCall, getAddressesCall } from '#contract/location.ts'
import { createLocationProvider, type LocationProvider } from './location.provider.ts'

export interface LocationRoutesOptions {
  /** Default: DaData when `DADATA_API_KEY` is set, else the embedded city directory. */
  provider?: LocationProvider
  log?: (message: string, error?: unknown) => void
}

export function locationRoutes(options: LocationRoutesOptions = {}): Hono {
  const log = options.log ?? ((message, error) => console.error(message, error))
  const provider = options.provider ?? createLocationProvider(readBackendConfig(), log)
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
