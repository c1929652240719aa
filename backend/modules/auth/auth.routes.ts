/** HTTP of sign-in: thin, the contract decides the path and shapes. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { signInCall } from '#contract/auth.ts'
import type { AuthService } from './auth.service.ts'

export function authRoutes(auth: AuthService): Hono {
  const app = new Hono()
  handle(app, signInCall, ({ body }) => auth.signIn(body.email, body.password))
  return app
}
