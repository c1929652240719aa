/**
 * Who is calling, for Hono routes. `authentication(auth)` is mounted once at the app's entry, so every route can ask
 * `authenticate(c)`, which reads the bearer token once per request and answers the user or null. `requireAccess`
 * is the middleware put before a call the contract reserves (`auth`, `role`): 401 without a live token, 403 for a
 * user of another role. handle() puts it there from the contract; no route module wires it by hand.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { roles } from '#backend/db/schema.ts'
import { AppError } from '#backend/lib/errors.ts'
import type { CallRole } from '#contract/call.ts'
import { type AuthService, authMessages, type SignedInUser } from './auth.service.ts'
import { bearerToken } from './tokens.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `authenticate`: the caller, or null for a guest; undefined until asked. */
    signedIn: SignedInUser | null
    /** Set by `authentication` at the app's entry: who holds a token, by the auth service. */
    tokenHolder: (token: string) => Promise<SignedInUser | null>
  }
}

/** The access a route asks of its caller: a contract call, or a route of the back-end's own with the same flags. */
export interface Access {
  auth: boolean
  role?: CallRole
}

/**
 * Whether the caller may make a call reserved to `role`: an administrator's call needs role_id 2; a seller's, a
 * seller with a merchant — or, for reading (GET), an administrator, who then names the merchant
 * (`sellerMerchantId`).
 */
function allowed(role: CallRole, user: SignedInUser['user'], method: string): boolean {
  if (role === 'administrator') return user.role_id === roles.admin
  if (user.role_id === roles.merchant && user.merchant_id !== null) return true
  return user.role_id === roles.admin && method === 'GET'
}

/** The app's entry middleware that lets every route below it know its caller. */
export function authentication(auth: AuthService): MiddlewareHandler {
  const tokenHolder = (token: string) => auth.authenticate(token)
  return async (c, next) => {
    c.set('tokenHolder', tokenHolder)
    await next()
  }
}

/** The caller, or null for a guest (no token, or a dead one); asked of the auth service once per request. */
export async function authenticate(c: Context): Promise<SignedInUser | null> {
  const known = c.get('signedIn')
  if (known !== undefined) return known
  const token = bearerToken(c.req.header('authorization'))
  const tokenHolder = c.get('tokenHolder')
  if (!tokenHolder) throw new Error('authentication() is not mounted before this route')
  const signedIn = token ? await tokenHolder(token) : null
  c.set('signedIn', signedIn)
  return signedIn
}

/** Who asks is checked before what is asked: a guest gets 401 even for a malformed body or query. */
export function requireAccess(access: Access): MiddlewareHandler {
  const role = access.role
  return async (c, next) => {
    const signedIn = await authenticate(c)
    if (!signedIn) throw new AppError(401, authMessages.signInRequired)
    if (role !== undefined && !allowed(role, signedIn.user, c.req.method)) {
      throw new AppError(403, authMessages.forbidden)
    }
    await next()
  }
}

/**
 * The merchant a seller's call acts for, behind `requireAccess({ role: 'seller' })`: the seller's own; for an
 * administrator reading a seller's cabinet, the one `merchant_id` in the query names (400 without it).
 */
export async function sellerMerchantId(c: Context): Promise<number> {
  const signedIn = await authenticate(c)
  if (!signedIn) throw new AppError(401, authMessages.signInRequired)
  const { user } = signedIn
  if (user.role_id === roles.merchant && user.merchant_id !== null) return user.merchant_id
  if (user.role_id === roles.admin && c.req.method === 'GET') {
    const named = Number(c.req.query('merchant_id'))
    if (Number.isSafeInteger(named) && named > 0 && named <= 2_147_483_647) return named
    throw new AppError(400, authMessages.merchantRequired, { merchant_id: [authMessages.merchantRequired] })
  }
  throw new AppError(403, authMessages.forbidden)
}
