/**
 * A phone reaches an account only when it was proven by a code sent to it (decision 026). The takeover this closes:
 * an attacker put a victim's number on his own account through updateProfile (no SMS sent), set a password, and
 * when the victim later signed in by SMS with her number she entered *his* account — her addresses, requisites,
 * orders and passport copy then his to read with his password.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { users } from '#backend/db/schema.ts'
import { addAddressCall, listAddressesCall } from '#contract/addresses.ts'
import * as auth from '#contract/auth.ts'
import { confirmPhoneChangeCall, sendPhoneChangeCodeCall } from '#contract/phone-change.ts'
import { changePasswordCall, getProfileCall, updateProfileCall } from '#contract/users.ts'
import { caller, freshIp, freshPhone, lastCodeSentTo, ok, refused, wrongCode } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { hashPassword } from './password.ts'

const NEEDS_CODE = 'Новый телефон нужно подтвердить кодом из SMS'
const CODE_INVALID = 'Проверочный код недействительный'
const CONSENT = 'Нужно ваше согласие на обработку персональных данных'
const TAKEN = 'Этот телефон уже занят другим пользователем'
const TOO_MANY_CHECKS = 'Слишком много проверок телефона и E-mail. Попробуйте через час.'

let database: TestDatabase
let call: ReturnType<typeof caller>
const { now, later } = testClock()
const contactCheckLimits = { perUser: 4, perIp: 1000 }

beforeAll(async () => {
  database = await createTestDatabase()
  call = caller(createApp({ db: database.db, now, contactCheckLimits, log: () => {} }))
})
afterAll(() => database.dispose())

/** Signs in by the code SMS'd to `phone` (a new account with consent); answers the token and the user. */
async function signInBySms(phone: string, consent = true) {
  auth.codeSentSchema.parse(await ok(await call(auth.sendSmsCodeCall, { body: { phone }, ip: freshIp() })))
  const code = await lastCodeSentTo(database.db, phone)
  later(61_000)
  const body = { phone, code_notification: code, ...(consent ? { personal_data_consent: true as const } : {}) }
  return call(auth.signInBySmsCall, { body, ip: freshIp() })
}

async function smsAccount(phone = freshPhone()) {
  const signedIn = auth.signedInSchema.parse(await ok(await signInBySms(phone)))
  return { token: signedIn.access_token, id: signedIn.user.id, phone }
}

const profileOf = async (token: string) =>
  getProfileCall.response.parse(await ok(await call(getProfileCall, { token }))).users

const addresses = async (token: string) =>
  listAddressesCall.response.parse(await ok(await call(listAddressesCall, { token }))).addresses

const anAddress = { city_full: 'г Москва', street: 'ул Тверская', house: '1', kladr_id: '7700000000000' }

describe('the takeover of a phone without its code', () => {
  it('is refused: updateProfile takes no new phone, and the victim’s sign-in by SMS never enters the attacker’s account', async () => {
    const attacker = await smsAccount()
    await ok(await call(changePasswordCall, { token: attacker.token, body: { password: 'пароль злоумышленника' } }))
    const victimPhone = freshPhone()

    const answer = await call(updateProfileCall, {
      token: attacker.token,
      body: { name: 'Зловред', phone: victimPhone },
    })
    expect(await refused(answer, 422)).toEqual({ error: NEEDS_CODE, fields: { phone: [NEEDS_CODE] } })
    expect(await profileOf(attacker.token)).toMatchObject({ phone: attacker.phone, name: null, phone_verified: true })

    // He asks for the code: it goes to the victim's phone, and he cannot guess it.
    await ok(await call(sendPhoneChangeCodeCall, { token: attacker.token, body: { phone: victimPhone } }))
    const sent = await lastCodeSentTo(database.db, victimPhone)
    const guess = { phone: victimPhone, code_notification: wrongCode(sent) }
    expect((await refused(await call(confirmPhoneChangeCall, { token: attacker.token, body: guess }), 422)).error).toBe(
      CODE_INVALID,
    )

    const victim = auth.signedInSchema.parse(await ok(await signInBySms(victimPhone)))
    expect(victim.user.id).not.toBe(attacker.id)
    expect(victim.user).toMatchObject({ phone: victimPhone, phone_verified: true, has_password: false })
    await ok(await call(addAddressCall, { token: victim.access_token, body: anAddress }))
    expect(await addresses(attacker.token)).toEqual([])
    expect(await profileOf(attacker.token)).toMatchObject({ phone: attacker.phone })
  })

  it('of a phone set before confirmation existed: the one who proves it gets an account of their own, and the number', async () => {
    const unproven = freshPhone()
    const [holder] = await database.db
      .insert(users)
      .values({ email: 'legacy@clinic.test', phone: unproven, passwordHash: await hashPassword('пароль старого') })
      .returning({ id: users.id })
    const holderToken = auth.signedInSchema.parse(
      await ok(await call(auth.signInCall, { body: { email: 'legacy@clinic.test', password: 'пароль старого' } })),
    ).access_token
    await ok(await call(addAddressCall, { token: holderToken, body: anAddress }))
    expect(await profileOf(holderToken)).toMatchObject({ phone: unproven, phone_verified: false })

    // A new account needs the consent: without it nothing changes, the number stays where it was.
    expect((await refused(await signInBySms(unproven, false), 422)).error).toBe(CONSENT)
    expect((await profileOf(holderToken)).phone).toBe(unproven)

    const owner = auth.signedInSchema.parse(await ok(await signInBySms(unproven)))
    expect(owner.user.id).not.toBe(holder?.id)
    expect(owner.user).toMatchObject({ phone: unproven, phone_verified: true })
    expect(await addresses(owner.access_token)).toEqual([])
    // The old account keeps its e-mail, password and addresses; only the number it never proved is gone.
    expect(await profileOf(holderToken)).toMatchObject({ email: 'legacy@clinic.test', phone: null })
    expect(await addresses(holderToken)).toHaveLength(1)
  })
})

describe('a new phone by its code', () => {
  it('takes effect when the code sent to it is entered; sign-in by SMS then leads to the account by the new number only', async () => {
    const user = await smsAccount()
    const newPhone = freshPhone()
    auth.codeSentSchema.parse(
      await ok(await call(sendPhoneChangeCodeCall, { token: user.token, body: { phone: newPhone } })),
    )
    // Nothing changes until the code is entered.
    expect((await profileOf(user.token)).phone).toBe(user.phone)
    const code = await lastCodeSentTo(database.db, newPhone)
    const confirmed = confirmPhoneChangeCall.response.parse(
      await ok(
        await call(confirmPhoneChangeCall, { token: user.token, body: { phone: newPhone, code_notification: code } }),
      ),
    )
    expect(confirmed.profile).toMatchObject({ id: user.id, phone: newPhone, phone_verified: true })
    // Used up: the same code confirms nothing twice.
    const again = { phone: newPhone, code_notification: code }
    expect((await refused(await call(confirmPhoneChangeCall, { token: user.token, body: again }), 422)).error).toBe(
      CODE_INVALID,
    )

    expect(auth.signedInSchema.parse(await ok(await signInBySms(newPhone))).user.id).toBe(user.id)
    // The old number belongs to nobody now: signing in with it makes a new account.
    expect(auth.signedInSchema.parse(await ok(await signInBySms(user.phone))).user.id).not.toBe(user.id)
  })

  it('is refused for a number another account has proven, or the account’s own, and by another account’s code', async () => {
    const owner = await smsAccount()
    const other = await smsAccount()
    const taken = await call(sendPhoneChangeCodeCall, { token: other.token, body: { phone: owner.phone } })
    expect(await refused(taken, 409)).toEqual({ error: TAKEN, fields: { phone: [TAKEN] } })
    const own = await call(sendPhoneChangeCodeCall, { token: owner.token, body: { phone: owner.phone } })
    expect((await refused(own, 422)).fields).toEqual({ phone: ['Этот телефон уже указан в профиле'] })

    // A code sent for one account does not put the number on another.
    const contested = freshPhone()
    await ok(await call(sendPhoneChangeCodeCall, { token: owner.token, body: { phone: contested } }))
    const code = await lastCodeSentTo(database.db, contested)
    const stolen = { phone: contested, code_notification: code }
    expect((await refused(await call(confirmPhoneChangeCall, { token: other.token, body: stolen }), 422)).error).toBe(
      CODE_INVALID,
    )
    expect((await profileOf(other.token)).phone).toBe(other.phone)
    // Another account's id in the body is no field of the call.
    const forged = { phone: contested, code_notification: code, user_id: other.id }
    expect((await call(confirmPhoneChangeCall, { token: owner.token, body: forged })).status).toBe(400)
  })

  it('needs a signed-in caller', async () => {
    expect((await call(sendPhoneChangeCodeCall, { body: { phone: freshPhone() } })).status).toBe(401)
    const body = { phone: freshPhone(), code_notification: '123456' }
    expect((await call(confirmPhoneChangeCall, { body })).status).toBe(401)
  })
})

describe('checks of whether a phone or e-mail is someone else’s', () => {
  it('are limited per account: past the limit, 429 instead of "taken" or "free"', async () => {
    const prober = await smsAccount()
    const registered = await smsAccount()
    await ok(
      await call(updateProfileCall, {
        token: registered.token,
        body: { email: 'known@clinic.test', phone: registered.phone },
      }),
    )
    const probes = [
      () => call(updateProfileCall, { token: prober.token, body: { email: 'known@clinic.test' } }),
      () => call(updateProfileCall, { token: prober.token, body: { email: `free-${Date.now()}@clinic.test` } }),
      () => call(sendPhoneChangeCodeCall, { token: prober.token, body: { phone: registered.phone } }),
      () => call(sendPhoneChangeCodeCall, { token: prober.token, body: { phone: freshPhone() } }),
    ]
    const statuses: number[] = []
    for (const probe of probes) statuses.push((await probe()).status)
    expect(statuses).toEqual([409, 200, 409, 200])
    for (const probe of probes) {
      expect((await refused(await probe(), 429)).error).toBe(TOO_MANY_CHECKS)
    }
    // Saving the profile without a new e-mail checks nothing, and is never limited.
    await ok(await call(updateProfileCall, { token: prober.token, body: { name: 'Анна' } }))
    expect((await profileOf(prober.token)).name).toBe('Анна')
    // An hour later the account may check again.
    later(3_600_000)
    expect((await probes[0]?.())?.status).toBe(409)
  })
})

describe('the number a seller registers with', () => {
  it('is taken over from an account that never proved it', async () => {
    const unproven = freshPhone()
    await database.db.insert(users).values({ email: 'holder@clinic.test', phone: unproven })
    const seller = { company: 'ООО «Пример»', email: 'seller-new@clinic.test', phone: unproven }
    await ok(await call(auth.getMerchantSmsRegCodeCall, { body: seller, ip: freshIp() }))
    const code = await lastCodeSentTo(database.db, unproven)
    const signedUp = auth.signedInSchema.parse(
      await ok(
        await call(auth.signUpMerchantCall, {
          body: { ...seller, code_notification: code, personal_data_consent: true },
          ip: freshIp(),
        }),
      ),
    )
    expect(signedUp.user).toMatchObject({ phone: unproven, phone_verified: true })
    const [holder] = await database.db.select().from(users).where(eq(users.email, 'holder@clinic.test'))
    expect(holder?.phone).toBeNull()
  })
})
