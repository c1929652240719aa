import { beforeAll, expect } from 'vitest'
import { roles, users } from '#backend/db/schema.ts'
import { routeKey } from '#backend/lib/contract-calls.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'
import { uploadPassportCall } from '#contract/orders.ts'
import { uploadPriceListCall } from '#contract/price-lists.ts'
import { addProposalPictureCall } from '#contract/product-proposals.ts'
import { uploadMerchantLogoCall } from '#contract/seller.ts'
import { uploadProfileImageCall } from '#contract/users.ts'
import { demoCatalogue, request, watchedBackend } from '#tests/support/api.ts'

export const { backend, failures } = watchedBackend(demoCatalogue(12))
export const tokens = { buyer: '', admin: '' }

export async function signedInToken(email: string, roleId: number = roles.buyer): Promise<string> {
  const password = 'пароль для тестов'
  await backend.db.insert(users).values({ email, roleId, passwordHash: await hashPassword(password) })
  const response = await request(backend.app, 'POST', signInCall.path, { email, password })
  expect(response.status, await response.clone().text()).toBe(200)
  return signInCall.response.parse(await response.json()).access_token
}

beforeAll(async () => {
  tokens.buyer = await signedInToken('bounds-buyer@clinic.test')
  tokens.admin = await signedInToken('bounds-admin@clinic.test', roles.admin)
})

/** Every route the app answers, once each (a route's middlewares are registered as ALL). */
export function appRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const route of backend.app.routes) {
    if (route.method !== 'ALL') seen.set(routeKey(route.method, route.path), route)
  }
  return [...seen.values()]
}

/** A path of a route with every parameter filled. */
export const filled = (path: string) => path.replace(/:([A-Za-z_]+)/g, '1')

export const UPLOADS = new Set([
  uploadProfileImageCall.path,
  uploadPassportCall.path,
  uploadPriceListCall.path,
  uploadMerchantLogoCall.path,
  addProposalPictureCall.path,
])
export const MB = 1024 * 1024

/**
 * A body of `total` bytes that counts what was read of it: JSON text (`{"search":"xxx…`), handed out in chunks
 * only when the reader asks (no read-ahead).
 */
export function countedBody(total: number, chunkSize = 64 * 1024) {
  const head = new TextEncoder().encode('{"search":"')
  const chunk = new Uint8Array(chunkSize).fill(0x78)
  const counter = { read: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.read >= total) return controller.close()
        const piece = counter.read === 0 ? head : chunk.subarray(0, Math.min(chunkSize, total - counter.read))
        counter.read += piece.length
        controller.enqueue(piece)
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counter }
}

export function streamed(
  method: string,
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
): Promise<Response> {
  return Promise.resolve(
    backend.app.fetch(
      new Request(`http://backend.test${path}`, { method, headers, body, duplex: 'half' } as RequestInit),
    ),
  )
}

export async function expectTooLarge(response: Response, label: string, message?: string, status = 413) {
  const text = await response.text()
  expect(response.status, `${label} → ${text.slice(0, 200)}`).toBe(status)
  const answer = JSON.parse(text) as { error: unknown }
  expect(typeof answer.error, label).toBe('string')
  expect(answer.error as string, label).toMatch(message ?? /^Слишком большой запрос/)
}
