/** No captcha (the default, docs/decisions/010): every verification is "unavailable", as for a post without a token. */
import type { CaptchaVerifier } from './captcha.ts'

export const captchaOff: CaptchaVerifier = {
  enabled: false,
  async verify() {
    return { outcome: 'unavailable', reason: 'captcha is off' }
  },
}
