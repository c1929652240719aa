/**
 * Sending an e-mail, behind an interface (ARCHITECTURE: providers): the interface only. The embedded default
 * (outbox-email.ts) sends nothing and keeps the message in `email_outbox` and the log; SMTP (smtp-email.ts, nodemailer)
 * sends for real when SMTP_URL is set.
 */
export interface EmailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface EmailMessage {
  /** The Message-ID, made from the notification's idempotency key: a retried delivery carries the same one. */
  messageId: string
  to: string
  subject: string
  text: string
  html: string | null
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>
  attachments: EmailAttachment[]
}

export interface EmailProvider {
  /** Delivers the message or throws; the outbox's worker retries. */
  send(message: EmailMessage): Promise<void>
}
