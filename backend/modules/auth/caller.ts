/**
 * The caller of a route that requires a signed-in user (`requireAccess` has run before it, so a guest never gets
 * here). A route reached without the guard is a wiring mistake; it still answers 401, never someone else's data.
 */
import type { Context } from 'hono'
import { AppError } from '#backend/lib/errors.ts'
import { authMessages, type SignedInUser } from './auth.service.ts'

/** The signed-in caller: the user and the hash of the token used. */
export function signedInCaller(c: Context): SignedInUser {
  const signedIn = c.get('signedIn')
  if (!signedIn) throw new AppError(401, authMessages.signInRequired)
  return signedIn
}

/** The caller's user id. */
export const callerId = (c: Context): number => signedInCaller(c).user.id
