import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { offers, personalDataConsents, roles, smsOutbox, users } from '#backend/db/schema.ts'
import {
  codeSentSchema,
  getMerchantSmsRegCodeCall,
  sendSmsCodeCall,
  signedInSchema,
  signInBySmsCall,
  signInCall,
  signOutCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import { startCall } from '#contract/start.ts'
import { getProfileCall } from '#contract/users.ts'
import { caller, freshIp, freshPhone, lastCodeSentTo, ok, refused, wrongCode } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { hashPassword } from './password.ts'

const CODE_INVALID = 'Проверочный код недействительный'
const CONSENT = 'Нужно ваше согласие на обработку персональных данных'

let database: TestDatabase
let call: ReturnType<typeof caller>
const { now, later } = testClock()

beforeAll(async () => {
  // The start-up call needs a catalogue to answer in the contract's shape.
  database = await createTestDatabase({ seedProducts: 20 })
  call = caller(createApp({ db: database.db, now, catalogCacheMs: 0, log: () => {} }))
})
afterAll(() => database.dispose())

async function signInCode(phone: string) {
  codeSentSchema.parse(await ok(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() })))
  return lastCodeSentTo(database.db, phone)
}

const userByPhone = async (phone: string) => (await database.db.select().from(users).where(eq(users.phone, phone)))[0]

describe(`${signInBySmsCall.method} ${signInBySmsCall.path}`, () => {
  it('signs a known phone in to its own account', async () => {
    const phone = freshPhone()
    await database.db
      .insert(users)
      .values({ phone, phoneVerifiedAt: new Date(), name: 'Пётр', email: 'petr@clinic.test', roleId: roles.buyer })
    const code = await signInCode(phone)
    const [offer] = await database.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(isNotNull(offers.price), eq(offers.availability, 'in_stock'), eq(offers.minOrder, 1)))
      .limit(1)
    const answer = signedInSchema.parse(
      await ok(
        await call(signInBySmsCall, {
          body: { phone, code_notification: code, cart: [{ product_id: offer?.id ?? 0, quantity: 2 }] },
          ip: freshIp(),
        }),
      ),
    )
    expect(answer.user).toMatchObject({ phone, name: 'Пётр', role_id: roles.buyer, has_password: false })
    // The guest cart is merged into the account's and answered (backend/modules/cart/merge-at-sign-in.test.ts).
    expect(answer.cart.map((item) => [item.product_id, item.quantity])).toEqual([[offer?.id, 2]])
    const profile = getProfileCall.response.parse(await ok(await call(getProfileCall, { token: answer.access_token })))
    expect(profile.users.email).toBe('petr@clinic.test')
    expect(await database.db.select().from(personalDataConsents)).not.toContainEqual(
      expect.objectContaining({ userId: answer.user.id }),
    )
  })

  it('wants the consent to make an account of a new phone, and keeps the code valid for the retry', async () => {
    const phone = freshPhone()
    const code = await signInCode(phone)
    const response = await call(signInBySmsCall, { body: { phone, code_notification: code }, ip: freshIp() })
    expect(await refused(response, 422)).toEqual({ error: CONSENT, fields: { personal_data_consent: [CONSENT] } })
    expect(await userByPhone(phone)).toBeUndefined()

    const ip = freshIp()
    const answer = signedInSchema.parse(
      await ok(
        await call(signInBySmsCall, { body: { phone, code_notification: code, personal_data_consent: true }, ip }),
      ),
    )
    expect(answer.user).toMatchObject({ phone, role_id: roles.buyer, email: null, has_password: false })
    const consents = await database.db
      .select()
      .from(personalDataConsents)
      .where(eq(personalDataConsents.userId, answer.user.id))
    expect(consents).toEqual([expect.objectContaining({ purpose: 'buyer_registration', textVersion: '2026-01', ip })])
  })

  it('checks the code before the consent: a wrong code is refused as such', async () => {
    const phone = freshPhone()
    const code = await signInCode(phone)
    const response = await call(signInBySmsCall, { body: { phone, code_notification: wrongCode(code) } })
    expect((await refused(response, 422)).error).toBe(CODE_INVALID)
  })

  it('refuses a code sent for a seller’s registration', async () => {
    const phone = freshPhone()
    await ok(
      await call(getMerchantSmsRegCodeCall, {
        body: { company: 'ООО «Вектор»', email: `${phone.slice(1)}@vector.test`, phone },
        ip: freshIp(),
      }),
    )
    const code = await lastCodeSentTo(database.db, phone)
    const response = await call(signInBySmsCall, {
      body: { phone, code_notification: code, personal_data_consent: true },
    })
    expect((await refused(response, 422)).error).toBe(CODE_INVALID)
  })
})

describe('a seller’s registration', () => {
  const seller = () => {
    const phone = freshPhone()
    return { company: 'ООО «МедТехника»', email: `sales-${phone.slice(-7)}@medtech.test`, phone }
  }

  it('sends a code for the company, then makes the seller’s account with it and signs it in', async () => {
    const body = seller()
    codeSentSchema.parse(await ok(await call(getMerchantSmsRegCodeCall, { body, ip: freshIp() })))
    const [sent] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, body.phone))
    expect(sent?.text).toMatch(/^Медмаркет: код регистрации продавца \d{6}\. Никому не сообщайте его\.$/)
    const code = await lastCodeSentTo(database.db, body.phone)

    const ip = freshIp()
    const answer = signedInSchema.parse(
      await ok(
        await call(signUpMerchantCall, {
          body: { ...body, email: body.email.toUpperCase(), code_notification: code, personal_data_consent: true },
          ip,
        }),
      ),
    )
    expect(answer.user).toMatchObject({ role_id: roles.merchant, company: body.company, phone: body.phone })
    expect(answer.user.email).toBe(body.email.toUpperCase())
    expect(answer.cart).toEqual([])
    const profile = getProfileCall.response.parse(await ok(await call(getProfileCall, { token: answer.access_token })))
    expect(profile.users.role_id).toBe(roles.merchant)
    const consents = await database.db
      .select()
      .from(personalDataConsents)
      .where(eq(personalDataConsents.userId, answer.user.id))
    expect(consents).toEqual([
      expect.objectContaining({ purpose: 'merchant_registration', textVersion: '2026-01', ip }),
    ])
    // Used once.
    const again = await call(signUpMerchantCall, {
      body: { ...body, phone: freshPhone(), code_notification: code, personal_data_consent: true },
    })
    expect((await refused(again, 422)).error).toBe(CODE_INVALID)
  })

  it('refuses an e-mail or a phone that has an account, naming the field, and sends nothing', async () => {
    const taken = seller()
    await database.db
      .insert(users)
      .values({ email: taken.email, phone: taken.phone, phoneVerifiedAt: new Date(), passwordHash: 'x' })

    const byEmail = { ...seller(), email: taken.email.toUpperCase() }
    expect(await refused(await call(getMerchantSmsRegCodeCall, { body: byEmail, ip: freshIp() }), 409)).toEqual({
      error: 'Пользователь с таким E-mail уже зарегистрирован',
      fields: { email: ['Пользователь с таким E-mail уже зарегистрирован'] },
    })
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, byEmail.phone))).toEqual([])

    const byPhone = { ...seller(), phone: taken.phone }
    expect(await refused(await call(getMerchantSmsRegCodeCall, { body: byPhone, ip: freshIp() }), 409)).toEqual({
      error: 'Пользователь с таким телефоном уже зарегистрирован',
      fields: { phone: ['Пользователь с таким телефоном уже зарегистрирован'] },
    })

    const both = { ...seller(), email: taken.email, phone: taken.phone }
    expect((await refused(await call(getMerchantSmsRegCodeCall, { body: both, ip: freshIp() }), 409)).fields).toEqual({
      email: ['Пользователь с таким E-mail уже зарегистрирован'],
      phone: ['Пользователь с таким телефоном уже зарегистрирован'],
    })
  })

  it('takes the code only with the company and e-mail it was sent for', async () => {
    const body = seller()
    await ok(await call(getMerchantSmsRegCodeCall, { body, ip: freshIp() }))
    const code = await lastCodeSentTo(database.db, body.phone)
    for (const changed of [{ company: 'ООО «Другая»' }, { email: 'other@medtech.test' }]) {
      const response = await call(signUpMerchantCall, {
        body: { ...body, ...changed, code_notification: code, personal_data_consent: true },
      })
      expect(await refused(response, 422)).toEqual({
        error: CODE_INVALID,
        fields: { code_notification: [CODE_INVALID] },
      })
    }
    expect(await userByPhone(body.phone)).toBeUndefined()
    await ok(
      await call(signUpMerchantCall, { body: { ...body, code_notification: code, personal_data_consent: true } }),
    )
  })

  it('refuses a sign-in code, and an e-mail taken between the code and the registration', async () => {
    const body = seller()
    const signInOnly = await signInCode(body.phone)
    const withSignInCode = await call(signUpMerchantCall, {
      body: { ...body, code_notification: signInOnly, personal_data_consent: true },
    })
    expect((await refused(withSignInCode, 422)).error).toBe(CODE_INVALID)

    await ok(await call(getMerchantSmsRegCodeCall, { body, ip: freshIp() }))
    const code = await lastCodeSentTo(database.db, body.phone)
    await database.db.insert(users).values({ email: body.email, roleId: roles.buyer })
    const response = await call(signUpMerchantCall, {
      body: { ...body, code_notification: code, personal_data_consent: true },
    })
    expect((await refused(response, 409)).fields).toEqual({
      email: ['Пользователь с таким E-mail уже зарегистрирован'],
    })
    expect(await userByPhone(body.phone)).toBeUndefined()
  })

  it('needs the consent', async () => {
    const body = seller()
    await ok(await call(getMerchantSmsRegCodeCall, { body, ip: freshIp() }))
    const code = await lastCodeSentTo(database.db, body.phone)
    const response = await call(signUpMerchantCall, { body: { ...body, code_notification: code } })
    expect((await refused(response, 400)).fields).toEqual({
      personal_data_consent: ['Это поле — обязательно для заполнения'],
    })
  })
})

describe(`${signOutCall.method} ${signOutCall.path}`, () => {
  it('revokes the caller’s token: the profile then answers 401; other devices stay signed in', async () => {
    const phone = freshPhone()
    const first = signedInSchema.parse(
      await ok(
        await call(signInBySmsCall, {
          body: { phone, code_notification: await signInCode(phone), personal_data_consent: true },
        }),
      ),
    )
    later(61 * 1000)
    const second = signedInSchema.parse(
      await ok(await call(signInBySmsCall, { body: { phone, code_notification: await signInCode(phone) } })),
    )
    expect(await ok(await call(signOutCall, { token: first.access_token }))).toEqual({ result: true })
    expect(await refused(await call(getProfileCall, { token: first.access_token }), 401)).toEqual({
      error: 'Требуется вход',
    })
    await ok(await call(getProfileCall, { token: second.access_token }))
    expect((await refused(await call(signOutCall, { token: first.access_token }), 401)).error).toBe('Требуется вход')
    expect((await refused(await call(signOutCall), 401)).error).toBe('Требуется вход')
  })
})

describe(`${startCall.method} ${startCall.path}`, () => {
  it('answers the signed-in user for a live token, and a guest’s start for none or a dead one — never 401', async () => {
    await database.db
      .insert(users)
      .values({ email: 'start@clinic.test', passwordHash: await hashPassword('пароль-старта'), name: 'Ольга' })
    const signedIn = signedInSchema.parse(
      await ok(await call(signInCall, { body: { email: 'start@clinic.test', password: 'пароль-старта' } })),
    )
    const start = async (token?: string) => startCall.response.parse(await ok(await call(startCall, { token })))

    expect((await start(signedIn.access_token)).user).toMatchObject({ email: 'start@clinic.test', name: 'Ольга' })
    expect((await start()).user).toBeNull()
    expect((await start('not-a-token-of-anyone-at-all-000000')).user).toBeNull()
    await ok(await call(signOutCall, { token: signedIn.access_token }))
    const afterSignOut = await start(signedIn.access_token)
    expect(afterSignOut.user).toBeNull()
    expect(afterSignOut.categories.length).toBeGreaterThan(0)
  })
})
