/**
 * The operator's users (issue 16): found by e-mail or phone, one user's page with the record of it, and blocking:
 * a blocked user's every token dies in the block's transaction and no way of signing in lets them in again
 * (backend/modules/auth/auth.service.ts `completeSignIn`) until they are unblocked.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError, notFound } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { entriesOf, record } from '#backend/modules/admin/audit.ts'
import { revokeAllAccessTokens } from '#backend/modules/auth/auth.repository.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import { type AdminUser, adminUserTexts, type blockUserCall, type listAdminUsersCall } from '#contract/admin.ts'
import * as repo from './admin-users.repository.ts'

type ListQuery = z.output<(typeof listAdminUsersCall)['query']>
type BlockBody = z.output<(typeof blockUserCall)['body']>

const missing = () => notFound(adminUserTexts.notFound)

export const toAdminUser = (row: repo.UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  name: row.name,
  role_id: row.roleId,
  merchant_id: row.merchantId,
  created_at: row.createdAt.toISOString(),
  blocked_at: row.blockedAt?.toISOString() ?? null,
})

/** A phone as people spell it (`+7 916 123-45-67`, `8 (916) 123-45-67`, `1234567`): its digits, a leading 8 read as 7. */
const PHONE_SPELLING = /^[\d\s()+-]+$/
export function searchOf(q: string | undefined): repo.UserSearch {
  const text = q?.trim() ?? ''
  if (!text) return {}
  if (!PHONE_SPELLING.test(text)) return { emailPart: text }
  const digits = text.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits
  return { emailPart: text, ...(national ? { phoneDigits: national } : {}) }
}

export function createAdminUsersService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())

  /** Changes the user's block under its row lock; no change (already so) records nothing. */
  async function setBlocked(actorId: number, rawId: string | undefined, reason: string | null) {
    const id = rowIdFrom(rawId)
    if (id === null) throw missing()
    const row = await db.transaction(async (tx) => {
      const current = await repo.lockUser(tx, id)
      if (!current) throw missing()
      if (reason !== null && id === actorId) throw new AppError(409, adminUserTexts.notYourself)
      if ((current.blockedAt !== null) === (reason !== null)) return current
      if (reason === null) {
        await record(tx, actorId, 'user', id, 'user_unblocked')
        return repo.setBlockedAt(tx, id, null)
      }
      const at = now()
      await revokeAllAccessTokens(tx, id, at)
      await record(tx, actorId, 'user', id, 'user_blocked', reason)
      return repo.setBlockedAt(tx, id, at)
    })
    return { result: true as const, user: toAdminUser(row) }
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repo.pageOfUsers(db, searchOf(query.q), pageRows(query))
      return { users: rows.map(toAdminUser), pagination: pagination(query, total) }
    },

    async page(rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      const row = id === null ? undefined : await repo.findUser(db, id)
      if (id === null || !row) throw missing()
      return { user: toAdminUser(row), audit: await entriesOf(db, 'user', id) }
    },

    block: (actorId: number, rawId: string | undefined, body: BlockBody) => setBlocked(actorId, rawId, body.reason),
    unblock: (actorId: number, rawId: string | undefined) => setBlocked(actorId, rawId, null),
  }
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>
