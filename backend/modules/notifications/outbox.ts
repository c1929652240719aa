/**
 * The notifications of the back-end (decision 047), as the services see them: an outbox that writes messages in
 * the transaction of the change that causes them, and a worker that delivers them afterwards. One per app; the
 * composition root (index.ts) starts the worker and stops it on shutdown, tests run it by hand.
 */
import type { Database } from '#backend/db/client.ts'
import type { SmsProvider } from '#backend/modules/sms/sms.provider.ts'
import { orderStatuses } from '#contract/order-statuses.ts'
import type { EmailAttachment, EmailProvider } from './email.provider.ts'
import { enqueue, type NewNotification } from './outbox.repository.ts'
import { appSecret } from './secrets.repository.ts'
import { type UnsubscribeTokens, unsubscribeTokens } from './unsubscribe.ts'
import { createNotificationWorker, type NotificationWorker, type WorkerOptions } from './worker.ts'

export type { NewNotification } from './outbox.repository.ts'
export { UNSUBSCRIBE_LINK } from './worker.ts'

export interface Outbox {
  /** Writes the messages in the caller's transaction: they are sent if, and only if, it commits. */
  write(tx: Database, messages: readonly NewNotification[]): Promise<void>
  /** Asks the worker to deliver soon: call once the transaction has committed (else the next poll finds them). */
  kick(): void
  /** The storefront's address of a path, for links in messages (PUBLIC_URL). */
  link(path: string): string
  /** Reads a token of an unsubscribe link; null for one that is not ours. Outside any transaction. */
  readUnsubscribeToken(token: string): Promise<ReturnType<UnsubscribeTokens['read']>>
}

export interface Notifications {
  outbox: Outbox
  worker: NotificationWorker
}

export interface NotificationsOptions {
  db: Database
  sms: SmsProvider
  email: EmailProvider
  /** The storefront's public address: http://localhost:3000 by default. */
  publicUrl: string
  /** The domain of Message-IDs (from MAIL_FROM). */
  messageIdDomain: string
  /** The invoice PDF of an order, for e-mails that carry it. */
  invoicePdf: (orderId: number) => Promise<EmailAttachment | null>
  log: (message: string, error?: unknown) => void
  worker?: Pick<WorkerOptions, 'pollMs' | 'batch' | 'leaseMs' | 'maxAttempts' | 'retryDelayMs'>
}

export const UNSUBSCRIBE_SECRET = 'unsubscribe-links'

export function createNotifications(options: NotificationsOptions): Notifications {
  const base = options.publicUrl.replace(/\/+$/, '')
  let tokens: Promise<UnsubscribeTokens> | undefined
  // Read with the app's database, never inside a change's transaction: a secret made there would be lost with it.
  const tokensOf = () => {
    tokens ??= appSecret(options.db, UNSUBSCRIBE_SECRET).then(unsubscribeTokens)
    // A failure (the database away) is not remembered: the next message asks again.
    tokens.catch(() => {
      tokens = undefined
    })
    return tokens
  }

  const worker = createNotificationWorker({
    ...options.worker,
    db: options.db,
    sms: options.sms,
    email: options.email,
    messageIdDomain: options.messageIdDomain,
    log: options.log,
    async attachments(message) {
      const files: EmailAttachment[] = []
      for (const attachment of message.attachments) {
        const file = await options.invoicePdf(attachment.orderId)
        if (file) files.push(file)
      }
      return files
    },
    async unsubscribeLink(userId, status) {
      const known = orderStatuses.find((s) => s === status)
      if (!known) throw new Error(`No unsubscribe link for the status ${status}`)
      return `${base}/unsubscribe/${(await tokensOf()).sign(userId, known)}`
    },
  })

  const outbox: Outbox = {
    async write(tx, messages) {
      await enqueue(tx, messages)
    },
    kick: () => worker.kick(),
    link: (path) => `${base}${path}`,
    async readUnsubscribeToken(token) {
      return (await tokensOf()).read(token)
    },
  }
  return { outbox, worker }
}

/** MAIL_FROM's domain («Медмаркет <noreply@medmarket.ru>» → medmarket.ru), for Message-IDs. */
export function mailDomain(from: string | undefined): string {
  const address = /<([^>]+)>/.exec(from ?? '')?.[1] ?? from ?? ''
  const domain = address.split('@')[1]?.trim().toLowerCase()
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'medmarket.local'
}
