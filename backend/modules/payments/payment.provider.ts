/**
 * Taking card payments, behind an interface (ARCHITECTURE: providers; docs/decisions/018). The service only knows
 * `PaymentProvider`. The embedded default is the sandbox: it creates nothing outside, sends the buyer to the
 * storefront's own gateway page `/pay/sandbox/{id}`, and the buyer's click there (pay or decline) is its
 * notification. A real acquirer (YooKassa and the like) is another implementation chosen by `PAYMENT_PROVIDER`.
 */

/** What the service asks the acquirer to charge. */
export interface PaymentRequest {
  /** Our payment's id (a random UUID): the sandbox's reference, and the idempotence key of a real acquirer. */
  paymentId: string
  /** Kopecks, goods and delivery of every order paid. */
  amount: number
  /** Shown to the buyer on the acquirer's page, e.g. «Оплата заказов № 100001, 100002». */
  description: string
  orderIds: number[]
  /** The same key makes the acquirer answer the same payment rather than charge twice (a retry after a timeout). */
  idempotenceKey: string
  /** Where the acquirer sends the buyer back after paying or giving up. */
  returnUrl: string
}

export interface CreatedPayment {
  /** The acquirer's own id of the payment; its notifications name the payment by it. */
  providerRef: string
  /** Where the buyer pays: the acquirer's page (or the sandbox gateway page). */
  confirmationUrl: string
}

/** A payment's end as the acquirer reports it. */
export interface PaymentNotification {
  providerRef: string
  outcome: 'succeeded' | 'failed'
  /** Why it failed, for the log (the buyer sees `paymentMessages.declined`); null when it succeeded. */
  error: string | null
}

/** A notification request as it arrived over HTTP, for the adapter to verify (signature, source IP) and parse. */
export interface IncomingNotification {
  headers: Record<string, string>
  body: string
  remoteAddress: string | null
}

export interface PaymentProvider {
  /** `sandbox`, `yookassa`, …: stored with each payment, so a later switch of provider still reads old ones. */
  readonly name: string
  /** Creates the payment at the acquirer; throws when it cannot (the checkout then fails and is not committed). */
  create(request: PaymentRequest): Promise<CreatedPayment>
  /**
   * Verifies and reads a notification (webhook) from the acquirer; null when it is not a genuine notification of a
   * finished payment (the route then answers 404 and nothing changes). The sandbox has no webhooks: always null.
   */
  parseNotification(incoming: IncomingNotification): Promise<PaymentNotification | null>
}

/** The storefront's sandbox gateway page of a payment (another engineer's route: app/routes). */
export const sandboxGatewayUrl = (paymentId: string) => `/pay/sandbox/${paymentId}`

/**
 * The embedded sandbox: the payment's reference is our own id, its page is the storefront's gateway page. Its
 * "notifications" are the buyer's clicks there (`POST /api/payments/sandbox/:id`), which the payments service turns
 * into a `PaymentNotification` itself; nothing from outside is ever trusted as one.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  async create(request) {
    return { providerRef: request.paymentId, confirmationUrl: sandboxGatewayUrl(request.paymentId) }
  },
  async parseNotification() {
    return null
  },
}

/** The payment providers that exist; `PAYMENT_PROVIDER` is checked against this list at start. */
export const paymentProviderNames = ['sandbox'] as const
export type PaymentProviderName = (typeof paymentProviderNames)[number]

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
