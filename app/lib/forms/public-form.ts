/** What every public form (contact and auth) carries beside its fields, shared by the kit's form frame and the actions. */

/**
 * The reCAPTCHA v3 action of each form: the browser's copy of `captchaActions` (contract/messages.ts), which is not
 * imported here so that the contract's schemas stay out of the browser (decision 005); a unit test keeps them equal.
 */
export const formCaptchaActions = {
  appeal: 'write_us',
  priceRequest: 'price_request',
  productQuestion: 'product_question',
} as const

/** Set by the dialog after hydration: its fetcher wants the outcome as data, not a redirect to the success page. */
export const VIA_FIELD = 'via'
export const VIA_DIALOG = 'dialog'

/** The field that tells a form's buttons apart (one action, several intents). */
export const INTENT_FIELD = 'intent'
