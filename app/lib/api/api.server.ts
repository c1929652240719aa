/**
 * Builds the API client for one request: the transport from the load context, the token from the visitor's cookie.
 * A 401 to any call that carried the token marks the request, and app/entry.server.tsx signs the visitor out.
 */
import type { AppLoadContext } from '@remix-run/node'
import { markTokenRejected, tokenWasRejected } from '#app/lib/auth.server.ts'
import { readToken } from '#app/lib/cookies.server.ts'
import { resources } from '#app/lib/i18n-resources.ts'
import { createSwrCache } from '#app/lib/swr-cache.server.ts'
import { type ApiResult, createApiClient } from './client.server.ts'

/**
 * Anonymous visitors' public data, shared by all requests of this process: fresh for 30 s, then served stale for
 * up to 10 minutes while one request refreshes it in the background.
 */
const publicCache = createSwrCache<ApiResult<unknown>>({ freshMs: 30_000, staleMs: 600_000, maxEntries: 2_000 })

export async function getApi(request: Request, context: AppLoadContext) {
  return createApiClient({
    transport: context.api,
    // A token the back-end refused earlier in this request is not sent again: the rest of the page is a guest's.
    token: tokenWasRejected(context) ? null : await readToken(request),
    clientIp: context.clientIp,
    defaultError: resources.ru.common.errors.default,
    publicCache,
    onUnauthorized: () => markTokenRejected(context),
  })
}
