/**
 * Taking card payments, behind an interface (ARCHITECTURE: providers; docs/decisions/018). The service only knows
 * `PaymentProvider`. The embedded default is the sandbox: it creates nothing outside, sends the buyer to the
 * storefront's own gateway page `/pay/sandbox/{id}`, and the buyer's click there (pay or decline) is its
 * notification (sandbox-payment.ts). A real acquirer (YooKassa and the like) is another implementation, chosen by
 * `PAYMENT_PROVIDER` in backend/index.ts. This file is the interface only.
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

/** Money to give back: a part (or the whole) of a succeeded payment (decision 032). */
export interface RefundRequest {
  /** Our refund's id (a random UUID): the idempotence key, so a retry after a timeout cannot refund twice. */
  refundId: string
  /** The payment refunded: our id and the acquirer's. */
  paymentId: string
  paymentProviderRef: string | null
  /** Kopecks, at most what the payment took. */
  amount: number
  /** «Возврат по заказу № 100001». */
  description: string
}

/**
 * The acquirer's answer. `pending` when it accepted the refund but has not made it yet (a real acquirer's usual first
 * answer); `failed` when it refused, with the reason for the log.
 */
export interface RefundResult {
  providerRef: string | null
  status: 'pending' | 'succeeded' | 'failed'
  error: string | null
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
  /** Asks the acquirer to give money back; throws when the answer is unknown (the refund then stays pending). */
  refund(request: RefundRequest): Promise<RefundResult>
}
