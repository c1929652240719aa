/** The embedded payment provider, the default (docs/decisions/018). */
import type { PaymentProvider } from './payment.provider.ts'

/** The storefront's sandbox gateway page of a payment (another engineer's route: app/routes). */
export const sandboxGatewayUrl = (paymentId: string) => `/pay/sandbox/${paymentId}`

/**
 * The embedded sandbox: the payment's reference is our own id, its page is the storefront's gateway page. Its
 * "notifications" are the buyer's clicks there (`POST /api/payments/sandbox/:id`), which the payments service turns
 * into a `PaymentNotification` itself; nothing from outside is ever trusted as one. Its refunds succeed at once.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  async create(request) {
    return { providerRef: request.paymentId, confirmationUrl: sandboxGatewayUrl(request.paymentId) }
  },
  async parseNotification() {
    return null
  },
  /** The sandbox moved no money, so it gives it back at once (decision 032). */
  async refund(request) {
    return { providerRef: request.refundId, status: 'succeeded', error: null }
  },
}
