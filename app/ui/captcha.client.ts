/**
 * reCAPTCHA v3 in the browser: a token for one action, or undefined. Never required — without a site key, without
 * JavaScript, with Google unreachable or slow, the form is sent without a token and the back-end accepts it under a
 * stricter limit. Google's script is loaded only here, lazily, on the first request for a token (a token lives two
 * minutes and can be verified once, so it is asked for at the moment of sending).
 */

interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export const CAPTCHA_TIMEOUT_MS = 5_000
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'

let loading: Promise<Grecaptcha> | undefined

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`
    script.async = true
    // The page's CSP nonce: browsers hide the attribute but keep the property.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')))
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    // A later submission may try again (the visitor may be back online).
    loading = undefined
    document.querySelector(`script[src^="${SCRIPT_URL}"]`)?.remove()
    throw error
  })
  return loading
}

/**
 * A reCAPTCHA v3 token for `action` (letters, digits, `_` and `/` only, e.g. `write_us`), or undefined when there is
 * no site key, or on any failure, or after 5 s. Never throws.
 */
export async function getCaptchaToken(siteKey: string | undefined, action: string): Promise<string | undefined> {
  if (!siteKey || typeof window === 'undefined') return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CAPTCHA_TIMEOUT_MS)
  })
  const token = loadScript(siteKey)
    .then((grecaptcha) => new Promise<void>((resolve) => grecaptcha.ready(resolve)).then(() => grecaptcha))
    .then((grecaptcha) => grecaptcha.execute(siteKey, { action }))
    .then((value) => (typeof value === 'string' && value ? value : undefined))
  try {
    return await Promise.race([token, timeout])
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
    // A late failure after the timeout must not surface as an unhandled rejection.
    token.catch(() => {})
  }
}
