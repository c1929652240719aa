/**
 * 152-FZ consent to personal-data processing (docs/decisions/013): a new account is made only with it, and the
 * back-end records who agreed, to what, when, from which IP and to which text. Bump the version whenever the
 * consent text the storefront shows changes, so each record names the words that person accepted.
 */
import type { Database } from '#backend/db/client.ts'
import { insertConsent } from './auth.repository.ts'
import type { Caller } from './auth.service.ts'

export const PERSONAL_DATA_CONSENT_VERSION = '2026-01'

export const consentPurposes = {
  buyerRegistration: 'buyer_registration',
  merchantRegistration: 'merchant_registration',
} as const

export type ConsentPurpose = (typeof consentPurposes)[keyof typeof consentPurposes]

/** Records the consent of a new account, to the text of the current version, with the IP it was given from. */
export function recordConsent(tx: Database, userId: number, purpose: ConsentPurpose, caller: Caller): Promise<void> {
  return insertConsent(tx, { userId, purpose, textVersion: PERSONAL_DATA_CONSENT_VERSION, ip: caller.ip })
}
