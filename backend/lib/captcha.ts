/**
 * Captcha behind an interface (ARCHITECTURE: providers): the interface only. Off by default (captcha-off.ts);
 * reCAPTCHA v3 (recaptcha.ts) when a secret is configured, as backend/index.ts chooses.
 * A verdict is one of three: the token passed (with its score), the token failed (the visitor is refused), or the
 * verification could not be made (the caller treats the post as one without a token).
 */
export type CaptchaVerdict =
  | { outcome: 'passed'; score: number }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'unavailable'; reason: string }

export interface CaptchaVerifier {
  readonly enabled: boolean
  verify(token: string, expectedAction: string, ip: string | null): Promise<CaptchaVerdict>
}
