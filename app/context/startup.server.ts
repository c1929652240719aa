/**
 * The start-up call (SPEC §7) of one request, made once: the root's loader (the shell) and the page's (the
 * catalogue's tree, a brand page's brand, the sitemap) share its answer. For an anonymous visitor it comes from the
 * public cache under the `long` policy; a signed-in visitor's carries their name and cart, so it is asked fresh —
 * once per request, not once per loader.
 */
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { type StartData, startCall } from '#contract/start.ts'

export type StartAnswer = ApiResult<StartData>

async function askStartup(api: ApiClient): Promise<StartAnswer> {
  const start = await api.call(startCall, { cache: 'long' })
  // A token the back-end refused: the request is marked (the visitor is signed out by the entry) and the page is a
  // guest's.
  if (start.status === 401 && api.hasToken) return api.asGuest().call(startCall, { cache: 'long' })
  return start
}

/** A function that asks the start-up call on its first use and gives every later caller the same answer. */
export function startupOnce(api: ApiClient): () => Promise<StartAnswer> {
  let answer: Promise<StartAnswer> | undefined
  return () => {
    answer ??= askStartup(api)
    // A thrown Response (the back-end unreachable: 503) is read by whoever catches it; each caller gets its own.
    return answer.catch((error: unknown) => {
      throw error instanceof Response ? error.clone() : error
    })
  }
}
