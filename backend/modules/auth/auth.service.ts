/**
 * Sign-in by e-mail and password, and the access tokens it hands out. A token is checked on every call that needs a
 * user: unknown, revoked, past its absolute lifetime or idle too long — no user. Its last use is written at most
 * once a minute, so reading pages does not turn into a write per request.
 */
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import { createRateLimiter } from '#backend/lib/rate-limit.ts'
import { mergeGuestCart } from '#backend/modules/cart/cart.service.ts'
import { loadUserCart } from '#backend/modules/cart/cart-lines.ts'
import type { CartLine } from '#contract/cart.ts'
import type { User } from '#contract/users.ts'
import {
  findAccessToken,
  findUserByEmail,
  insertAccessToken,
  revokeAccessToken,
  revokeOtherAccessTokens,
  touchAccessToken,
  type UserRow,
  upsertAdministrator,
} from './auth.repository.ts'
import { decoyHash, hashPassword, verifyPassword } from './password.ts'
import { hashAccessToken, newAccessToken } from './tokens.ts'

export const authMessages = {
  wrongLogin: 'Введён неправильный E-mail или пароль',
  signInRequired: 'Требуется вход',
  forbidden: 'Недостаточно прав',
  tooManyFailures: 'Слишком много неудачных попыток входа. Попробуйте позже.',
} as const

const DAY_MS = 24 * 60 * 60 * 1000
const TOUCH_EVERY_MS = 60 * 1000

/**
 * Failed sign-ins allowed per window (a wrong password, a wrong SMS code): per e-mail, and per IP for all e-mails
 * together. Past either, sign-in is refused (429) until the window ends, even with the right password; successes
 * count nothing.
 */
export interface SignInLimits {
  perEmail: number
  perIp: number
  windowSeconds: number
}

export const defaultSignInLimits: SignInLimits = { perEmail: 10, perIp: 50, windowSeconds: 900 }

export interface AuthOptions {
  /** A token unused this long is dead. Default 7 days. */
  tokenIdleMs?: number
  /** A token this old is dead whatever its use. Default 30 days. */
  tokenMaxAgeMs?: number
  signInLimits?: SignInLimits
  now?: () => Date
}

/** Who is signing in, as the back-end saw them. */
export interface Caller {
  ip: string | null
}

/** The user a token belongs to, as calls see it. */
export interface SignedInUser {
  user: User
  /** For signing out. */
  tokenHash: string
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    surname: row.surname,
    name: row.name,
    middle_name: row.middleName,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    gender: row.gender,
    image: row.image,
    role_id: row.roleId,
    company: row.company,
    has_password: row.passwordHash !== null,
  }
}

export function createAuthService(db: Database, options: AuthOptions = {}) {
  const idleMs = options.tokenIdleMs ?? 7 * DAY_MS
  const maxAgeMs = options.tokenMaxAgeMs ?? 30 * DAY_MS
  const now = options.now ?? (() => new Date())
  // Made now, so the first sign-in with an unknown e-mail does not take twice as long as the others.
  void decoyHash()
  const signInLimits = options.signInLimits ?? defaultSignInLimits
  const failures = createRateLimiter(db, {
    namespace: 'signin',
    rules: {
      email: { limit: signInLimits.perEmail, windowSeconds: signInLimits.windowSeconds },
      ip: { limit: signInLimits.perIp, windowSeconds: signInLimits.windowSeconds },
    },
    now,
  })
  const ipKey = (caller: Caller) => caller.ip ?? 'unknown'

  /** Issues a token; `executor` is the transaction that made the user, when there is one. */
  async function issueToken(userId: number, executor: Database = db): Promise<string> {
    const token = newAccessToken()
    const createdAt = now()
    await insertAccessToken(executor, {
      userId,
      tokenHash: hashAccessToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + maxAgeMs),
    })
    return token
  }

  /** Failure limits of sign-in, for every way of signing in. */
  const signInFailures = {
    /** 429 when the IP (or the e-mail) has failed too often in this window. */
    async assertAllowed(caller: Caller, email?: string) {
      const overIp = await failures.exhausted('ip', ipKey(caller))
      const overEmail = email !== undefined && (await failures.exhausted('email', email.toLowerCase()))
      if (overIp || overEmail) throw new AppError(429, authMessages.tooManyFailures)
    },
    async record(caller: Caller, email?: string) {
      await failures.hit('ip', ipKey(caller))
      if (email !== undefined) await failures.hit('email', email.toLowerCase())
    },
  }

  return {
    issueToken,
    signInFailures,

    /**
     * The same answer and about the same time for an unknown e-mail, a wrong password and a user without a
     * password: 422 "wrong e-mail or password" (not 401, which the storefront reads as "your token died").
     * Too many failures for the e-mail or from the IP: 429 before the password is even checked.
     * The guest's cart is merged into the account's in the transaction that issues the token, and the merged cart
     * is answered (docs/decisions/020).
     */
    async signIn(email: string, password: string, caller: Caller = { ip: null }, guestCart: readonly CartLine[] = []) {
      const trimmed = email.trim()
      await signInFailures.assertAllowed(caller, trimmed)
      const row = await findUserByEmail(db, trimmed)
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()))
      if (!row?.passwordHash || !matches) {
        await signInFailures.record(caller, trimmed)
        throw new AppError(422, authMessages.wrongLogin)
      }
      return db.transaction(async (tx) => {
        // Merged first: it locks the user's row, which must come before the token's insert refers to it (the order
        // every transaction of a buyer keeps, see backend/modules/orders/orders.repository.ts lockBuyer).
        await mergeGuestCart(tx, row.id, guestCart)
        const access_token = await issueToken(row.id, tx)
        return { access_token, user: toUser(row), cart: await loadUserCart(tx, row.id) }
      })
    },

    /** The live token's user, or null. */
    async authenticate(token: string): Promise<SignedInUser | null> {
      const tokenHash = hashAccessToken(token)
      const found = await findAccessToken(db, tokenHash)
      if (!found) return null
      const at = now().getTime()
      const { token: row } = found
      if (row.revokedAt || row.expiresAt.getTime() <= at || row.lastUsedAt.getTime() + idleMs <= at) return null
      if (at - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchAccessToken(db, row.id, new Date(at))
      return { user: toUser(found.user), tokenHash }
    },

    async revoke(token: string): Promise<void> {
      await revokeAccessToken(db, hashAccessToken(token), now())
    },

    /** Signs the caller out: their token (by its hash, as `authenticate` answers it) dies. */
    async revokeByHash(tokenHash: string): Promise<void> {
      await revokeAccessToken(db, tokenHash, now())
    },

    /** Every other token of the user dies (other devices are signed out); the caller's lives on. */
    async revokeOtherTokens(userId: number, keepTokenHash: string, executor: Database = db): Promise<void> {
      await revokeOtherAccessTokens(executor, userId, keepTokenHash, now())
    },

    /** The administrator bootstrap (ADMIN_EMAIL, ADMIN_PASSWORD): idempotent; the password is always reset. */
    async ensureAdministrator(email: string, password: string): Promise<void> {
      await upsertAdministrator(db, email.trim(), await hashPassword(password))
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
