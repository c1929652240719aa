/**
 * A storefront request context for a request, as server.ts builds it (app/context/request-context.server.ts), for
 * integration tests that call loaders and actions directly against the real back-end.
 */
import type { AppLoadContext } from '@remix-run/node'
import { createRequestContext } from '#app/context/request-context.server.ts'
import type { ApiTransport } from '#app/lib/api/client.server.ts'

/** The transport of a back-end app in process (its `fetch`), as embedded mode passes it. */
export function inProcess(app: { fetch: (request: Request) => Response | Promise<Response> }): ApiTransport {
  return { fetch: (request) => app.fetch(request), baseUrl: 'http://backend.internal' }
}

export function requestContextFor(
  request: Request,
  transport: ApiTransport,
  clientIp: string | null = null,
): AppLoadContext {
  return createRequestContext({
    transport,
    cookieHeader: request.headers.get('Cookie'),
    userAgent: request.headers.get('User-Agent'),
    clientIp,
    cspNonce: '',
  })
}

/** A `data()` answer of an action, as an integration test reads it: its status and body. */
export function dataAnswer<T>(answer: unknown): { status: number; body: T } {
  const value = answer as { init?: { status?: number }; data: T }
  return { status: value.init?.status ?? 200, body: value.data }
}

/** A loader's or action's answer, a thrown Response (a redirect, a 404) read like a returned one. */
export async function answerOf<T>(
  work: () => Promise<unknown>,
): Promise<{ status: number; location: string | null; body: T }> {
  let answer: unknown
  try {
    answer = await work()
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get('Location'), body: (await answer.text()) as T }
  }
  return { ...dataAnswer<T>(answer), location: null }
}

/** The cookies a response sets, as a browser sends them back. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
