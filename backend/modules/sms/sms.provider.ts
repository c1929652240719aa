/**
 * Sending an SMS, behind an interface (ARCHITECTURE: providers). The embedded default sends nothing: it writes the
 * message to the `sms_outbox` table and the log, so a developer — or an end-to-end test, through the administrators'
 * outbox list — reads the code there. SMS.ru's adapter (smsru.provider.ts) sends for real when configured.
 */
import type { Database } from '#backend/db/client.ts'
import { insertOutboxMessage } from './sms.repository.ts'

export interface SmsProvider {
  /** Delivers `text` to `phone` (E.164) or throws SmsSendError; nothing is retried. */
  send(phone: string, text: string): Promise<void>
}

/** The gateway did not take the message; `message` says why, for the log (never shown to visitors). */
export class SmsSendError extends Error {
  override name = 'SmsSendError'
}

export function outboxSmsProvider(db: Database, options: { log: (line: string) => void; now?: () => Date }) {
  const now = options.now ?? (() => new Date())
  const provider: SmsProvider = {
    async send(phone, text) {
      await insertOutboxMessage(db, { phone, text, createdAt: now() })
      options.log(`SMS to ${phone} (outbox, not sent): ${text}`)
    },
  }
  return provider
}
