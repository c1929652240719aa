/**
 * Who is calling, for Hono routes: `authenticate(c)` reads the bearer token once per request and answers the user or
 * null; `requireUser` and `requireRole(...)` are middleware answering 401 without a live token and 403 for a user
 * of another role. The user is then `c.get('signedIn')`.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { AppError } from '#backend/lib/errors.ts'
import { type AuthService, authMessages, type SignedInUser } from './auth.service.ts'
import { bearerToken } from './tokens.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `authenticate`: the caller, or null for a guest; undefined until asked. */
    signedIn: SignedInUser | null
  }
}

export function createAuthGuard(auth: AuthService) {
  async function authenticate(c: Context): Promise<SignedInUser | null> {
    const known = c.get('signedIn')
    if (known !== undefined) return known
    const token = bearerToken(c.req.header('authorization'))
    const signedIn = token ? await auth.authenticate(token) : null
    c.set('signedIn', signedIn)
    return signedIn
  }

  async function signedInOr401(c: Context): Promise<SignedInUser> {
    const signedIn = await authenticate(c)
    if (!signedIn) throw new AppError(401, authMessages.signInRequired)
    return signedIn
  }

  const requireUser: MiddlewareHandler = async (c, next) => {
    await signedInOr401(c)
    await next()
  }

  function requireRole(...roleIds: number[]): MiddlewareHandler {
    return async (c, next) => {
      const { user } = await signedInOr401(c)
      if (!roleIds.includes(user.role_id)) throw new AppError(403, authMessages.forbidden)
      await next()
    }
  }

  return { authenticate, requireUser, requireRole }
}
export type AuthGuard = ReturnType<typeof createAuthGuard>
