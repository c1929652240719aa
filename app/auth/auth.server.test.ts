import { describe, expect, it } from 'vitest'
import { PENDING_CODE_COOKIE, pendingCodeCookie, pendingCodeView, readPendingCode } from './auth.server.ts'

const withCookie = (cookie: string) => new Request('http://shop.test/catalog', { headers: { Cookie: cookie } })

/** The name=value part of a Set-Cookie line, as a browser would send it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('the code step between two posts', () => {
  it('keeps the phone in its HttpOnly cookie and shows the browser only the masked number and the wait', () => {
    const now = Date.now()
    const cookie = pendingCodeCookie({
      flow: 'merchant',
      phone: '+79161234567',
      company: 'ООО «Тест»',
      email: 'a@b.ru',
      consent: true,
      retryAt: now + 42_000,
    })
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Max-Age=600')
    const saved = readPendingCode(withCookie(sentBack(cookie)))
    expect(saved).toMatchObject({ flow: 'merchant', phone: '+79161234567', company: 'ООО «Тест»', email: 'a@b.ru' })
    expect(pendingCodeView(saved, now)).toEqual({
      flow: 'merchant',
      phone: '+7 916 ***-**-67',
      consent: true,
      retryIn: 42,
    })
  })

  it('treats a forged or broken cookie as no code step', () => {
    const forged = encodeURIComponent(JSON.stringify({ flow: 'admin', phone: '+79161234567', retryAt: 0 }))
    expect(readPendingCode(withCookie(`${PENDING_CODE_COOKIE}=${forged}`))).toBeNull()
    expect(readPendingCode(withCookie(`${PENDING_CODE_COOKIE}=%7B`))).toBeNull()
  })
})
