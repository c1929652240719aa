import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { readBackendConfig } from '#backend/config.ts'
import { appeals, priceRequests, rateLimits, roles } from '#backend/db/schema.ts'
import { appSettings } from '#backend/index.ts'
import { recaptchaVerifier } from '#backend/lib/recaptcha.ts'
import { signInCall } from '#contract/auth.ts'
import { errorResponseSchema } from '#contract/call.ts'
import {
  addAppealCall,
  addPriceRequestCall,
  addProductQuestionCall,
  listAppealsCall,
  listPriceRequestsCall,
  listProductQuestionsCall,
  sentResponseSchema,
} from '#contract/messages.ts'
import { accessTokenOf } from '#tests/support/api.ts'
import { testClock } from '#tests/support/clock.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type FakeRecaptcha, startFakeRecaptcha } from '#tests/support/fakes/fake-recaptcha.ts'

const REQUIRED = 'Это поле — обязательно для заполнения'
const BAD_PHONE = 'Пожалуйста, скорректируйте номер телефона'
const BAD_FORMAT = 'Неправильный формат'
const TOO_MANY = 'Слишком много сообщений. Попробуйте позже.'

let database: TestDatabase
let fake: FakeRecaptcha
const limits = { normal: { limit: 4, windowSeconds: 3600 }, strict: { limit: 2, windowSeconds: 3600 } }
const { now, later } = testClock()
let logged: string[] = []
/** Captcha off. */
let app: ReturnType<typeof createApp>
/** Captcha on, verified by the fake siteverify. */
let guarded: ReturnType<typeof createApp>
let adminToken: string
let buyerToken: string
let ipCounter = 0
/** A fresh sender for each test, so no test eats another's limit. */
const nextIp = () => `198.51.100.${++ipCounter}`

beforeAll(async () => {
  database = await createTestDatabase()
  fake = await startFakeRecaptcha()
  const common = { db: database.db, messageLimits: limits, now, log: (m: string) => logged.push(m) }
  app = createApp(common)
  guarded = createApp({ ...common, captcha: recaptchaVerifier({ secret: 'test-secret', verifyUrl: fake.url }) })

  const admin = { email: 'admin@medmarket.test', password: 'admin-password', roleId: roles.admin }
  adminToken = await accessTokenOf(database.db, admin)
  buyerToken = await accessTokenOf(database.db, {
    email: 'buyer@medmarket.test',
    password: 'buyer-password',
    roleId: roles.buyer,
  })
})
afterAll(async () => {
  await fake.close()
  await database.dispose()
})
beforeEach(() => {
  fake.tokens.clear()
  fake.requests.length = 0
  fake.failWith = null
  logged = []
})

function post(target: ReturnType<typeof createApp>, path: string, body: unknown, ip: string | null = nextIp()) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (ip) headers['X-Real-IP'] = ip
  return target.fetch(
    new Request(`http://backend.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  )
}

function list(path: string, query = '', token: string | null = adminToken) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  return app.fetch(new Request(`http://backend.test${path}${query}`, { headers }))
}

async function sent(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200)
  return sentResponseSchema.parse(await response.json())
}

async function refused(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status)
  return errorResponseSchema.parse(await response.json())
}

const appeal = { name: 'Анна', email: 'anna@example.ru', phone: '+79161234567', message: 'Нужен счёт для клиники' }
const priceRequest = {
  name: 'Олег',
  phone: '+79031112233',
  quantity: 12,
  message: 'Есть ли в наличии?',
  location: 'Казань',
  master_product_id: 5,
  merchant_id: 2,
}
const productQuestion = {
  product: { id: 7, page: '/product/tonometr', quantity: 3 },
  name: 'Ирина',
  phone: '+79997654321',
  question: 'Какая гарантия?',
}

describe('sending a message', () => {
  it('stores a write-us message and shows it to an administrator, newest first', async () => {
    const ip = nextIp()
    const { id } = await sent(await post(app, addAppealCall.path, appeal, ip))
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, id))
    expect(row).toMatchObject({ ...appeal, ip, captchaScore: null })

    const page = listAppealsCall.response.parse(await (await list(listAppealsCall.path)).json())
    expect(page.data[0]).toMatchObject({ id, ...appeal, ip, captcha_score: null })
  })

  it('stores a price request with its product, seller and place', async () => {
    const { id } = await sent(await post(app, addPriceRequestCall.path, priceRequest))
    const page = listPriceRequestsCall.response.parse(await (await list(listPriceRequestsCall.path)).json())
    expect(page.data[0]).toMatchObject({ id, ...priceRequest, email: null, user_id: null })
  })

  it('stores a product question, and a callback request without a question', async () => {
    const { id } = await sent(await post(app, addProductQuestionCall.path, productQuestion))
    const callback = { product: { id: 8, page: '/product/shpric' }, name: 'Пётр', phone: '89161234567' }
    const refusedPhone = await refused(await post(app, addProductQuestionCall.path, callback), 400)
    expect(refusedPhone.fields).toEqual({ phone: [BAD_PHONE] })
    const second = await sent(await post(app, addProductQuestionCall.path, { ...callback, phone: '+79161234567' }))
    const page = listProductQuestionsCall.response.parse(await (await list(listProductQuestionsCall.path)).json())
    expect(page.data.map((q) => q.id).slice(0, 2)).toEqual([second.id, id])
    expect(page.data[0]).toMatchObject({ product_id: 8, page: '/product/shpric', quantity: 1, question: null })
    expect(page.data[1]).toMatchObject({ product_id: 7, quantity: 3, question: 'Какая гарантия?', merchant_id: null })
  })

  it('takes a form-encoded write-us message too (a plain HTML post)', async () => {
    const response = await app.fetch(
      new Request(`http://backend.test${addAppealCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '192.0.2.9, 10.0.0.1' },
        body: new URLSearchParams({ name: 'Анна', phone: '+79161234567', message: 'Привет', email: '' }),
      }),
    )
    const { id } = await sent(response)
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, id))
    expect(row).toMatchObject({ email: null, ip: '192.0.2.9' })
  })
})

describe('validation', () => {
  const cases = [
    [addAppealCall.path, appeal, ['name', 'phone', 'message']],
    [addPriceRequestCall.path, priceRequest, ['name', 'phone', 'quantity']],
    [addProductQuestionCall.path, productQuestion, ['product', 'name', 'phone']],
  ] as const

  for (const [path, valid, required] of cases) {
    for (const field of required) {
      it(`${path}: names a missing or blank «${field}» as required, in Russian, and stores nothing`, async () => {
        const missing: Record<string, unknown> = { ...valid }
        delete missing[field]
        expect((await refused(await post(app, path, missing), 400)).fields).toEqual({ [field]: [REQUIRED] })
        if (field !== 'product') {
          const blank = { ...valid, [field]: '  ' }
          expect((await refused(await post(app, path, blank), 400)).fields).toEqual({ [field]: [REQUIRED] })
        }
      })
    }
  }

  it('names every bad field at once', async () => {
    const answer = await refused(await post(app, addAppealCall.path, { email: 'nope' }), 400)
    expect(answer.error).toBe(BAD_FORMAT)
    expect(answer.fields).toEqual({ name: [REQUIRED], phone: [REQUIRED], message: [REQUIRED], email: [BAD_FORMAT] })
  })

  it('refuses a phone that is not a Russian number in E.164', async () => {
    for (const phone of ['+7916123456', '89161234567', '+380501234567', 'телефон']) {
      const answer = await refused(await post(app, addAppealCall.path, { ...appeal, phone }), 400)
      expect(answer.fields).toEqual({ phone: [BAD_PHONE] })
    }
  })

  it('wants a quantity of at least 1, as a whole number', async () => {
    for (const quantity of [0, -3, 1.5, 'много']) {
      const answer = await refused(await post(app, addPriceRequestCall.path, { ...priceRequest, quantity }), 400)
      expect(answer.fields).toEqual({ quantity: [BAD_FORMAT] })
    }
    const nested = { ...productQuestion, product: { ...productQuestion.product, quantity: 0 } }
    expect((await refused(await post(app, addProductQuestionCall.path, nested), 400)).fields).toEqual({
      'product.quantity': [BAD_FORMAT],
    })
  })

  it('refuses unknown fields, naming them', async () => {
    const answer = await refused(await post(app, addAppealCall.path, { ...appeal, subject: 'x', extra: '' }), 400)
    expect(answer.fields).toEqual({ subject: [BAD_FORMAT], extra: [BAD_FORMAT] })
    const nested = { ...productQuestion, product: { ...productQuestion.product, price: 1 } }
    expect((await refused(await post(app, addProductQuestionCall.path, nested), 400)).fields).toEqual({
      'product.price': [BAD_FORMAT],
    })
  })

  it('stores nothing that failed validation', async () => {
    const before = (await database.db.select().from(appeals)).length
    await post(app, addAppealCall.path, { ...appeal, phone: '' })
    expect((await database.db.select().from(appeals)).length).toBe(before)
  })
})

describe('per-IP limits', () => {
  it('answers 429 once an IP has sent the normal limit of one form in the window, storing nothing more', async () => {
    const ip = nextIp()
    for (let i = 0; i < limits.normal.limit; i++) await sent(await post(app, addAppealCall.path, appeal, ip))
    const before = (await database.db.select().from(appeals)).length
    expect((await refused(await post(app, addAppealCall.path, appeal, ip), 429)).error).toBe(TOO_MANY)
    expect((await database.db.select().from(appeals)).length).toBe(before)
    // Another form, another IP: their own limits.
    await sent(await post(app, addPriceRequestCall.path, priceRequest, ip))
    await sent(await post(app, addAppealCall.path, appeal, nextIp()))
  })

  it('opens a new window after the hour and deletes the old windows', async () => {
    const ip = nextIp()
    for (let i = 0; i < limits.normal.limit; i++) await sent(await post(app, addAppealCall.path, appeal, ip))
    await refused(await post(app, addAppealCall.path, appeal, ip), 429)
    const oldWindows = async () =>
      (await database.db.select().from(rateLimits)).filter((r) => r.windowStart.getTime() <= now().getTime() - 3600e3)
    later(2 * 3600e3)
    await sent(await post(app, addAppealCall.path, appeal, ip))
    expect(await oldWindows()).toEqual([])
  })

  it('puts senders without a known IP into one shared bucket', async () => {
    later(2 * 3600e3)
    for (let i = 0; i < limits.normal.limit; i++) await sent(await post(app, addAppealCall.path, appeal, null))
    await refused(await post(app, addAppealCall.path, appeal, null), 429)
    const garbage = await post(app, addAppealCall.path, appeal, 'not-an-ip')
    expect(garbage.status).toBe(429)
  })

  it('defaults to 20 an hour, 5 without a captcha token', () => {
    expect(appSettings(readBackendConfig({})).messageLimits).toEqual({
      normal: { limit: 20, windowSeconds: 3600 },
      strict: { limit: 5, windowSeconds: 3600 },
    })
    expect(appSettings(readBackendConfig({})).captcha.enabled).toBe(false)
    expect(appSettings(readBackendConfig({ RECAPTCHA_SECRET: 's' })).captcha.enabled).toBe(true)
  })
})

describe('captcha on', () => {
  it('accepts a good token, sending the action of the form, and stores the score', async () => {
    fake.tokens.set('human', { success: true, score: 0.8, action: 'price_request' })
    const ip = nextIp()
    const { id } = await sent(await post(guarded, addPriceRequestCall.path, { ...priceRequest, token: 'human' }, ip))
    expect(fake.requests).toEqual([{ secret: 'test-secret', response: 'human', remoteip: ip }])
    const [row] = await database.db.select().from(priceRequests).where(eq(priceRequests.id, id))
    expect(row?.captchaScore).toBeCloseTo(0.8)
  })

  it('refuses a low score, a token of another action and a made-up token, storing nothing', async () => {
    fake.tokens.set('bot', { success: true, score: 0.1, action: 'write_us' })
    fake.tokens.set('elsewhere', { success: true, score: 0.9, action: 'price_request' })
    const before = (await database.db.select().from(appeals)).length
    for (const token of ['bot', 'elsewhere', 'made-up']) {
      const answer = await refused(await post(guarded, addAppealCall.path, { ...appeal, token }), 403)
      expect(answer.error).toMatch(/человек/)
    }
    expect((await database.db.select().from(appeals)).length).toBe(before)
  })

  it('checks a product question against its own action', async () => {
    fake.tokens.set('q', { success: true, score: 0.9, action: 'product_question' })
    await sent(await post(guarded, addProductQuestionCall.path, { ...productQuestion, token: 'q' }))
  })

  it('accepts a post without a token (JavaScript off) under the strict limit', async () => {
    const ip = nextIp()
    for (let i = 0; i < limits.strict.limit; i++) {
      const { id } = await sent(await post(guarded, addAppealCall.path, appeal, ip))
      const [row] = await database.db.select().from(appeals).where(eq(appeals.id, id))
      expect(row?.captchaScore).toBeNull()
    }
    expect((await refused(await post(guarded, addAppealCall.path, appeal, ip), 429)).error).toBe(TOO_MANY)
    expect(fake.requests).toEqual([])
    // A visitor with a token is still let in.
    fake.tokens.set('human', { success: true, score: 0.9, action: 'write_us' })
    await sent(await post(guarded, addAppealCall.path, { ...appeal, token: 'human' }, ip))
  })

  it('treats a post as one without a token while siteverify is down, and logs it', async () => {
    fake.failWith = 503
    const ip = nextIp()
    for (let i = 0; i < limits.strict.limit; i++) {
      await sent(await post(guarded, addAppealCall.path, { ...appeal, token: 'any' }, ip))
    }
    await refused(await post(guarded, addAppealCall.path, { ...appeal, token: 'any' }, ip), 429)
    expect(logged.some((line) => line.includes('HTTP 503'))).toBe(true)
  })

  it('stops a flood of bad tokens at the normal limit before asking Google', async () => {
    const ip = nextIp()
    for (let i = 0; i < limits.normal.limit; i++) {
      await refused(await post(guarded, addAppealCall.path, { ...appeal, token: `bad-${i}` }, ip), 403)
    }
    await refused(await post(guarded, addAppealCall.path, { ...appeal, token: 'bad' }, ip), 429)
    expect(fake.requests).toHaveLength(limits.normal.limit)
  })
})

describe('administrators’ lists', () => {
  const paths = [listAppealsCall.path, listPriceRequestsCall.path, listProductQuestionsCall.path]

  it('answer 401 without a token or with a dead one, 403 to a buyer, 200 to an administrator', async () => {
    for (const path of paths) {
      expect((await refused(await list(path, '', null), 401)).error).toBe('Требуется вход')
      await refused(await list(path, '', 'x'.repeat(43)), 401)
      await refused(await list(path, '?page=0', null), 401)
      await refused(await list(path, '', buyerToken), 403)
      expect((await list(path)).status).toBe(200)
    }
  })

  it('page newest first with current_page, total, per_page and last_page', async () => {
    for (let i = 0; i < 5; i++) await sent(await post(app, addAppealCall.path, { ...appeal, message: `№${i}` }))
    const total = (await database.db.select().from(appeals)).length
    const first = listAppealsCall.response.parse(await (await list(listAppealsCall.path, '?per_page=2')).json())
    expect(first.pagination).toEqual({ current_page: 1, total, per_page: 2, last_page: Math.ceil(total / 2) })
    expect(first.data.map((a) => a.message)).toEqual(['№4', '№3'])
    const second = listAppealsCall.response.parse(await (await list(listAppealsCall.path, '?page=2&per_page=2')).json())
    expect(second.data.map((a) => a.message)).toEqual(['№2', '№1'])
    const beyond = listAppealsCall.response.parse(await (await list(listAppealsCall.path, '?page=999')).json())
    expect(beyond.data).toEqual([])
    expect((await refused(await list(listAppealsCall.path, '?per_page=101'), 400)).fields).toHaveProperty('per_page')
  })
})

it('signs in through the contract call', async () => {
  const response = await post(app, signInCall.path, { email: 'ADMIN@medmarket.test', password: 'admin-password' })
  expect(signInCall.response.parse(await response.json()).user.role_id).toBe(roles.admin)
})
