/** Builds the API client for one request: the transport from the load context, the token from the visitor's cookie. */
import type { AppLoadContext } from '@remix-run/node'
import { readToken } from '#app/lib/cookies.server.ts'
import { resources } from '#app/lib/i18n.ts'
import { createApiClient } from './client.server.ts'

export async function getApi(request: Request, context: AppLoadContext) {
  return createApiClient({
    transport: context.api,
    token: await readToken(request),
    clientIp: context.clientIp,
    defaultError: resources.ru.common.errors.default,
  })
}
