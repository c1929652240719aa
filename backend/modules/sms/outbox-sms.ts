/**
 * The embedded SMS provider, the default: it sends nothing, it writes the message to the `sms_outbox` table and the
 * log, so a developer — or an end-to-end test, through the administrators' outbox list — reads the code there.
 */
import type { Database } from '#backend/db/client.ts'
import type { SmsProvider } from './sms.provider.ts'
import { insertOutboxMessage } from './sms.repository.ts'

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
