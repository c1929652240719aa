/**
 * The start-up call (SPEC §7) of one request, made once: the root's loader (the shell) and the page's (the
 * catalogue's tree, a brand page's brand, the sitemap) share its answer. The catalogue's summary in it is the same for
 * everyone, so it always comes from the public cache under the `long` policy, as a guest's; a signed-in visitor's
 * name and cart are asked fresh, with the token, from the small call of their own (`startOwnCall`) — not the whole
 * tree, brands and sellers again on every page they open.
 */
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { type StartData, startCall, startOwnCall } from '#contract/start.ts'

export type StartAnswer = ApiResult<StartData>

async function askStartup(api: ApiClient, onTokenDied: () => void): Promise<StartAnswer> {
  if (!api.hasToken) return api.call(startCall, { cache: 'long' })
  // Under a policy the start-up call goes without the token: the summary is everyone's.
  const [start, own] = await Promise.all([api.call(startCall, { cache: 'long' }), api.call(startOwnCall)])
  if (!start.data) return start
  // A token the back-end refused: the request is marked (the visitor is signed out by the entry) and the page is a
  // guest's.
  if (own.status === 401) return start
  if (!own.data) return own
  // The own part answers a dead token as a guest (it serves every page, so it never says 401): a token sent and no
  // user back means the token died, and the visitor is signed out as after any 401 (decision 015) — whichever loader
  // asked first, the shell's or the cart page's.
  if (!own.data.user) onTokenDied()
  return { ...start, data: { ...start.data, user: own.data.user, cart: own.data.cart } }
}

/** The start-up call of one request: asked on first use, the same answer for every later caller until forgotten. */
export interface Startup {
  (): Promise<StartAnswer>
  /** Drops the answer after a change of what it holds (the buyer's cart): the next caller asks afresh. */
  forget(): void
}

/**
 * A function that asks the start-up call on its first use and gives every later caller the same answer.
 * `onTokenDied`: the visitor's token got no user back (the session signs them out).
 */
export function startupOnce(api: ApiClient, onTokenDied: () => void = () => {}): Startup {
  let answer: Promise<StartAnswer> | undefined
  const startup = () => {
    answer ??= askStartup(api, onTokenDied)
    // A thrown Response (the back-end unreachable: 503) is read by whoever catches it; each caller gets its own.
    return answer.catch((error: unknown) => {
      throw error instanceof Response ? error.clone() : error
    })
  }
  return Object.assign(startup, {
    forget() {
      answer = undefined
    },
  })
}
