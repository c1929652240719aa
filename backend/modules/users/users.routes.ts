import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { startCall } from '#contract/start.ts'
import type { UsersService } from './users.service.ts'

export function usersRoutes(users: UsersService): Hono {
  const app = new Hono()
  handle(app, startCall, () => users.start())
  return app
}
