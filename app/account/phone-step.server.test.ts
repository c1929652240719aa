import { describe, expect, it } from 'vitest'
import {
  clearPhoneStepCookie,
  PHONE_STEP_COOKIE,
  phoneStepCookie,
  phoneStepView,
  readPhoneStep,
  stepOwner,
} from './phone-step.server.ts'

const withCookie = (cookie: string) => new Request('http://shop.test/account/profile', { headers: { Cookie: cookie } })

/** The name=value part of a Set-Cookie line, as a browser would send it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('the new phone’s code step between two posts', () => {
  it('keeps the number in an HttpOnly cookie of the account pages for 10 minutes', () => {
    const cookie = phoneStepCookie({ phone: '+79161234567', retryAt: 1, owner: stepOwner('tok') })
    expect(cookie).toMatch(new RegExp(`^${PHONE_STEP_COOKIE}=`))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Max-Age=600')
    expect(cookie).toContain('Path=/account')
    const cleared = clearPhoneStepCookie()
    expect(cleared).toMatch(new RegExp(`^${PHONE_STEP_COOKIE}=; Max-Age=0;`))
    expect(cleared).toContain('Path=/account')
  })

  it('gives the step back to the session that started it, and shows the page only the masked number', () => {
    const now = Date.now()
    const step = { phone: '+79161234567', retryAt: now + 42_000, owner: stepOwner('tok-a') }
    const request = withCookie(sentBack(phoneStepCookie(step)))
    expect(readPhoneStep(request, 'tok-a')).toEqual(step)
    expect(phoneStepView(readPhoneStep(request, 'tok-a'), now)).toEqual({
      phone: '+7 916 ***-**-67',
      retryIn: 42,
      sentKey: step.retryAt,
    })
    expect(phoneStepView(step, now + 60_000)?.retryIn).toBe(0)
    expect(phoneStepView(null)).toBeNull()
  })

  it('ignores another session’s step, a guest’s, and a forged or broken cookie', () => {
    const step = { phone: '+79161234567', retryAt: 0, owner: stepOwner('tok-a') }
    const request = withCookie(sentBack(phoneStepCookie(step)))
    expect(readPhoneStep(request, 'tok-b')).toBeNull()
    expect(readPhoneStep(request, null)).toBeNull()
    const forged = encodeURIComponent(JSON.stringify({ ...step, phone: '+1 555 0100' }))
    expect(readPhoneStep(withCookie(`${PHONE_STEP_COOKIE}=${forged}`), 'tok-a')).toBeNull()
    expect(readPhoneStep(withCookie(`${PHONE_STEP_COOKIE}=%7B`), 'tok-a')).toBeNull()
    expect(readPhoneStep(withCookie('other=1'), 'tok-a')).toBeNull()
  })

  it('ties a step to a digest of the token, never the token itself', () => {
    expect(stepOwner('secret-token')).not.toContain('secret')
    expect(stepOwner('secret-token')).toBe(stepOwner('secret-token'))
    expect(stepOwner('secret-token')).not.toBe(stepOwner('secret-token2'))
  })
})
