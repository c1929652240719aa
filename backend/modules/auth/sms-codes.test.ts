import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { smsCodes, smsOutbox } from '#backend/db/schema.ts'
import { recaptchaVerifier } from '#backend/lib/recaptcha.ts'
import { createSmsRuProvider } from '#backend/modules/sms/smsru-sms.ts'
import { codeSentSchema, sendSmsCodeCall, signInBySmsCall, smsCaptchaActions } from '#contract/auth.ts'
import { caller, freshIp, freshPhone, lastCodeSentTo, refused, wrongCode } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type FakeRecaptcha, startFakeRecaptcha } from '#tests/support/fakes/fake-recaptcha.ts'
import { type FakeSmsRu, startFakeSmsRu } from '#tests/support/fakes/fake-smsru.ts'

const CODE_INVALID = 'Проверочный код недействительный'
const CODE_FORMAT = 'Некорректный формат введенного кода'
const TOO_MANY = 'Слишком много запросов кода. Попробуйте позже.'
const SECOND = 1000

let database: TestDatabase
let recaptcha: FakeRecaptcha
let smsru: FakeSmsRu
const { now, later, set } = testClock()
const logged: string[] = []
const limits = { perPhoneHour: 3, perPhoneDay: 4, perIpHour: 6, perIpHourStrict: 2 }
let call: ReturnType<typeof caller>
let guarded: ReturnType<typeof caller>
let viaSmsRu: ReturnType<typeof caller>

beforeAll(async () => {
  database = await createTestDatabase()
  recaptcha = await startFakeRecaptcha()
  smsru = await startFakeSmsRu()
  const common = { db: database.db, now, smsLimits: limits, log: (m: string) => logged.push(m) }
  call = caller(createApp(common))
  guarded = caller(
    createApp({ ...common, captcha: recaptchaVerifier({ secret: 'test-secret', verifyUrl: recaptcha.url }) }),
  )
  viaSmsRu = caller(
    createApp({ ...common, sms: createSmsRuProvider({ apiId: smsru.apiId, url: smsru.url, timeoutMs: 300 }) }),
  )
})
afterAll(async () => {
  await recaptcha.close()
  await smsru.close()
  await database.dispose()
})
beforeEach(() => {
  recaptcha.tokens.clear()
  smsru.behaviour = 'send'
  logged.length = 0
})

async function sendCode(phone: string, ip = freshIp(), token?: string) {
  const response = await call(sendSmsCodeCall, { body: { phone, ...(token ? { token } : {}) }, ip })
  expect(response.status, await response.clone().text()).toBe(200)
  return codeSentSchema.parse(await response.json())
}

const signIn = (phone: string, code: string, ip = freshIp()) =>
  call(signInBySmsCall, { body: { phone, code_notification: code, personal_data_consent: true }, ip })

const codeRefused = async (response: Response) =>
  expect(await refused(response, 422)).toEqual({
    error: CODE_INVALID,
    fields: { code_notification: [CODE_INVALID] },
  })

describe(`${sendSmsCodeCall.method} ${sendSmsCodeCall.path}`, () => {
  it('sends six digits, answers when another may be asked for, and keeps only a salted hash', async () => {
    const phone = freshPhone()
    expect(await sendCode(phone)).toEqual({ result: true, retry_after: 60 })
    const code = await lastCodeSentTo(database.db, phone)
    expect(code).toMatch(/^\d{6}$/)
    const [outboxed] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))
    expect(outboxed?.text).toBe(`Медмаркет: код для входа ${code}. Никому не сообщайте его.`)
    expect(logged.some((line) => line.includes(phone) && line.includes(code))).toBe(true)

    const [stored] = await database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(stored).toMatchObject({ purpose: 'signin', attempts: 0, usedAt: null })
    expect(stored?.codeHash).not.toContain(code)
    expect(stored?.expiresAt.getTime()).toBe(now().getTime() + 5 * 60 * SECOND)

    // The same code sent to another phone hashes differently: the salt is per code.
    const other = freshPhone()
    await sendCode(other)
    const [otherStored] = await database.db.select().from(smsCodes).where(eq(smsCodes.phone, other))
    expect(otherStored?.codeHash.split('$')[0]).not.toBe(stored?.codeHash.split('$')[0])
  })

  it('refuses a resend within 60 s, saying how long to wait; after that a new code replaces the old', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const first = await lastCodeSentTo(database.db, phone)
    later(18 * SECOND)
    const response = await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() })
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('42')
    expect(await response.json()).toEqual({ error: 'Новый код можно запросить через 42 секунды', retry_after: 42 })
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toHaveLength(1)

    later(41 * SECOND)
    expect((await refused(await call(sendSmsCodeCall, { body: { phone } }), 429)).error).toBe(
      'Новый код можно запросить через 1 секунду',
    )
    later(1 * SECOND)
    await sendCode(phone)
    const second = await lastCodeSentTo(database.db, phone)
    expect(await database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(1)
    if (first !== second) await codeRefused(await signIn(phone, first))
    expect((await signIn(phone, second)).status).toBe(200)
  })

  it('names a phone that is not Russian in Russian, sending nothing (Kazakhstan shares +7)', async () => {
    for (const phone of ['+7916123', '+77011234567']) {
      const response = await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() })
      expect((await refused(response, 400)).fields).toEqual({ phone: ['Пожалуйста, скорректируйте номер телефона'] })
    }
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '+77011234567'))).toEqual([])
  })
})

describe(`${signInBySmsCall.method} ${signInBySmsCall.path}: the code`, () => {
  it('refuses a wrong code with «Проверочный код недействительный»', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    await codeRefused(await signIn(phone, wrongCode(code)))
    expect((await signIn(phone, code)).status).toBe(200)
  })

  it('refuses the 6th try after 5 wrong ones even with the right code', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    for (let i = 0; i < 5; i++) await codeRefused(await signIn(phone, wrongCode(code)))
    await codeRefused(await signIn(phone, code))
    const [stored] = await database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(stored?.attempts).toBe(5)
  })

  it('lets the right code in on the 5th try', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    for (let i = 0; i < 4; i++) await codeRefused(await signIn(phone, wrongCode(code)))
    expect((await signIn(phone, code)).status).toBe(200)
  })

  it('is used once', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    expect((await signIn(phone, code)).status).toBe(200)
    await codeRefused(await signIn(phone, code))
  })

  it('lives 5 minutes', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    later(5 * 60 * SECOND - 1)
    const kept = freshPhone()
    await sendCode(kept)
    const keptCode = await lastCodeSentTo(database.db, kept)
    expect((await signIn(phone, code)).status).toBe(200)
    later(5 * 60 * SECOND)
    await codeRefused(await signIn(kept, keptCode))
  })

  it('belongs to its phone: another phone cannot use it', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    await codeRefused(await signIn(freshPhone(), code))
  })

  it('must be six digits (spaces dropped), named in Russian', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = await lastCodeSentTo(database.db, phone)
    const response = await signIn(phone, '12345')
    expect((await refused(response, 400)).fields).toEqual({ code_notification: [CODE_FORMAT] })
    expect((await signIn(phone, `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200)
  })
})

describe('limits of sending', () => {
  // Limits count in fixed windows: each test starts at the top of an hour, so none straddles two windows.
  beforeEach(() => {
    const hour = 60 * 60 * SECOND
    set(new Date(Math.ceil(now().getTime() / hour) * hour))
  })

  it('sends one phone at most the hourly and the daily number of codes, from any IP', async () => {
    const phone = freshPhone()
    for (let i = 0; i < limits.perPhoneHour; i++) {
      await sendCode(phone)
      later(61 * SECOND)
    }
    expect((await refused(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }), 429)).error).toBe(TOO_MANY)
    later(60 * 60 * SECOND)
    await sendCode(phone) // the 4th of the day, in a new hour
    later(61 * SECOND)
    expect((await refused(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }), 429)).error).toBe(TOO_MANY)
  })

  it('lets one IP ask for codes to a few phones an hour', async () => {
    const ip = freshIp()
    for (let i = 0; i < limits.perIpHour; i++) await sendCode(freshPhone(), ip)
    const phone = freshPhone()
    expect((await refused(await call(sendSmsCodeCall, { body: { phone }, ip }), 429)).error).toBe(TOO_MANY)
    expect(await database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([])
    later(60 * 60 * SECOND)
    await sendCode(phone, ip)
  })
})

describe('captcha before a code is sent', () => {
  const tokenFor = (action: string, score = 0.9) => {
    const token = `token-${Math.random()}`
    recaptcha.tokens.set(token, { success: true, score, action, hostname: 'medmarket.test' })
    return token
  }
  const send = (phone: string, ip: string, token?: string) =>
    guarded(sendSmsCodeCall, { body: { phone, ...(token ? { token } : {}) }, ip })

  it('sends with a person’s token made for the sign-in action, verified with the sender’s IP', async () => {
    const ip = freshIp()
    expect((await send(freshPhone(), ip, tokenFor(smsCaptchaActions.signIn))).status).toBe(200)
    expect(recaptcha.requests.at(-1)).toMatchObject({ secret: 'test-secret', remoteip: ip })
  })

  it('refuses a low score and a token of another action, sending nothing', async () => {
    for (const token of [tokenFor(smsCaptchaActions.signIn, 0.1), tokenFor(smsCaptchaActions.merchantSignUp)]) {
      const phone = freshPhone()
      const answer = await refused(await send(phone, freshIp(), token), 403)
      expect(answer.error).toBe(
        'Не удалось подтвердить, что код запросил человек. Обновите страницу и попробуйте ещё раз.',
      )
      expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toEqual([])
    }
  })

  it('accepts a post without a token (JavaScript off) under the stricter per-IP limit', async () => {
    const ip = freshIp()
    for (let i = 0; i < limits.perIpHourStrict; i++) expect((await send(freshPhone(), ip)).status).toBe(200)
    expect((await refused(await send(freshPhone(), ip), 429)).error).toBe(TOO_MANY)
    // A token still passes from that IP: the strict limit counts only posts without one.
    expect((await send(freshPhone(), ip, tokenFor(smsCaptchaActions.signIn))).status).toBe(200)
  })
})

describe('a gateway that fails', () => {
  it('answers 503 in Russian and holds nothing back: the visitor may ask again at once', async () => {
    smsru.behaviour = 'refuse-number'
    const phone = freshPhone()
    const response = await viaSmsRu(sendSmsCodeCall, { body: { phone }, ip: freshIp() })
    expect(await refused(response, 503)).toEqual({ error: 'Не удалось отправить SMS. Попробуйте ещё раз позже.' })
    expect(await database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([])
    expect(logged.some((line) => line.includes(phone))).toBe(true)

    smsru.behaviour = 'send'
    expect((await viaSmsRu(sendSmsCodeCall, { body: { phone }, ip: freshIp() })).status).toBe(200)
    expect(smsru.requests.at(-1)?.query.get('to')).toBe(phone.slice(1))
  })
})
