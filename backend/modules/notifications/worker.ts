/**
 * The notifications worker (decision 047): takes due messages from the outbox and delivers them — SMS through the
 * SMS provider, e-mail through the e-mail provider — at least once, with retries and backoff. Safe to run in several
 * processes at once: each message is taken by one worker at a time (outbox.repository.ts `claimDue`). Every back-end
 * process runs one; a change kicks it after committing, and it also looks for due messages every `pollMs`.
 */
import { createHash } from 'node:crypto'
import type { Database } from '#backend/db/client.ts'
import type { SmsProvider } from '#backend/modules/sms/sms.provider.ts'
import type { EmailAttachment, EmailProvider } from './email.provider.ts'
import { type Claimed, claimDue, markFailed, markSent } from './outbox.repository.ts'

export interface WorkerOptions {
  db: Database
  sms: SmsProvider
  email: EmailProvider
  /** Makes an e-mail's attachments (the invoice PDF of an order) when it is sent. */
  attachments: (message: Claimed) => Promise<EmailAttachment[]>
  /** The signed one-click address that turns a user's notifications of a status off. */
  unsubscribeLink: (userId: number, status: string) => Promise<string>
  /** The domain of Message-IDs (MAIL_FROM's). */
  messageIdDomain: string
  log: (message: string, error?: unknown) => void
  /** How often due messages are looked for without a kick, ms (default 2 s). */
  pollMs?: number
  /** Messages taken at once (default 20). */
  batch?: number
  /** How long a taken message is the taker's before another worker may take it again, ms (default 5 min). */
  leaseMs?: number
  /** Attempts before a message is given up (default 10). */
  maxAttempts?: number
  /** The wait before attempt n + 1 after attempt n failed, ms (default 30 s doubling up to 1 h). */
  retryDelayMs?: (attempt: number) => number
}

export interface NotificationWorker {
  /** Starts looking for due messages every `pollMs`. */
  start(): void
  /** Looks for due messages now (after a change committed some). */
  kick(): void
  /** Delivers one batch of due messages; answers how many were taken. For tests and the shutdown drain. */
  runOnce(): Promise<number>
  /** Stops looking, and waits for the batch in hand to be delivered and recorded. */
  stop(): Promise<void>
}

/** Where a message's text and HTML say the unsubscribe link goes (made when the e-mail is sent). */
export const UNSUBSCRIBE_LINK = '{{unsubscribe_link}}'

export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000)

/** A Message-ID of the notification's own: the same for every attempt, and nothing of the key shows in it. */
export function messageIdOf(key: string, domain: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`
}

export function createNotificationWorker(options: WorkerOptions): NotificationWorker {
  const pollMs = options.pollMs ?? 2_000
  const batch = options.batch ?? 20
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const maxAttempts = options.maxAttempts ?? 10
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs
  const { db } = options

  async function deliver(message: Claimed): Promise<void> {
    if (message.channel === 'sms') {
      await options.sms.send(message.recipient, message.text)
      return
    }
    const headers: Record<string, string> = {}
    let link = ''
    if (message.unsubscribe) {
      link = await options.unsubscribeLink(message.unsubscribe.userId, message.unsubscribe.status)
      headers['List-Unsubscribe'] = `<${link}>`
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
    }
    const withLink = (text: string) => text.replaceAll(UNSUBSCRIBE_LINK, link)
    await options.email.send({
      messageId: messageIdOf(message.key, options.messageIdDomain),
      to: message.recipient,
      subject: message.subject ?? '',
      text: withLink(message.text),
      html: message.html === null ? null : withLink(message.html),
      headers,
      attachments: message.attachments.length ? await options.attachments(message) : [],
    })
  }

  async function runOnce(): Promise<number> {
    const taken = await claimDue(db, { limit: batch, leaseMs })
    for (const message of taken) {
      try {
        await deliver(message)
        await markSent(db, message.id)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        const last = message.attempt >= maxAttempts
        options.log(
          `Notification ${message.id} (${message.channel} to ${message.recipient}) failed, attempt ${message.attempt}${last ? ', given up' : ''}`,
          error,
        )
        await markFailed(db, message.id, reason, last ? null : retryDelayMs(message.attempt)).catch((failure) =>
          options.log(`Notification ${message.id}: the failure could not be recorded`, failure),
        )
      }
    }
    return taken.length
  }

  let running: Promise<void> | null = null
  let again = false
  let stopped = true
  let timer: NodeJS.Timeout | undefined

  function schedule(delay: number) {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(kick, delay)
  }

  /** Runs batches until one comes back short; a kick while running runs once more afterwards. */
  function kick() {
    if (running) {
      again = true
      return
    }
    running = (async () => {
      try {
        do {
          again = false
          while ((await runOnce()) === batch && !stopped) {}
        } while (again && !stopped)
      } catch (error) {
        options.log('The notifications worker failed to read the outbox', error)
      } finally {
        running = null
        schedule(pollMs)
      }
    })()
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    kick() {
      if (!stopped) kick()
    },
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
