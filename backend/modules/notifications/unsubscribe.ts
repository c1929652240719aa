/**
 * One-click unsubscribe links of status e-mails (decision 047): a token that names the user and the status, signed
 * with the back-end's own secret (HMAC-SHA256), so following it needs no sign-in and cannot be forged for another
 * user or status. It does not expire: an old e-mail's link still works, as mail clients' one-click expects.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'

const MAC_BYTES = 16

export interface UnsubscribeTokens {
  sign(userId: number, status: OrderStatus): string
  /** The user and status a token names, or null for a token that is not ours. */
  read(token: string): { userId: number; status: OrderStatus } | null
}

export function unsubscribeTokens(secret: Buffer): UnsubscribeTokens {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest().subarray(0, MAC_BYTES)
  return {
    sign(userId, status) {
      const payload = `${userId}.${orderStatuses.indexOf(status)}`
      return `${payload}.${mac(payload).toString('base64url')}`
    },
    read(token) {
      const match = /^([1-9]\d{0,9})\.(\d{1,2})\.([A-Za-z0-9_-]{22})$/.exec(token)
      if (!match) return null
      const [, user, index, signature] = match
      const status = orderStatuses[Number(index)]
      const userId = Number(user)
      if (!status || userId > 2 ** 31 - 1) return null
      const expected = mac(`${user}.${index}`)
      const given = Buffer.from(signature ?? '', 'base64url')
      // The last of 22 characters carries 2 bits and 4 spare ones: only the one spelling we give out is ours.
      if (given.toString('base64url') !== signature) return null
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return { userId, status }
    },
  }
}
