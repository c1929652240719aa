/**
 * E-mail over SMTP with nodemailer (SMTP_URL: smtp://user:password@host:587, smtps://… for implicit TLS; MAIL_FROM:
 * the sender). The Message-ID is the notification's own, so a message retried after a lost answer is recognisable
 * as the same one by the receiving server and the reader.
 */
import nodemailer from 'nodemailer'
import type { EmailProvider } from './email.provider.ts'

export interface SmtpSettings {
  url: string
  from: string
  /** How long connecting, greeting and each command may take, ms. */
  timeoutMs: number
}

export function createSmtpEmailProvider(settings: SmtpSettings): EmailProvider & { close(): void } {
  // nodemailer reads a connection URL's options from its query; the timeouts are added there unless the URL sets them.
  const url = new URL(settings.url)
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(settings.timeoutMs))
  }
  const transport = nodemailer.createTransport(url.toString())
  return {
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: message.messageId,
        headers: message.headers,
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      })
    },
    close: () => transport.close(),
  }
}
