/**
 * Which answers no cache may keep, whichever route answers: a signed-in user's, every answer to a request with
 * Authorization, and every answer to a change; the public catalogue's GETs stay cacheable.
 */
import { describe, expect, it } from 'vitest'
import { contractCalls } from '#backend/lib/contract-calls.ts'
import { buildPath } from '#contract/call.ts'
import { getHomeDataCall } from '#contract/home.ts'
import { getMasterProductByIdCall, getMasterProductBySlugCall, getProductsCall } from '#contract/products.ts'
import { getSitemapProductsCall } from '#contract/sitemap.ts'
import { startCall } from '#contract/start.ts'
import { appRoutes, backend, filled, tokens } from '#tests/support/bounds-backend.ts'

describe('Cache-Control of personal answers', () => {
  const noStore = (response: Response) => /\bno-store\b/.test(response.headers.get('cache-control') ?? '')
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    Promise.resolve(
      backend.app.fetch(
        new Request(`http://backend.test${path}`, {
          method,
          headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
          body,
        }),
      ),
    )

  it('every answer to a request with Authorization is no-store, whatever the route and the answer', async () => {
    for (const route of appRoutes()) {
      const body = route.method === 'GET' ? undefined : '{}'
      for (const token of [tokens.buyer, tokens.admin, 'forged']) {
        const response = await send(route.method, filled(route.path), { Authorization: `Bearer ${token}` }, body)
        expect(noStore(response), `${route.method} ${route.path} → ${response.status}`).toBe(true)
      }
    }
  })

  it('every answer of a signed-in call is no-store, to its user and to a guest refused with 401', async () => {
    const personal = contractCalls.filter((call) => call.auth)
    expect(personal.length).toBeGreaterThan(20)
    for (const call of personal) {
      const path = filled(call.path)
      const guest = await send(call.method, path)
      expect(guest.status, `${call.name} as a guest`).toBe(401)
      expect(noStore(guest), `${call.name} as a guest`).toBe(true)
    }
  })

  it('every answer to a change (not a GET) is no-store, a guest’s too', async () => {
    for (const route of appRoutes().filter((route) => route.method !== 'GET')) {
      const response = await send(route.method, filled(route.path), {}, '{}')
      expect(noStore(response), `${route.method} ${route.path} → ${response.status}`).toBe(true)
    }
    expect(noStore(await send('POST', startCall.path, {}, '{}'))).toBe(true)
  })

  it('keeps the public catalogue’s GETs as they were', async () => {
    const slug = (await (await send('POST', getProductsCall.path, {}, '{}')).json()).products[0].slug as string
    const publicPaths = [
      getHomeDataCall.path,
      buildPath(getMasterProductBySlugCall.path, { slug }),
      buildPath(getMasterProductByIdCall.path, { id: 1 }),
      getSitemapProductsCall.path,
      '/api/media/products/1.svg',
    ]
    for (const path of publicPaths) {
      const response = await send('GET', path)
      expect(response.status, path).toBe(200)
      expect(noStore(response), path).toBe(false)
    }
    expect((await send('GET', '/api/media/products/1.svg')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})
