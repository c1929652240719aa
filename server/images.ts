/**
 * /_ipx/{modifiers}/{source}: resized and re-encoded pictures (SPEC §7: format, fit, width, height, resize,
 * quality, background), made by ipx (sharp). Sources are only the back-end's media (/api/media/…), fetched through
 * the same transport the storefront uses, so this works in embedded and split mode alike and is no open proxy.
 */

import { createIPX, createIPXNodeServer, type IPXStorage } from 'ipx'
import type { ApiTransport } from '#app/lib/api/client.server.ts'

const MEDIA_PREFIX = '/api/media/'
const YEAR = 60 * 60 * 24 * 365

export function mediaStorage(api: ApiTransport): IPXStorage {
  const source = (id: string) => {
    const path = id.startsWith('/') ? id : `/${id}`
    return path.startsWith(MEDIA_PREFIX) && !path.includes('..') ? path : null
  }
  return {
    name: 'medmarket-media',
    getMeta: (id) => (source(id) ? { maxAge: YEAR } : undefined),
    async getData(id) {
      const path = source(id)
      if (!path) return undefined
      // A back-end that cannot be reached or does not answer in time has no picture to give.
      const response = await Promise.resolve(api.fetch(new Request(new URL(path, api.baseUrl)))).catch(() => null)
      if (!response?.ok) return undefined
      return response.arrayBuffer().catch(() => undefined)
    },
  }
}

export function imageServer(api: ApiTransport) {
  return createIPXNodeServer(createIPX({ storage: mediaStorage(api), maxAge: YEAR }))
}
