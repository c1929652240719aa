/** Builds the API client for one request: the transport from the load context, the token from the visitor's cookie. */
import type { AppLoadContext } from '@remix-run/node'
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
    token: await readToken(request),
    clientIp: context.clientIp,
    defaultError: resources.ru.common.errors.default,
    publicCache,
  })
}
