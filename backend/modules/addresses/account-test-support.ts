/**
 * For the account modules' tests: a user row with a password, signed in through the real sign-in call, and requests
 * with its bearer token. Nothing of the code under test is replaced.
 */
import { expect } from 'vitest'
import type { createApp } from '#backend/app.ts'
import type { Database } from '#backend/db/client.ts'
import { users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'

type App = ReturnType<typeof createApp>

export interface Caller {
  id: number
  /** Sends a request with this user's token; a JSON body is sent as JSON. */
  call(method: string, path: string, body?: unknown): Promise<Response>
}

const PASSWORD = 'пароль для тестов'

export async function signedInUser(app: App, db: Database, email: string): Promise<Caller> {
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id })
  if (!row) throw new Error('no user row')
  const response = await app.fetch(
    new Request(`http://backend.test${signInCall.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  )
  expect(response.status, await response.clone().text()).toBe(200)
  const token = signInCall.response.parse(await response.json()).access_token
  return {
    id: row.id,
    call: (method, path, body) => request(app, method, path, body, { Authorization: `Bearer ${token}` }),
  }
}

export function request(
  app: App,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.fetch(
      new Request(`http://backend.test${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    ),
  )
}
