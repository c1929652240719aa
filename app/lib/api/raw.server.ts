/**
 * A back-end answer that is not JSON (the invoice PDF of an order): the same transport, token and visitor's address
 * as the API client's calls, and the response as it comes, for a resource route to pass its body on unparsed. Like
 * the client, a 401 to a call that carried the token marks the request so that the visitor is signed out.
 */
import type { AppLoadContext } from '@remix-run/node'
import { markTokenRejected, tokenWasRejected } from '#app/lib/auth.server.ts'
import { readToken } from '#app/lib/cookies.server.ts'
import { buildPath } from '#contract/call.ts'
import { backendUnavailable } from './client.server.ts'

export interface RawFetchResult {
  response: Response
  /** Whether the visitor's token went with the request. */
  withToken: boolean
}

/** GET `path` (a contract path with `:params`) from the back-end as the visitor; 503 when it cannot be reached. */
export async function fetchBackendRaw(
  request: Request,
  context: AppLoadContext,
  path: string,
  params: Record<string, string | number> = {},
  accept = '*/*',
): Promise<RawFetchResult> {
  const token = tokenWasRejected(context) ? null : await readToken(request)
  const url = new URL(buildPath(path, params), context.api.baseUrl)
  const headers = new Headers({ Accept: accept })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (context.clientIp) headers.set('X-Real-IP', context.clientIp)
  try {
    const response = await context.api.fetch(new Request(url, { method: 'GET', headers, signal: request.signal }))
    if (response.status === 401 && token) markTokenRejected(context)
    return { response, withToken: Boolean(token) }
  } catch (error) {
    console.error(`GET ${path}: the back-end did not answer`, error)
    return backendUnavailable()
  }
}
