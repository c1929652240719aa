/**
 * The operator's users: found by a part of the e-mail or by a phone in any spelling, newest first; blocked — every
 * token refused at once, sign-in by password and by SMS refused with a Russian text — and unblocked, each recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import {
  adminUserTexts,
  blockUserCall,
  getAdminUserCall,
  listAdminUsersCall,
  unblockUserCall,
} from '#contract/admin.ts'
import { sendSmsCodeCall, signedInSchema, signInBySmsCall, signInCall } from '#contract/auth.ts'
import { getProfileCall } from '#contract/users.ts'
import { accessTokenOf, caller, freshIp, lastCodeSentTo, ok, refused } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
let admin: string
let adminId: number
// Starts now (the administrator's token is made by the real clock); moved past the pause between SMS codes.
const clock = testClock(new Date())

beforeAll(async () => {
  database = await createTestDatabase()
  call = caller(createApp({ db: database.db, log: () => {}, now: clock.now }))
  admin = await accessTokenOf(database.db, { email: 'operator@console.test', password: 'пароль', roleId: 2 })
  const me = await ok(await call(getProfileCall, { token: admin }))
  adminId = me.users.id
})
afterAll(() => database?.dispose())

const PASSWORD = 'пароль пользователя'
async function userWith(email: string, phone: string) {
  const [row] = await database.db
    .insert(users)
    .values({ email, phone, phoneVerifiedAt: new Date(), passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  return row.id
}
const signIn = (email: string) => call(signInCall, { body: { email, password: PASSWORD }, ip: freshIp() })
async function signInBySms(phone: string) {
  await ok(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }))
  const code = await lastCodeSentTo(database.db, phone)
  return call(signInBySmsCall, { body: { phone, code_notification: code }, ip: freshIp() })
}
const found = async (q: string) =>
  listAdminUsersCall.response
    .parse(await ok(await call(listAdminUsersCall, { query: { q }, token: admin })))
    .users.map((user) => user.email)

describe('finding users', () => {
  it('by a part of the e-mail in any case, or by a phone in any spelling, newest first', async () => {
    await userWith('Irina.Petrova@Clinic.test', '+79161234567')
    await userWith('oleg@hospital.test', '+79031112233')
    await userWith('100%_sure@hospital.test', '+79037654321')
    expect(await found('petrova@clinic')).toEqual(['Irina.Petrova@Clinic.test'])
    for (const q of ['+7 916 123-45-67', '89161234567', '1234567', '8 (916) 123-45-67']) {
      expect(await found(q), q).toEqual(['Irina.Petrova@Clinic.test'])
    }
    expect(await found('hospital.test')).toEqual(['100%_sure@hospital.test', 'oleg@hospital.test'])
    expect(await found('%_')).toEqual(['100%_sure@hospital.test'])
    expect(await found('nobody')).toEqual([])
    const all = listAdminUsersCall.response.parse(
      await ok(await call(listAdminUsersCall, { query: { per_page: '2' }, token: admin })),
    )
    expect(all.users.map((user) => user.email)).toEqual(['100%_sure@hospital.test', 'oleg@hospital.test'])
    expect(all.pagination).toMatchObject({ total: 4, last_page: 2 })
  })
})

describe('blocking a user', () => {
  it('refuses their token at once and every sign-in, until unblocked; each change is recorded once', async () => {
    const id = await userWith('blocked@clinic.test', '+79165550001')
    const token = signedInSchema.parse(await ok(await signIn('blocked@clinic.test'))).access_token
    await ok(await call(getProfileCall, { token }))

    const blocked = blockUserCall.response.parse(
      await ok(await call(blockUserCall, { params: { id }, body: { reason: 'Спам в обращениях' }, token: admin })),
    )
    expect(blocked.user.blocked_at).toEqual(expect.any(String))
    await refused(await call(getProfileCall, { token }), 401)
    const byPassword = await refused(await signIn('blocked@clinic.test'), 403)
    expect(byPassword.error).toMatch(/^Учётная запись заблокирована\. Напишите нам/)
    expect((await refused(await signInBySms('+79165550001'), 403)).error).toBe(byPassword.error)

    // Blocking again changes nothing and records nothing.
    const again = blockUserCall.response.parse(
      await ok(await call(blockUserCall, { params: { id }, body: { reason: 'Ещё раз' }, token: admin })),
    )
    expect(again.user.blocked_at).toBe(blocked.user.blocked_at)

    const unblocked = unblockUserCall.response.parse(
      await ok(await call(unblockUserCall, { params: { id }, token: admin })),
    )
    expect(unblocked.user.blocked_at).toBeNull()
    await ok(await call(unblockUserCall, { params: { id }, token: admin }))
    // The old token stays dead; signing in works again.
    await refused(await call(getProfileCall, { token }), 401)
    const fresh = signedInSchema.parse(await ok(await signIn('blocked@clinic.test'))).access_token
    await ok(await call(getProfileCall, { token: fresh }))
    clock.later(61_000)
    await ok(await signInBySms('+79165550001'))

    const page = getAdminUserCall.response.parse(
      await ok(await call(getAdminUserCall, { params: { id }, token: admin })),
    )
    expect(page.user).toMatchObject({ id, email: 'blocked@clinic.test', blocked_at: null })
    expect(page.audit.map((entry) => [entry.action, entry.details, entry.actor.id])).toEqual([
      ['user_blocked', 'Спам в обращениях', adminId],
      ['user_unblocked', null, adminId],
    ])
  })

  it('is refused for the caller’s own account, and needs a reason', async () => {
    const own = await refused(
      await call(blockUserCall, { params: { id: adminId }, body: { reason: 'Проверка' }, token: admin }),
      409,
    )
    expect(own.error).toBe(adminUserTexts.notYourself)
    await ok(await call(getProfileCall, { token: admin }))
    const id = await userWith('reason@clinic.test', '+79165550002')
    const none = await refused(await call(blockUserCall, { params: { id }, body: { reason: ' ' }, token: admin }), 400)
    expect(Object.keys(none.fields ?? {})).toEqual(['reason'])
  })
})
