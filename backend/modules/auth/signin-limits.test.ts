import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { rateLimits, users } from '#backend/db/schema.ts'
import { sendSmsCodeCall, signedInSchema, signInBySmsCall, signInCall } from '#contract/auth.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { caller, freshIp, freshPhone, lastCodeSentTo, wrongCode } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { hashPassword } from './password.ts'

const WRONG_LOGIN = 'Введён неправильный E-mail или пароль'
const TOO_MANY = 'Слишком много неудачных попыток входа. Попробуйте позже.'
const WINDOW = 15 * 60 * 1000

let database: TestDatabase
let call: ReturnType<typeof caller>
const { now, later, set } = testClock()
const limits = { perEmail: 3, perIp: 5, windowSeconds: WINDOW / 1000 }

beforeAll(async () => {
  database = await createTestDatabase()
  call = caller(createApp({ db: database.db, now, signInLimits: limits, log: () => {} }))
  const passwordHash = await hashPassword('верный пароль')
  await database.db.insert(users).values(['a', 'b', 'c', 'd'].map((n) => ({ email: `${n}@clinic.test`, passwordHash })))
})
afterAll(() => database.dispose())
// Each test starts in a window of its own (limits count in fixed windows).
beforeEach(() => {
  set(new Date(Math.ceil((now().getTime() + 1) / WINDOW) * WINDOW))
})

const signIn = (email: string, password: string, ip: string) => call(signInCall, { body: { email, password }, ip })

async function status(response: Response) {
  const body = await response.json()
  return response.status === 200 ? 200 : `${response.status} ${errorResponseSchema.parse(body).error}`
}

describe('failed sign-ins by e-mail', () => {
  it('are limited per e-mail (any case, from any IP): past the limit even the right password waits', async () => {
    for (let i = 0; i < limits.perEmail; i++) {
      expect(await status(await signIn(i % 2 ? 'A@clinic.test' : 'a@clinic.test', 'неверный', freshIp()))).toBe(
        `422 ${WRONG_LOGIN}`,
      )
    }
    expect(await status(await signIn('a@clinic.test', 'верный пароль', freshIp()))).toBe(`429 ${TOO_MANY}`)
    // Another account is not affected.
    expect(await status(await signIn('b@clinic.test', 'верный пароль', freshIp()))).toBe(200)
    later(WINDOW)
    expect(await status(await signIn('a@clinic.test', 'верный пароль', freshIp()))).toBe(200)
  })

  it('are limited per IP, for every e-mail together', async () => {
    const ip = freshIp()
    for (const email of ['a', 'b', 'c', 'd', 'nobody']) {
      expect(await status(await signIn(`${email}@clinic.test`, 'неверный', ip))).toBe(`422 ${WRONG_LOGIN}`)
    }
    expect(await status(await signIn('d@clinic.test', 'верный пароль', ip))).toBe(`429 ${TOO_MANY}`)
    expect(await status(await signIn('d@clinic.test', 'верный пароль', freshIp()))).toBe(200)
  })

  it('cannot be overrun by attempts in parallel: each is counted before it is tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, async () => status(await signIn('b@clinic.test', 'неверный', freshIp()))),
    )
    expect(answers.filter((answer) => answer === `422 ${WRONG_LOGIN}`)).toHaveLength(limits.perEmail)
    expect(answers.filter((answer) => answer === `429 ${TOO_MANY}`)).toHaveLength(24 - limits.perEmail)
    const [counter] = await database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, 'signin:email:b@clinic.test'))
      .orderBy(desc(rateLimits.windowStart))
      .limit(1)
    expect(counter?.count).toBe(limits.perEmail)

    const ip = freshIp()
    const fromOneIp = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => status(await signIn(`nobody-${i}@clinic.test`, 'неверный', ip))),
    )
    expect(fromOneIp.filter((answer) => answer === `422 ${WRONG_LOGIN}`)).toHaveLength(limits.perIp)
  })

  it('are the only thing counted: successes never use the limit up', async () => {
    const ip = freshIp()
    for (let i = 0; i < limits.perEmail + limits.perIp; i++) {
      signedInSchema.parse(await (await signIn('c@clinic.test', 'верный пароль', ip)).json())
    }
    expect(await status(await signIn('c@clinic.test', 'неверный', ip))).toBe(`422 ${WRONG_LOGIN}`)
  })
})

describe('wrong SMS codes', () => {
  it('count as failed sign-ins of the IP', async () => {
    const ip = freshIp()
    const phone = freshPhone()
    expect((await call(sendSmsCodeCall, { body: { phone }, ip })).status).toBe(200)
    const code = await lastCodeSentTo(database.db, phone)
    for (let i = 0; i < 4; i++) await signIn(`nobody-${i}@clinic.test`, 'неверный', ip)
    const body = { phone, code_notification: wrongCode(code), personal_data_consent: true }
    expect(await status(await call(signInBySmsCall, { body, ip }))).toBe('422 Проверочный код недействительный')
    const right = { ...body, code_notification: code }
    expect(await status(await call(signInBySmsCall, { body: right, ip }))).toBe(`429 ${TOO_MANY}`)
    expect(await status(await call(signInBySmsCall, { body: right, ip: freshIp() }))).toBe(200)
  })
})
