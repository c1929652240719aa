/**
 * Decision 031 as plain posts to the /signin action against the real back-end: the consent asked with the phone,
 * «Комбинация E-mail и пароля отсутствует», and password recovery by SMS.
 */

import { describe, expect, it } from 'vitest'
import { users } from '#backend/db/schema.ts'
import { newestOutboxMessages } from '#backend/modules/sms/sms.repository.ts'
import { backendInProcess } from '#tests/support/backend-in-process.ts'
import { cookiesOf, dataAnswer, requestContextFor } from '#tests/support/request-context.ts'
import { authAction } from './auth-action.server.ts'
import type { AuthActionData } from './auth-schema.ts'

const backend = backendInProcess()

let phoneCounter = 0
const nextPhone = () => `+7916777${String(1000 + phoneCounter++).padStart(4, '0')}`

async function act(fields: Record<string, string>, cookie = '') {
  const request = new Request('http://shop.test/signin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams(fields),
  })
  return (await authAction({
    request,
    context: requestContextFor(request, backend.transport),
    page: 'signin',
  })) as unknown as Response
}

const refusal = (answer: unknown) => dataAnswer<AuthActionData>(answer)

async function lastCode(phone: string) {
  const [message] = await newestOutboxMessages(backend.database.db, { phone, limit: 1 })
  return { text: message?.text ?? '', code: message?.text.match(/\d{6}/)?.[0] ?? '' }
}

/** A new phone signed in by SMS, the consent given with the phone: one post of the code makes the account. */
async function accountByPhone(phone: string) {
  const sent = await act({ intent: 'signin-phone', phone, personal_data_consent: 'on' })
  expect(sent.status).toBe(303)
  const signedIn = await act({ intent: 'code', code_notification: (await lastCode(phone)).code }, cookiesOf(sent))
  expect(signedIn.status, JSON.stringify(refusal(signedIn).body)).toBe(303)
  expect(cookiesOf(signedIn)).toMatch(/^bh_token=/)
}

describe('the consent with the phone', () => {
  it('given at step 1, a new phone signs in with the code alone', async () => {
    await accountByPhone(nextPhone())
  })

  it('not given, a new phone is still asked for it after the code, and the code stays valid', async () => {
    const phone = nextPhone()
    const cookie = cookiesOf(await act({ intent: 'signin-phone', phone }))
    const { code } = await lastCode(phone)
    const first = refusal(await act({ intent: 'code', code_notification: code }, cookie))
    expect(first.status).toBe(422)
    expect(first.body.consentNeeded).toBe(true)
    const second = await act({ intent: 'code', code_notification: code, personal_data_consent: 'on' }, cookie)
    expect(second.status).toBe(303)
  })
})

describe('an account without a password', () => {
  it('is told «Комбинация E-mail и пароля отсутствует» at sign-in by e-mail (SPEC §8)', async () => {
    await backend.database.db.insert(users).values({ email: 'sms-only@example.test', phone: nextPhone() })
    const answer = refusal(await act({ intent: 'email', email: 'sms-only@example.test', password: 'whatever-typed' }))
    expect(answer.status).toBe(422)
    expect(answer.body.result.error?.['']).toEqual(['Комбинация E-mail и пароля отсутствует'])
    expect(JSON.stringify(answer.body)).not.toContain('whatever-typed')
  })
})

describe('password recovery by SMS', () => {
  it('sends a code, keeps the phone in the cookie, and sets the password with the code, signing in', async () => {
    const phone = nextPhone()
    await accountByPhone(phone)
    const sent = await act({ intent: 'recover', phone: `8${phone.slice(2)}`, redirectTo: '/catalog' })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/catalog?dialog=signin&mode=recover&step=code')
    const cookie = cookiesOf(sent)
    const { text, code } = await lastCode(phone)
    expect(text).toContain('код для восстановления пароля')

    const mismatch = refusal(
      await act(
        { intent: 'reset', code_notification: code, password: 'новый-пароль-1', password_confirm: 'другой-пароль' },
        cookie,
      ),
    )
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.result.error?.password_confirm).toEqual(['Пароли не совпадают'])
    expect(JSON.stringify(mismatch.body)).not.toContain('новый-пароль-1')
    const short = refusal(
      await act({ intent: 'reset', code_notification: code, password: 'short', password_confirm: 'short' }, cookie),
    )
    expect(short.body.result.error?.password).toEqual(['Пароль должен быть не короче 8 символов'])

    const wrong = refusal(
      await act(
        {
          intent: 'reset',
          code_notification: code === '000000' ? '111111' : '000000',
          password: 'новый-пароль-1',
          password_confirm: 'новый-пароль-1',
        },
        cookie,
      ),
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.result.error?.code_notification).toEqual(['Проверочный код недействительный'])

    const done = await act(
      {
        intent: 'reset',
        code_notification: code,
        password: 'новый-пароль-1',
        password_confirm: 'новый-пароль-1',
        redirectTo: '/catalog',
      },
      cookie,
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('Location')).toBe('/catalog')
    expect(cookiesOf(done)).toMatch(/^bh_token=[\w-]{20,};.* bh_auth_step=$/)
  })

  it('answers a phone without an account as any other until the right code', async () => {
    const phone = nextPhone()
    const sent = await act({ intent: 'recover', phone })
    expect(sent.status).toBe(303)
    const { code } = await lastCode(phone)
    const answer = refusal(
      await act(
        { intent: 'reset', code_notification: code, password: 'новый-пароль-1', password_confirm: 'новый-пароль-1' },
        cookiesOf(sent),
      ),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.result.error?.['']).toEqual([
      'Учётной записи с этим номером нет. Войдите по номеру телефона — мы создадим её.',
    ])
  })

  it('lets a script post the fields without the cookie or the intent', async () => {
    const phone = nextPhone()
    await accountByPhone(phone)
    expect((await act({ intent: 'recover', phone })).status).toBe(303)
    const { code } = await lastCode(phone)
    const done = await act({
      phone,
      code_notification: code,
      password: 'пароль-скрипта',
      password_confirm: 'пароль-скрипта',
    })
    expect(done.status).toBe(303)
    expect(cookiesOf(done)).toMatch(/^bh_token=/)
  })
})
