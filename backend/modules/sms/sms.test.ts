import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { readBackendConfig } from '#backend/config.ts'
import { roles, smsOutbox } from '#backend/db/schema.ts'
import { appSettings } from '#backend/index.ts'
import { listSmsOutboxCall, sendSmsCodeCall } from '#contract/auth.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { accessTokenOf, caller, freshIp, freshPhone } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type FakeSmsRu, startFakeSmsRu } from '#tests/support/fakes/fake-smsru.ts'
import { outboxSmsProvider } from './outbox-sms.ts'
import { SmsSendError } from './sms.provider.ts'
import { createSmsRuProvider } from './smsru-sms.ts'

let smsru: FakeSmsRu
let database: TestDatabase

beforeAll(async () => {
  smsru = await startFakeSmsRu('real-looking-api-id')
  database = await createTestDatabase()
})
afterAll(async () => {
  await smsru.close()
  await database.dispose()
})
beforeEach(() => {
  smsru.behaviour = 'send'
  smsru.requests.length = 0
})

/** A hanging SMS.ru is given up on after `timeoutMs`; an answering one is waited for as long as a loaded machine needs. */
const adapter = (overrides: { apiId?: string; from?: string; timeoutMs?: number } = {}) =>
  createSmsRuProvider({ apiId: smsru.apiId, url: `${smsru.url}/`, timeoutMs: 5_000, ...overrides })

describe('SMS.ru adapter', () => {
  it('sends with GET /sms/send: the key, the digits without +, the text, JSON wanted, and the sender name', async () => {
    await adapter({ from: 'Medmarket' }).send('+79161234567', 'Медмаркет: код для входа 123456. Никому & никогда')
    expect(smsru.requests).toHaveLength(1)
    const [request] = smsru.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/sms/send')
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      api_id: 'real-looking-api-id',
      to: '79161234567',
      msg: 'Медмаркет: код для входа 123456. Никому & никогда',
      json: '1',
      from: 'Medmarket',
    })
  })

  it('leaves the sender name out when none is configured', async () => {
    await adapter().send('+79161234567', 'текст')
    expect(smsru.requests[0]?.query.has('from')).toBe(false)
  })

  it('fails when SMS.ru refuses the number, though the request itself was OK', async () => {
    smsru.behaviour = 'refuse-number'
    await expect(adapter().send('+79161234567', 'текст')).rejects.toThrow(
      new SmsSendError('SMS.ru refused 79161234567: 207 На этот номер нельзя отправлять сообщения'),
    )
  })

  it('fails when SMS.ru refuses the request (a wrong api_id), never putting the key in the error', async () => {
    const send = adapter({ apiId: 'wrong-key' }).send('+79161234567', 'текст')
    await expect(send).rejects.toThrow(new SmsSendError('SMS.ru refused the request: 200 Неправильный api_id'))
    await expect(send).rejects.not.toThrow(/wrong-key/)
  })

  it('gives up on a SMS.ru that does not answer after the timeout', async () => {
    smsru.behaviour = 'hang'
    await expect(adapter({ timeoutMs: 300 }).send('+79161234567', 'текст')).rejects.toThrow(/^SMS\.ru request failed/)
  })

  it('fails on an address that is not SMS.ru', async () => {
    const elsewhere = createSmsRuProvider({ apiId: smsru.apiId, url: `${smsru.url}/nothing`, timeoutMs: 5_000 })
    await expect(elsewhere.send('+79161234567', 'текст')).rejects.toThrow('SMS.ru answered HTTP 404')
  })
})

describe('SMS settings', () => {
  it('send through SMS.ru when chosen, and refuse to start with SMS.ru but no key', async () => {
    expect(() => readBackendConfig({ SMS_PROVIDER: 'smsru' })).toThrow(/SMSRU_API_ID/)
    expect(() => readBackendConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/)
    expect(appSettings(readBackendConfig({})).sms).toBeUndefined()

    const settings = appSettings(
      readBackendConfig({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: smsru.apiId, SMSRU_URL: smsru.url, NODE_ENV: 'test' }),
    )
    expect(settings.smsLimits).toEqual({ perPhoneHour: 5, perPhoneDay: 10, perIpHour: 20, perIpHourStrict: 5 })
    const call = caller(createApp({ db: database.db, log: () => {}, ...settings }))
    const phone = freshPhone()
    expect((await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() })).status).toBe(200)
    expect(smsru.requests.map((r) => r.query.get('to'))).toEqual([phone.slice(1)])
    const outboxed = await database.db.select().from(smsOutbox)
    expect(outboxed.map((row) => row.phone)).not.toContain(phone)
  })
})

describe('the outbox', () => {
  let call: ReturnType<typeof caller>
  let adminToken: string
  let sellerToken: string

  beforeAll(async () => {
    call = caller(createApp({ db: database.db, log: () => {} }))
    const admin = { email: 'admin@medmarket.test', password: 'admin-password', roleId: roles.admin }
    adminToken = await accessTokenOf(database.db, admin)
    const seller = { email: 'seller@medmarket.test', password: 'seller-password', roleId: roles.merchant }
    sellerToken = await accessTokenOf(database.db, seller)
  })

  it('keeps what the embedded provider "sent" and logs it with the phone', async () => {
    const lines: string[] = []
    await outboxSmsProvider(database.db, { log: (line) => lines.push(line) }).send('+79160000777', 'Код 654321')
    expect(lines).toEqual(['SMS to +79160000777 (outbox, not sent): Код 654321'])
  })

  it('is read by an administrator, newest first, of one phone or of all', async () => {
    const [a, b] = [freshPhone(), freshPhone()]
    for (const phone of [a, b]) {
      expect((await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() })).status).toBe(200)
    }
    await outboxSmsProvider(database.db, { log: () => {} }).send(a, 'Второе сообщение')
    const list = async (query: Record<string, string>) => {
      const response = await call(listSmsOutboxCall, { token: adminToken, query })
      expect(response.status).toBe(200)
      return listSmsOutboxCall.response.parse(await response.json()).data
    }
    const ofA = await list({ phone: a })
    expect(ofA.map((row) => row.text)).toEqual([
      'Второе сообщение',
      expect.stringMatching(/^Медмаркет: код для входа \d{6}\. Никому не сообщайте его\.$/),
    ])
    expect(ofA.every((row) => row.phone === a)).toBe(true)
    expect((await list({ per_page: '2' })).map((row) => [row.phone, row.text])).toEqual([
      [a, 'Второе сообщение'],
      [b, expect.stringContaining('код для входа')],
    ])
  })

  it('is closed to guests (401) and to users of other roles (403), even for a malformed query', async () => {
    for (const [token, status] of [
      [null, 401],
      ['no-such-token-at-all-aaaaaaaaaaaa', 401],
      [sellerToken, 403],
    ] as const) {
      const response = await call(listSmsOutboxCall, { token, query: { phone: 'oops' } })
      expect(response.status).toBe(status)
      expect(errorResponseSchema.parse(await response.json()).error).toBe(
        status === 401 ? 'Требуется вход' : 'Недостаточно прав',
      )
    }
    const bad = await call(listSmsOutboxCall, { token: adminToken, query: { phone: 'oops' } })
    expect(bad.status).toBe(400)
  })
})
