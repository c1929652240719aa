/**
 * The /signin and /signup action against the real back-end (in process, PGlite): what a plain post — a browser
 * without JavaScript or a QA script — gets back.
 */

import { describe, expect, it } from 'vitest'
import { newestOutboxMessages } from '#backend/modules/sms/sms.repository.ts'
import { backendInProcess } from '#tests/support/backend-in-process.ts'
import { cookiesOf, dataAnswer, requestContextFor } from '#tests/support/request-context.ts'
import { authAction } from './auth-action.server.ts'
import type { AuthActionData, AuthTab } from './auth-schema.ts'

const backend = backendInProcess()

let phoneCounter = 0
/** A phone of its own for each test. */
const nextPhone = () => `+7916555${String(1000 + phoneCounter++).padStart(4, '0')}`

function post(page: AuthTab, fields: Record<string, string>, cookie = ''): Request {
  return new Request(`http://shop.test/${page}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams(fields),
  })
}

async function act(page: AuthTab, fields: Record<string, string>, cookie = '') {
  const request = post(page, fields, cookie)
  return (await authAction({
    request,
    context: requestContextFor(request, backend.transport),
    page,
  })) as unknown as Response
}

const refusal = (answer: unknown) => dataAnswer<AuthActionData>(answer)

async function sentCodes(phone: string) {
  return newestOutboxMessages(backend.database.db, { phone, limit: 10 })
}

describe('sign-in by phone as plain posts', () => {
  it('sends the code, keeps the phone in a cookie (not the URL), and signs in with the code alone', async () => {
    const phone = nextPhone()
    const sent = await act('signin', {
      intent: 'signin-phone',
      phone: `8${phone.slice(2)}`,
      redirectTo: '/catalog?page=2',
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/catalog?page=2&dialog=signin&mode=phone&step=code')
    expect(sent.headers.get('Location')).not.toContain(phone.slice(2))
    const cookie = cookiesOf(sent)
    expect(cookie).toMatch(/^bh_auth_step=/)

    const code = (await sentCodes(phone))[0]?.text.match(/\d{6}/)?.[0] ?? ''
    // A new phone: the account needs the consent; the code stays valid for the retry.
    const first = refusal(await act('signin', { intent: 'code', code_notification: code }, cookie))
    expect(first.status).toBe(422)
    expect(first.body.consentNeeded).toBe(true)
    expect(first.body.result.error?.personal_data_consent).toEqual([
      'Нужно ваше согласие на обработку персональных данных',
    ])
    expect(first.body.result.initialValue?.code_notification).toBe(code)

    const signedIn = await act(
      'signin',
      { intent: 'code', code_notification: code, personal_data_consent: 'on', redirectTo: '/catalog?page=2' },
      cookie,
    )
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('Location')).toBe('/catalog?page=2')
    expect(cookiesOf(signedIn)).toMatch(/^bh_token=[\w-]{20,}; cart=; bh_cart_key=; bh_auth_step=$/)
  })

  it('refuses a wrong code with the SPEC text, and another code within the wait with the seconds left', async () => {
    const phone = nextPhone()
    const cookie = cookiesOf(await act('signin', { intent: 'signin-phone', phone }))
    const code = (await sentCodes(phone))[0]?.text.match(/\d{6}/)?.[0]
    const wrong = refusal(
      await act('signin', { intent: 'code', code_notification: code === '000000' ? '111111' : '000000' }, cookie),
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.result.error?.code_notification).toEqual(['Проверочный код недействительный'])

    const again = refusal(await act('signin', { intent: 'resend' }, cookie))
    expect(again.status).toBe(429)
    expect(again.body.result.error?.['']?.[0]).toMatch(/^Запросить код повторно можно через \d+ с$/)
    expect(await sentCodes(phone)).toHaveLength(1)
  })

  it('lets a script sign in with the spec fields only, without the cookie', async () => {
    const phone = nextPhone()
    await act('signin', { phone })
    const code = (await sentCodes(phone))[0]?.text.match(/\d{6}/)?.[0] ?? ''
    const signedIn = await act('signin', { phone, code_notification: code, personal_data_consent: 'true' })
    expect(signedIn.status).toBe(303)
    expect(cookiesOf(signedIn)).toMatch(/^bh_token=/)
  })

  it('answers a bot that fills the hidden field as if the code went, and sends nothing', async () => {
    const phone = nextPhone()
    const answer = await act('signin', { intent: 'signin-phone', phone, website: 'https://spam.example' })
    expect(answer.status).toBe(303)
    expect(await sentCodes(phone)).toHaveLength(0)
  })
})

describe('sign-in by e-mail and seller registration as plain posts', () => {
  it('answers a wrong login with the SPEC text and never sends the password back', async () => {
    const wrong = refusal(await act('signin', { email: 'nobody@example.test', password: 'secret-typed' }))
    expect(wrong.status).toBe(422)
    expect(wrong.body.result.error?.['']).toEqual(['Введён неправильный E-mail или пароль'])
    expect(wrong.body.result.initialValue?.email).toBe('nobody@example.test')
    expect(JSON.stringify(wrong.body)).not.toContain('secret-typed')
  })

  it("refuses a seller's registration without the consent, then registers with the code", async () => {
    const phone = nextPhone()
    const fields = {
      intent: 'merchant',
      company: 'ООО «Проверка»',
      email: `seller${phone.slice(-4)}@example.test`,
      phone,
    }
    const unticked = refusal(await act('signup', fields))
    expect(unticked.status).toBe(400)
    expect(unticked.body.result.error?.personal_data_consent).toEqual([
      'Нужно ваше согласие на обработку персональных данных',
    ])
    expect(await sentCodes(phone)).toHaveLength(0)

    const sent = await act('signup', { ...fields, personal_data_consent: 'on', redirectTo: '/about' })
    expect(sent.headers.get('Location')).toBe('/about?dialog=signup&tab=2&role=merchant&step=code')
    expect(sent.headers.get('Location')).not.toContain('example.test')
    const code = (await sentCodes(phone))[0]?.text.match(/\d{6}/)?.[0] ?? ''
    const registered = await act(
      'signup',
      { intent: 'code', code_notification: code, redirectTo: '/about' },
      cookiesOf(sent),
    )
    expect(registered.status).toBe(303)
    // A new seller goes on to the cabinet's settings, wherever the registration began.
    expect(registered.headers.get('Location')).toBe('/seller/settings')
    expect(cookiesOf(registered)).toMatch(/^bh_token=/)
  })
})
