import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { readBackendConfig } from '#backend/config.ts'
import { accessTokens, roles, users } from '#backend/db/schema.ts'
import { bootstrapAdministrator, startBackend } from '#backend/index.ts'
import { signInCall } from '#contract/auth.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { listAppealsCall } from '#contract/messages.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { createAuthService } from './auth.service.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { hashAccessToken } from './tokens.ts'

const WRONG_LOGIN = 'Введён неправильный E-mail или пароль'
const NO_PASSWORD = 'Комбинация E-mail и пароля отсутствует'
const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

let database: TestDatabase
let app: ReturnType<typeof createApp>
const { now, later } = testClock()

beforeAll(async () => {
  database = await createTestDatabase()
  app = createApp({ db: database.db, now, log: () => {} })
  await database.db
    .insert(users)
    .values({ email: 'Buyer@Clinic.test', passwordHash: await hashPassword('верный пароль'), name: 'Мария' })
  await database.db.insert(users).values({ email: 'sms-only@clinic.test', phone: '+79160000000' })
})
afterAll(() => database.dispose())

const signIn = (body: unknown) =>
  app.fetch(
    new Request(`http://backend.test${signInCall.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

async function tokenFor(email: string, password: string): Promise<string> {
  const response = await signIn({ email, password })
  expect(response.status).toBe(200)
  return signInCall.response.parse(await response.json()).access_token
}

/** What a call that needs an administrator answers with this token: 401 for a dead token, 403 for a live buyer. */
const statusWith = async (token: string) =>
  (
    await app.fetch(
      new Request(`http://backend.test${listAppealsCall.path}`, { headers: { Authorization: `Bearer ${token}` } }),
    )
  ).status

describe('passwords', () => {
  it('are salted scrypt hashes with their parameters, and verify only the right password', async () => {
    const hash = await hashPassword('секрет')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await hashPassword('секрет')).not.toBe(hash)
    expect(await verifyPassword('секрет', hash)).toBe(true)
    expect(await verifyPassword('Секрет', hash)).toBe(false)
    expect(await verifyPassword('секрет', 'md5$whatever')).toBe(false)
  })
})

describe(`${signInCall.method} ${signInCall.path}`, () => {
  it('answers a token, the user and an empty cart; the e-mail in any case', async () => {
    const response = await signIn({ email: '  buyer@CLINIC.test ', password: 'верный пароль' })
    expect(response.status).toBe(200)
    const answer = signInCall.response.parse(await response.json())
    expect(answer.access_token).toMatch(/^[\w-]{43}$/)
    expect(answer.user).toMatchObject({ email: 'Buyer@Clinic.test', name: 'Мария', role_id: roles.buyer })
    expect(answer.cart).toEqual([])
    const [stored] = await database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashAccessToken(answer.access_token)))
    expect(stored?.expiresAt.getTime()).toBe(now().getTime() + 30 * DAY)
  })

  it('answers the same 422 for a wrong password and an unknown e-mail', async () => {
    for (const body of [
      { email: 'buyer@clinic.test', password: 'неверный' },
      { email: 'nobody@clinic.test', password: 'верный пароль' },
    ]) {
      const response = await signIn(body)
      expect(response.status).toBe(422)
      expect(errorResponseSchema.parse(await response.json())).toEqual({ error: WRONG_LOGIN })
    }
  })

  it('tells an account without a password so (SPEC §8), whatever password was typed', async () => {
    for (const password of ['anything', '']) {
      const response = await signIn({ email: 'SMS-only@clinic.test', password: password || 'x' })
      expect(response.status).toBe(422)
      expect(errorResponseSchema.parse(await response.json())).toEqual({ error: NO_PASSWORD })
    }
  })

  it('spends about the same time on an unknown e-mail as on a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now()
      await signIn({ email, password: 'неверный' })
      return performance.now() - started
    }
    await time('nobody@clinic.test')
    const unknown = Math.min(await time('nobody@clinic.test'), await time('nobody2@clinic.test'))
    const known = Math.min(await time('buyer@clinic.test'), await time('buyer@clinic.test'))
    expect(unknown).toBeGreaterThan(known * 0.5)
  })

  it('names missing fields in Russian', async () => {
    const response = await signIn({ email: '' })
    expect(response.status).toBe(400)
    expect(errorResponseSchema.parse(await response.json()).fields).toEqual({
      email: ['Это поле — обязательно для заполнения'],
      password: ['Это поле — обязательно для заполнения'],
    })
  })
})

describe('access tokens', () => {
  it('die after 7 idle days, each use keeping them alive', async () => {
    const token = await tokenFor('buyer@clinic.test', 'верный пароль')
    const lastUsed = async () =>
      (
        await database.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashAccessToken(token)))
      )[0]?.lastUsedAt
    const issuedAt = now().getTime()
    later(30 * 1000)
    expect(await statusWith(token)).toBe(403)
    expect((await lastUsed())?.getTime()).toBe(issuedAt) // not written again within the minute
    later(6 * DAY)
    expect(await statusWith(token)).toBe(403)
    expect((await lastUsed())?.getTime()).toBe(now().getTime())
    later(7 * DAY - MINUTE)
    expect(await statusWith(token)).toBe(403)
    later(7 * DAY)
    expect(await statusWith(token)).toBe(401)
  })

  it('die 30 days after sign-in however often used', async () => {
    const token = await tokenFor('buyer@clinic.test', 'верный пароль')
    for (let i = 0; i < 6; i++) {
      later(5 * DAY - (i === 5 ? MINUTE : 0))
      expect(await statusWith(token)).toBe(403)
    }
    later(MINUTE)
    expect(await statusWith(token)).toBe(401)
  })

  it('die when revoked; other tokens of the user live on', async () => {
    const auth = createAuthService(database.db, { now })
    const first = await tokenFor('buyer@clinic.test', 'верный пароль')
    const second = await tokenFor('buyer@clinic.test', 'верный пароль')
    await auth.revoke(first)
    expect(await statusWith(first)).toBe(401)
    expect(await statusWith(second)).toBe(403)
    expect(await auth.authenticate(second)).toMatchObject({ user: { email: 'Buyer@Clinic.test' } })
  })

  it('are refused when the header is not a bearer token', async () => {
    const response = await app.fetch(
      new Request(`http://backend.test${listAppealsCall.path}`, { headers: { Authorization: 'Basic abc' } }),
    )
    expect(response.status).toBe(401)
  })
})

describe('administrator bootstrap', () => {
  const config = (password: string) =>
    readBackendConfig({ ADMIN_EMAIL: 'Chief@Medmarket.test', ADMIN_PASSWORD: password, DATABASE_URL: 'memory://' })

  it('creates the administrator once and resets the password on every start', async () => {
    await bootstrapAdministrator(database, config('first-password'))
    await bootstrapAdministrator(database, config('second-password'))
    const admins = await database.db.select().from(users).where(eq(users.roleId, roles.admin))
    expect(admins.map((u) => u.email)).toEqual(['Chief@Medmarket.test'])
    expect((await signIn({ email: 'chief@medmarket.test', password: 'first-password' })).status).toBe(422)
    const token = await tokenFor('chief@medmarket.test', 'second-password')
    expect(await statusWith(token)).toBe(200)
  })

  it('makes an existing user with that e-mail the administrator', async () => {
    await database.db.insert(users).values({ email: 'promoted@medmarket.test', roleId: roles.buyer })
    await bootstrapAdministrator(
      database,
      readBackendConfig({ ADMIN_EMAIL: 'PROMOTED@medmarket.test', ADMIN_PASSWORD: 'long-enough' }),
    )
    const rows = await database.db.select().from(users).where(eq(users.email, 'promoted@medmarket.test'))
    expect(rows.map((u) => u.roleId)).toEqual([roles.admin])
  })

  it('wants the e-mail and the password together', () => {
    expect(() => readBackendConfig({ ADMIN_EMAIL: 'a@b.test' })).toThrow(/ADMIN_PASSWORD/)
    expect(readBackendConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).ADMIN_EMAIL).toBeUndefined()
  })

  it('runs at back-end start', async () => {
    const backend = await startBackend({ ...config('start-password'), SEED_DEMO: 'never', NODE_ENV: 'test' })
    try {
      const response = await backend.app.fetch(
        new Request(`http://backend.test${signInCall.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'chief@medmarket.test', password: 'start-password' }),
        }),
      )
      expect(signInCall.response.parse(await response.json()).user.role_id).toBe(roles.admin)
    } finally {
      await backend.close()
    }
  })
})
