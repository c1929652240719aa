/**
 * Sending an SMS, behind an interface (ARCHITECTURE: providers): the interface only. The embedded default
 * (outbox-sms.ts) sends nothing; SMS.ru's adapter (smsru-sms.ts) sends for real when backend/index.ts chooses it.
 */
export interface SmsProvider {
  /** Delivers `text` to `phone` (E.164) or throws SmsSendError; nothing is retried. */
  send(phone: string, text: string): Promise<void>
}

/** The gateway did not take the message; `message` says why, for the log (never shown to visitors). */
export class SmsSendError extends Error {
  override name = 'SmsSendError'
}
