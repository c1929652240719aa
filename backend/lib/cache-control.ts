/**
 * Which answers no cache may keep: every /api answer that is somebody's own. `Cache-Control: no-store` goes on the
 * answer to
 * - a request that carries `Authorization` (whatever the route: the token may have changed what was answered),
 * - a call whose contract says it is a signed-in user's (`auth: true`), its refusals (401, 403) included,
 * - every request that is no GET (or HEAD): a change, a sign-in, a cart by ids — answers made for one request.
 *
 * A route's own header stays when it already forbids storing (`private, no-store` of a buyer's documents). The public
 * catalogue's GETs (home, a product, pictures, the sitemap) keep theirs: those answers are everyone's.
 */
import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { routeKey } from './contract-calls.ts'

export const NO_STORE = 'no-store'

/** Whether an answer to this request is personal; `signedInCalls` holds the `routeKey`s of the `auth: true` calls. */
export function isPersonal(
  request: { method: string; hasAuthorization: boolean; routePaths: readonly string[] },
  signedInCalls: ReadonlySet<string>,
): boolean {
  const method = request.method.toUpperCase()
  if (request.hasAuthorization) return true
  if (method !== 'GET' && method !== 'HEAD') return true
  // A HEAD is answered by the GET route.
  return request.routePaths.some((path) => signedInCalls.has(routeKey('GET', path)))
}

/**
 * Sets `Cache-Control: no-store` on every personal answer, errors included (registered before the routes).
 *
 * Set before the route answers, so the answer is made with it: a header set on an answer already made makes Hono
 * rebuild that answer around a web stream of its body, on every signed-in call. After the route, it is set again only
 * on an answer that came without it: one the route made itself, or one it marked as storable.
 */
export function noStoreForPersonalAnswers(signedInCalls: ReadonlySet<string>): MiddlewareHandler {
  return async function personalAnswersNoStore(c, next) {
    const personal = isPersonal(
      {
        method: c.req.method,
        hasAuthorization: c.req.raw.headers.has('authorization'),
        routePaths: matchedRoutes(c).map((route) => route.path),
      },
      signedInCalls,
    )
    if (personal) c.header('Cache-Control', NO_STORE)
    await next()
    if (!personal) return
    if (/(^|[\s,])no-store($|[\s,;])/i.test(c.res.headers.get('cache-control') ?? '')) return
    c.header('Cache-Control', NO_STORE)
  }
}
