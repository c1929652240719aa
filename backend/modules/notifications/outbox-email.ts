/**
 * The embedded e-mail provider, the default: it sends nothing, it keeps each message in the `email_outbox` table and
 * writes a line to the log, so a developer — or an end-to-end test, through the administrators' outbox list — reads
 * it there. The same Message-ID kept twice (a retried delivery) is kept once.
 */
import type { Database } from '#backend/db/client.ts'
import type { EmailProvider } from './email.provider.ts'
import { keepEmail } from './email-outbox.repository.ts'

export function outboxEmailProvider(db: Database, options: { log: (line: string) => void }): EmailProvider {
  return {
    async send(message) {
      await keepEmail(db, {
        messageId: message.messageId,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.byteLength,
        })),
      })
      options.log(`E-mail to ${message.to} (outbox, not sent): ${message.subject}`)
    },
  }
}
