/**
 * The app's notifications made with their embedded defaults where nothing else is given (decision 047): SMS to the
 * `sms_outbox`, e-mail to the `email_outbox`, links to http://localhost:3000. index.ts hands in what the
 * configuration chose; tests take the defaults, or their own fakes.
 */
import type { Database } from '#backend/db/client.ts'
import { createInvoicesService } from '#backend/modules/invoices/invoices.service.ts'
import { outboxSmsProvider } from '#backend/modules/sms/outbox-sms.ts'
import type { SmsProvider } from '#backend/modules/sms/sms.provider.ts'
import type { EmailProvider } from './email.provider.ts'
import { createNotifications, mailDomain, type Notifications, type NotificationsOptions } from './outbox.ts'
import { outboxEmailProvider } from './outbox-email.ts'

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000'

export interface NotificationsSettings {
  sms?: SmsProvider
  email?: EmailProvider
  publicUrl?: string
  mailFrom?: string
  log?: (message: string, error?: unknown) => void
  /** Where the embedded channels say what they "sent" (default: the console). */
  channelLog?: (line: string) => void
  worker?: NotificationsOptions['worker']
}

export function notificationsOf(db: Database, settings: NotificationsSettings = {}): Notifications {
  const log = settings.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''))
  const invoices = createInvoicesService(db)
  const channelLog = settings.channelLog ?? ((line: string) => console.log(line))
  return createNotifications({
    db,
    sms: settings.sms ?? outboxSmsProvider(db, { log: channelLog }),
    email: settings.email ?? outboxEmailProvider(db, { log: channelLog }),
    publicUrl: settings.publicUrl ?? DEFAULT_PUBLIC_URL,
    messageIdDomain: mailDomain(settings.mailFrom),
    log,
    worker: settings.worker,
    async invoicePdf(orderId) {
      const pdf = await invoices.pdfForNotification(orderId)
      return pdf
        ? { filename: pdf.russianFileName, contentType: 'application/pdf', content: Buffer.from(pdf.bytes) }
        : null
    },
  })
}
