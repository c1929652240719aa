import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { notifications, personalDataConsents, roles, smsOutbox, users } from '#backend/db/schema.ts'
import {
  codeSentSchema,
  resetPasswordBySmsCall,
  sendPasswordResetCodeCall,
  sendSmsCodeCall,
  signedInSchema,
  signInCall,
} from '#contract/auth.ts'
import { getProfileCall } from '#contract/users.ts'
import { caller, freshIp, freshPhone, lastCodeSentTo, ok, refused, wrongCode } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { hashPassword } from './password.ts'

const CODE_INVALID = 'Проверочный код недействительный'
const NO_ACCOUNT = 'Учётной записи с этим номером нет. Войдите по номеру телефона — мы создадим её.'
const TOO_SHORT = 'Пароль должен быть не короче 8 символов'
const TOO_MANY_FAILURES = 'Слишком много неудачных попыток входа. Попробуйте позже.'
const TOO_MANY_CODES = 'Слишком много запросов кода. Попробуйте позже.'
const HOUR = 60 * 60 * 1000

let database: TestDatabase
let call: ReturnType<typeof caller>
const { now, later, set } = testClock()
// Small limits so that the tests reach them; the same settings as sign-in by SMS (they are the same limiters).
const smsLimits = { perPhoneHour: 3, perPhoneDay: 10, perIpHour: 1000, perIpHourStrict: 1000 }
const signInLimits = { perEmail: 10, perIp: 4, windowSeconds: 900 }

beforeAll(async () => {
  database = await createTestDatabase()
  call = caller(createApp({ db: database.db, now, smsLimits, signInLimits, log: () => {} }))
})
afterAll(() => database.dispose())
// Each test in hour windows of its own (the limits count in fixed windows).
beforeEach(() => set(new Date(Math.ceil((now().getTime() + 1) / (24 * HOUR)) * 24 * HOUR)))

/** A buyer whose phone is proven, with an e-mail and a password. */
async function buyer(options: { proven?: boolean } = {}) {
  const phone = freshPhone()
  const email = `buyer-${phone.slice(-7)}@clinic.test`
  const [row] = await database.db
    .insert(users)
    .values({
      phone,
      email,
      phoneVerifiedAt: options.proven === false ? null : new Date(),
      passwordHash: await hashPassword('старый пароль'),
      roleId: roles.buyer,
    })
    .returning()
  if (!row) throw new Error('no user')
  return { id: row.id, phone, email }
}

async function resetCode(phone: string, ip = freshIp()) {
  codeSentSchema.parse(await ok(await call(sendPasswordResetCodeCall, { body: { phone }, ip })))
  return lastCodeSentTo(database.db, phone)
}

const reset = (phone: string, code: string, password = 'новый пароль', ip = freshIp()) =>
  call(resetPasswordBySmsCall, { body: { phone, code_notification: code, password }, ip })

const signIn = (email: string, password: string) => call(signInCall, { body: { email, password }, ip: freshIp() })

describe('password recovery by SMS', () => {
  it('sends the code through the SMS provider; the code sets the password and signs in, old sessions end', async () => {
    const { phone, email, id } = await buyer()
    const old = signedInSchema.parse(await ok(await signIn(email, 'старый пароль')))
    const code = await resetCode(phone)
    const [sent] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))
    expect(sent?.text).toMatch(/^Медмаркет: код для восстановления пароля \d{6}\. Никому не сообщайте его\.$/)

    const answer = signedInSchema.parse(await ok(await reset(phone, code)))
    expect(answer.user).toMatchObject({ id, phone, has_password: true })
    await ok(await call(getProfileCall, { token: answer.access_token }))
    // The device that knew the old password is signed out.
    expect((await call(getProfileCall, { token: old.access_token })).status).toBe(401)
    // The new password signs in; the old one does not.
    expect((await refused(await signIn(email, 'старый пароль'), 422)).error).toBe(
      'Введён неправильный E-mail или пароль',
    )
    signedInSchema.parse(await ok(await signIn(email, 'новый пароль')))
    // Used once.
    expect((await refused(await reset(phone, code, 'ещё один пароль'), 422)).error).toBe(CODE_INVALID)
    // The account's e-mail is told, in the same transaction (the outbox, decision 047); the refused try told nobody.
    const told = await database.db
      .select({ recipient: notifications.recipient, subject: notifications.subject, text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.event, 'password_changed')))
    expect(told).toEqual([
      {
        recipient: email,
        subject: 'Медмаркет: Пароль изменён',
        text: expect.stringContaining('Пароль вашей учётной записи на Медмаркете только что изменён по коду из SMS.'),
      },
    ])
  })

  it('refuses a wrong, an expired and a sign-in code, and a code after five wrong tries', async () => {
    const { phone, email } = await buyer()
    const code = await resetCode(phone)
    expect(await refused(await reset(phone, wrongCode(code)), 422)).toEqual({
      error: CODE_INVALID,
      fields: { code_notification: [CODE_INVALID] },
    })
    for (let i = 0; i < 4; i++) await refused(await reset(phone, wrongCode(code)), 422)
    // The sixth try is refused even with the right code.
    expect((await refused(await reset(phone, code), 422)).error).toBe(CODE_INVALID)

    later(61 * 1000)
    const expiring = await resetCode(phone)
    later(5 * 60 * 1000 + 1)
    expect((await refused(await reset(phone, expiring), 422)).error).toBe(CODE_INVALID)

    // A sign-in code is no recovery code.
    await ok(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }))
    const signInCode = await lastCodeSentTo(database.db, phone)
    expect((await refused(await reset(phone, signInCode), 422)).error).toBe(CODE_INVALID)
    // Nothing changed.
    signedInSchema.parse(await ok(await signIn(email, 'старый пароль')))
  })

  it('applies the rules of a password: at least 8 characters', async () => {
    const { phone } = await buyer()
    const code = await resetCode(phone)
    expect((await refused(await reset(phone, code, 'short'), 400)).fields).toEqual({ password: [TOO_SHORT] })
    // The code is still good.
    await ok(await reset(phone, code))
  })

  it('is limited like sign-in codes: 60 s between codes, the per-phone limit shared with sign-in', async () => {
    const { phone } = await buyer()
    await resetCode(phone)
    const tooSoon = await call(sendPasswordResetCodeCall, { body: { phone }, ip: freshIp() })
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.headers.get('Retry-After')).toBe('60')
    // Sign-in codes and recovery codes count against the same hourly limit of the phone (3 here).
    await ok(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }))
    later(61 * 1000)
    await ok(await call(sendPasswordResetCodeCall, { body: { phone }, ip: freshIp() }))
    later(61 * 1000)
    expect((await refused(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }), 429)).error).toBe(
      TOO_MANY_CODES,
    )
    expect((await refused(await call(sendPasswordResetCodeCall, { body: { phone }, ip: freshIp() }), 429)).error).toBe(
      TOO_MANY_CODES,
    )
    // A number that is not Russian gets nothing.
    expect((await refused(await call(sendPasswordResetCodeCall, { body: { phone: '+77011234567' } }), 400)).error).toBe(
      'Пожалуйста, скорректируйте номер телефона',
    )
  })

  it('counts wrong codes as failed sign-ins of the IP: past the limit even the right code waits', async () => {
    const { phone } = await buyer()
    const code = await resetCode(phone)
    const ip = freshIp()
    for (let i = 0; i < signInLimits.perIp; i++) await refused(await reset(phone, '000000', 'новый пароль', ip), 422)
    expect((await refused(await reset(phone, code, 'новый пароль', ip), 429)).error).toBe(TOO_MANY_FAILURES)
    // From another IP the right code still works: four wrong tries do not kill it, the refused fifth counted nothing.
    await ok(await reset(phone, code))
  })

  it('tells no more of who has an account than sign-in by SMS: the same answer to any phone until the right code', async () => {
    const known = await buyer()
    const unproven = await buyer({ proven: false })
    const nobody = freshPhone()
    const answers = []
    for (const phone of [known.phone, unproven.phone, nobody]) {
      const response = await call(sendPasswordResetCodeCall, { body: { phone }, ip: freshIp() })
      answers.push({ status: response.status, body: await response.json() })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    // A wrong code: the same refusal everywhere.
    for (const phone of [unproven.phone, nobody]) {
      const code = await lastCodeSentTo(database.db, phone)
      expect(await refused(await reset(phone, wrongCode(code)), 422)).toEqual({
        error: CODE_INVALID,
        fields: { code_notification: [CODE_INVALID] },
      })
      // Only the right code — the phone's owner — learns there is no account to recover; nothing is made or changed.
      expect(await refused(await reset(phone, code), 422)).toEqual({ error: NO_ACCOUNT })
    }
    expect(await database.db.select().from(users).where(eq(users.phone, nobody))).toEqual([])
    expect(await database.db.select().from(personalDataConsents)).toEqual([])
    // The account holding the number unproven keeps its password: nobody enters it through that phone (decision 026).
    signedInSchema.parse(await ok(await signIn(unproven.email, 'старый пароль')))
  })
})
