/**
 * 152-FZ consent to personal-data processing (docs/decisions/013): a new account is made only with it, and the
 * back-end records who agreed, to what, when, from which IP and to which text. Bump the version whenever the
 * consent text the storefront shows changes, so each record names the words that person accepted.
 */
export const PERSONAL_DATA_CONSENT_VERSION = '2026-01'

export const consentPurposes = {
  buyerRegistration: 'buyer_registration',
  merchantRegistration: 'merchant_registration',
} as const
