/**
 * Which provider of each kind the back-end uses (captcha, SMS, e-mail, location, look-ups, delivery, payments), chosen from
 * the configuration here and nowhere else: index.ts, the composition root, builds the app with them. Every
 * implementation lives in a file of its own beside its interface (`*.provider.ts`), so none of them knows of another.
 */
import type { BackendConfig } from './config.ts'
import type { Database } from './db/client.ts'
import type { CaptchaVerifier } from './lib/captcha.ts'
import { captchaOff } from './lib/captcha-off.ts'
import { recaptchaVerifier } from './lib/recaptcha.ts'
import { createCdekDeliveryProvider } from './modules/delivery/cdek-delivery.ts'
import type { DeliveryProvider } from './modules/delivery/delivery.provider.ts'
import { tariffDeliveryProvider } from './modules/delivery/tariff-delivery.ts'
import { createDadataLocationProvider } from './modules/location/dadata-location.ts'
import { embeddedLocationProvider } from './modules/location/embedded-location.ts'
import type { LocationProvider } from './modules/location/location.provider.ts'
import { createDadataLookupProvider } from './modules/lookups/dadata-lookups.ts'
import { createEmbeddedLookupProvider } from './modules/lookups/embedded-lookups.ts'
import type { LookupProvider } from './modules/lookups/lookups.provider.ts'
import type { EmailProvider } from './modules/notifications/email.provider.ts'
import { createSmtpEmailProvider } from './modules/notifications/smtp-email.ts'
import type { PaymentProvider } from './modules/payments/payment.provider.ts'
import { sandboxPaymentProvider } from './modules/payments/sandbox-payment.ts'
import type { SmsProvider } from './modules/sms/sms.provider.ts'
import { createSmsRuProvider } from './modules/sms/smsru-sms.ts'

export type Log = (message: string, error?: unknown) => void
export const logError: Log = (message, error) => console.error(message, error)

export function captchaFrom(config: BackendConfig): CaptchaVerifier {
  if (!config.RECAPTCHA_SECRET) return captchaOff
  return recaptchaVerifier({
    secret: config.RECAPTCHA_SECRET,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
    hostnames: config.RECAPTCHA_HOSTNAMES?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  })
}

/** SMS.ru when configured; otherwise undefined, and createApp uses the outbox. */
export function smsFrom(config: BackendConfig): SmsProvider | undefined {
  if (config.SMS_PROVIDER !== 'smsru' || !config.SMSRU_API_ID) return undefined
  return createSmsRuProvider({
    apiId: config.SMSRU_API_ID,
    url: config.SMSRU_URL,
    from: config.SMSRU_FROM,
    timeoutMs: config.SMSRU_TIMEOUT_MS,
  })
}

/** SMTP when SMTP_URL is set; otherwise undefined, and the notifications keep e-mails in the outbox table. */
export function emailFrom(config: BackendConfig): (EmailProvider & { close(): void }) | undefined {
  if (!config.SMTP_URL) return undefined
  return createSmtpEmailProvider({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs: config.SMTP_TIMEOUT_MS })
}

type DadataSettings = Pick<BackendConfig, 'DADATA_API_KEY' | 'DADATA_URL' | 'DADATA_TIMEOUT_MS'>

/** DaData's connection, shared by the location and look-up providers (one key, one service); none without a key. */
function dadataFrom(settings: DadataSettings) {
  if (!settings.DADATA_API_KEY) return undefined
  return { apiKey: settings.DADATA_API_KEY, url: settings.DADATA_URL, timeoutMs: settings.DADATA_TIMEOUT_MS }
}

/** DaData when a key is configured (falling back to the city directory), otherwise the directory. */
export function createLocationProvider(settings: DadataSettings, log: Log): LocationProvider {
  const dadata = dadataFrom(settings)
  if (!dadata) return embeddedLocationProvider
  return createDadataLocationProvider({ ...dadata, fallback: embeddedLocationProvider, log })
}

/** DaData when a key is configured (falling back to the embedded directories), otherwise the directories. */
export function createLookupProvider(settings: DadataSettings, db: Database, log: Log): LookupProvider {
  const embedded = createEmbeddedLookupProvider(db)
  const dadata = dadataFrom(settings)
  if (!dadata) return embedded
  return createDadataLookupProvider({ ...dadata, fallback: embedded, log })
}

type DeliverySettings = Pick<
  BackendConfig,
  'DELIVERY_PROVIDER' | 'CDEK_CLIENT_ID' | 'CDEK_CLIENT_SECRET' | 'CDEK_API_URL' | 'CDEK_TIMEOUT_MS'
>

/**
 * The provider named by `DELIVERY_PROVIDER`: the embedded tariffs, or CDEK's calculator with the tariffs standing in
 * whenever CDEK cannot answer (docs/decisions/021). CDEK without its credentials fails here, at start-up, rather
 * than quietly quoting the tariff table as if it were CDEK (the configuration refuses it first).
 */
export function createDeliveryProvider(settings: DeliverySettings, log: Log): DeliveryProvider {
  if (settings.DELIVERY_PROVIDER === 'tariffs') return tariffDeliveryProvider
  if (!settings.CDEK_CLIENT_ID || !settings.CDEK_CLIENT_SECRET) {
    throw new Error('DELIVERY_PROVIDER=cdek needs CDEK_CLIENT_ID and CDEK_CLIENT_SECRET')
  }
  return createCdekDeliveryProvider({
    clientId: settings.CDEK_CLIENT_ID,
    clientSecret: settings.CDEK_CLIENT_SECRET,
    url: settings.CDEK_API_URL,
    timeoutMs: settings.CDEK_TIMEOUT_MS,
    fallback: tariffDeliveryProvider,
    log,
  })
}

/**
 * The provider named by `PAYMENT_PROVIDER` (default: the sandbox).
 *
 * A real acquirer's adapter plugs in here, e.g. `PAYMENT_PROVIDER=yookassa` with `YOOKASSA_SHOP_ID` and
 * `YOOKASSA_SECRET_KEY`: `create` sends `POST https://api.yookassa.ru/v3/payments` (HTTP Basic shop id : secret key,
 * header `Idempotence-Key: {idempotenceKey}`) with `amount{value: "1234.50", currency: "RUB"}`, `capture: true`,
 * `confirmation{type: "redirect", return_url}`, `description` (≤128 characters), `metadata{payment_id}` and the
 * 54-FZ `receipt` (customer e-mail or phone, one item per order line and per delivery with `vat_code` by the line's
 * rate: 11 for 22 %, 3 for 10 %, 1 for exempt; `payment_subject` commodity/service, `payment_mode` full_payment),
 * and answers `{providerRef: id, confirmationUrl: confirmation.confirmation_url}`. `parseNotification` accepts only
 * requests from YooKassa's published IP ranges, reads `event` `payment.succeeded` / `payment.canceled` and
 * `object.id`, and — since the body is not signed — asks `GET /v3/payments/{id}` for the true status before
 * answering. See docs/decisions/018. Until it exists, asking for it fails at start-up.
 */
export function createPaymentProvider(name: string): PaymentProvider {
  if (name === 'sandbox') return sandboxPaymentProvider
  throw new Error(`PAYMENT_PROVIDER=${name} is not available; only "sandbox" is implemented`)
}
