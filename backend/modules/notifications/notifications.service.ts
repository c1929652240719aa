/**
 * Rules of the account's order-status subscriptions (SPEC §3 `order_statuses_subscribes`): a new account (the column
 * null) hears of every status; an update replaces the list, kept in the order of the statuses and without repeats.
 * Statuses the contract no longer knows are dropped when read, so a renamed status cannot break the answer.
 */
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import { authMessages } from '#backend/modules/auth/auth.service.ts'
import { unsubscribeMessages } from '#contract/notifications.ts'
import { type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'
import { findSubscriptions, saveSubscriptions } from './notifications.repository.ts'

/** Known statuses of a stored or posted list, in the contract's order, each once. */
function canonical(list: readonly string[]): OrderStatus[] {
  const wanted = new Set(list)
  return orderStatuses.filter((status) => wanted.has(status))
}

// The caller's row vanished under a live token (the account was deleted): as good as signed out.
const signedOut = () => new AppError(401, authMessages.signInRequired)

/** Reads an unsubscribe link's token (the outbox's signing key); null for a token that is not ours. */
export type UnsubscribeReader = (token: string) => Promise<{ userId: number; status: OrderStatus } | null>

const badLink = () => new AppError(404, unsubscribeMessages.badLink)

export function createNotificationsService(db: Database, readToken?: UnsubscribeReader) {
  async function linkOf(token: string | undefined) {
    const named = token && readToken ? await readToken(token) : null
    if (!named) throw badLink()
    const stored = await findSubscriptions(db, named.userId)
    // The account is gone: the link leads nowhere.
    if (stored === undefined) throw badLink()
    return { ...named, list: stored === null ? [...orderStatuses] : canonical(stored) }
  }

  return {
    /** What an unsubscribe link turns off, and whether it is still on. */
    async readUnsubscribe(token: string | undefined) {
      const link = await linkOf(token)
      return { status: link.status, subscribed: link.list.includes(link.status) }
    },

    /** Turns off the status the link names; the others stay as they were. */
    async unsubscribe(token: string | undefined) {
      const link = await linkOf(token)
      await saveSubscriptions(
        db,
        link.userId,
        link.list.filter((status) => status !== link.status),
      )
      return { result: true as const, status: link.status }
    },

    async list(userId: number) {
      const stored = await findSubscriptions(db, userId)
      if (stored === undefined) throw signedOut()
      return { order_statuses_subscribes: stored === null ? [...orderStatuses] : canonical(stored) }
    },

    async update(userId: number, subscriptions: readonly OrderStatus[]) {
      const list = canonical(subscriptions)
      if (!(await saveSubscriptions(db, userId, list))) throw signedOut()
      return { result: true as const, order_statuses_subscribes: list }
    },
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
