/**
 * Sign-in by e-mail and password, and the access tokens it hands out. A token is checked on every call that needs a
 * user: unknown, revoked, past its absolute lifetime or idle too long — no user. Its last use is written at most
 * once a minute, so reading pages does not turn into a write per request.
 */

import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import { createRateLimiter } from '#backend/lib/rate-limit.ts'
import { limitDefaults } from '#backend/limit-defaults.ts'
import { mergeGuestCart } from '#backend/modules/cart/cart.service.ts'
import { loadUserCart } from '#backend/modules/cart/cart-lines.ts'
import { authMessages as contractAuthMessages } from '#contract/auth.ts'
import type { CartLine } from '#contract/cart.ts'
import { phoneChangeMessages } from '#contract/phone-change.ts'
import type { User } from '#contract/users.ts'
import {
  contactsTaken,
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
  merchantRequired: 'Укажите продавца',
  tooManyFailures: 'Слишком много неудачных попыток входа. Попробуйте позже.',
  noPassword: contractAuthMessages.noPassword,
  /** A blocked account (issue 16): said only once the password or the code was right, so it tells no stranger. */
  blocked: 'Учётная запись заблокирована. Напишите нам: support@medmarket.example',
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

export const defaultSignInLimits: SignInLimits = limitDefaults.signIn

/**
 * Checks of whether a phone or an e-mail belongs to another account (a profile's new e-mail, a new phone's code):
 * each answers "taken" or not, so they are limited per account and per IP an hour, like any way to list who is
 * registered (decision 026).
 */
export interface ContactCheckLimits {
  perUser: number
  perIp: number
}

export const defaultContactCheckLimits: ContactCheckLimits = limitDefaults.contactChecks

export interface AuthOptions {
  /** A token unused this long is dead. Default 7 days. */
  tokenIdleMs?: number
  /** A token this old is dead whatever its use. Default 30 days. */
  tokenMaxAgeMs?: number
  signInLimits?: SignInLimits
  contactCheckLimits?: ContactCheckLimits
  now?: () => Date
}

/** A sign-in attempt counted in as a failure; one that succeeds says so, and counts nothing. */
export interface SignInAttempt {
  succeeded(): Promise<void>
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
    merchant_id: row.merchantId,
    has_password: row.passwordHash !== null,
    phone_verified: row.phone !== null && row.phoneVerifiedAt !== null,
  }
}

export function createAuthService(db: Database, options: AuthOptions = {}) {
  const idleMs = options.tokenIdleMs ?? limitDefaults.tokenDays.idle * DAY_MS
  const maxAgeMs = options.tokenMaxAgeMs ?? limitDefaults.tokenDays.max * DAY_MS
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
  const contactLimits = options.contactCheckLimits ?? defaultContactCheckLimits
  const contactCheckCounter = createRateLimiter(db, {
    namespace: 'contacts',
    rules: {
      user: { limit: contactLimits.perUser, windowSeconds: 3600 },
      ip: { limit: contactLimits.perIp, windowSeconds: 3600 },
    },
    now,
  })

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

  /**
   * Failure limits of sign-in, for every way of signing in. An attempt is counted as a failure of the IP (and of the
   * e-mail) before it is made, atomically, and gives the count back when it succeeds: parallel attempts cannot all
   * pass a check made before any of them failed (24 wrong passwords at once for one e-mail get 10 answers of
   * "wrong" and 14 of 429, not 24 of "wrong").
   */
  const signInFailures = {
    /** Counts the attempt in; 429 (counting nothing) when the IP or the e-mail has failed too often in this window. */
    async begin(caller: Caller, email?: string): Promise<SignInAttempt> {
      const tickets = [await failures.take('ip', ipKey(caller))]
      if (email !== undefined && tickets.every((ticket) => ticket.allowed)) {
        tickets.push(await failures.take('email', email.toLowerCase()))
      }
      const releaseAll = async () => {
        for (const ticket of tickets) await ticket.release()
      }
      if (!tickets.every((ticket) => ticket.allowed)) {
        await releaseAll()
        throw new AppError(429, authMessages.tooManyFailures)
      }
      return { succeeded: releaseAll }
    },
  }

  /** Counts a check of contacts by the account and the IP; 429 past either limit. */
  async function countContactCheck(userId: number, caller: Caller): Promise<void> {
    const byUser = await contactCheckCounter.hit('user', String(userId))
    const byIp = await contactCheckCounter.hit('ip', ipKey(caller))
    if (!byUser || !byIp) throw new AppError(429, phoneChangeMessages.tooManyChecks)
  }

  /**
   * The end of every sign-in, inside its transaction: the guest's cart merged into the account's (it locks the
   * user's row, which must come before the token's insert refers to it: the order every transaction of a buyer
   * keeps, see backend/modules/orders/orders.repository.ts lockBuyer), a token issued, and the merged cart answered
   * (docs/decisions/020).
   */
  async function completeSignIn(tx: Database, row: UserRow, guestCart: readonly CartLine[] = []) {
    // Every way of signing in ends here, so a blocked account is refused by each (a recovery's new password too:
    // the refusal rolls the transaction back).
    if (row.blockedAt) throw new AppError(403, authMessages.blocked)
    await mergeGuestCart(tx, row.id, guestCart)
    const access_token = await issueToken(row.id, tx)
    return { access_token, user: toUser(row), cart: await loadUserCart(tx, row.id) }
  }

  return {
    issueToken,
    completeSignIn,
    signInFailures,
    countContactCheck,

    /**
     * The same answer and about the same time for an unknown e-mail and a wrong password: 422 "wrong e-mail or
     * password" (not 401, which the storefront reads as "your token died"). An account without a password (made by
     * SMS) answers SPEC §8's «Комбинация E-mail и пароля отсутствует», so its owner learns to sign in by phone or
     * recover the password; it counts as a failure like the others, so the limits bound how fast e-mails can be
     * tried (decision 031). Too many failures for the e-mail or from the IP (this attempt counted in): 429 before
     * the password is checked.
     * The guest's cart is merged into the account's in the transaction that issues the token, and the merged cart
     * is answered (docs/decisions/020).
     */
    async signIn(email: string, password: string, caller: Caller = { ip: null }, guestCart: readonly CartLine[] = []) {
      const trimmed = email.trim()
      const attempt = await signInFailures.begin(caller, trimmed)
      const row = await findUserByEmail(db, trimmed)
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()))
      if (row && !row.passwordHash) throw new AppError(422, authMessages.noPassword)
      if (!row?.passwordHash || !matches) throw new AppError(422, authMessages.wrongLogin)
      await attempt.succeeded()
      return db.transaction((tx) => completeSignIn(tx, row, guestCart))
    },

    /** The live token's user, or null. */
    async authenticate(token: string): Promise<SignedInUser | null> {
      const tokenHash = hashAccessToken(token)
      const found = await findAccessToken(db, tokenHash)
      if (!found) return null
      const at = now().getTime()
      const { token: row } = found
      if (row.revokedAt || row.expiresAt.getTime() <= at || row.lastUsedAt.getTime() + idleMs <= at) return null
      // Blocking revokes the user's tokens; this holds even for a token issued in a race with the block.
      if (found.user.blockedAt) return null
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

    /** Which of these contacts another account than `exceptUserId` holds (auth.repository `contactsTaken`). */
    contactsTaken(contacts: { email?: string | null; phone?: string | null }, exceptUserId?: number) {
      return contactsTaken(db, contacts, exceptUserId)
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
