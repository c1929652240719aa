import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeRecaptcha, startFakeRecaptcha } from '#tests/support/fakes/fake-recaptcha.ts'
import { recaptchaVerifier } from './recaptcha.ts'

let fake: FakeRecaptcha

beforeAll(async () => {
  fake = await startFakeRecaptcha()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.tokens.clear()
  fake.requests.length = 0
  fake.failWith = null
  fake.delayMs = 0
})

const verifier = (extra: Partial<Parameters<typeof recaptchaVerifier>[0]> = {}) =>
  recaptchaVerifier({ secret: 'test-secret', verifyUrl: fake.url, ...extra })

describe('reCAPTCHA v3 verifier', () => {
  it('posts secret, response and remoteip as a form and passes a good token with its score', async () => {
    fake.tokens.set('good', { success: true, score: 0.9, action: 'write_us', hostname: 'medmarket.test' })
    expect(await verifier().verify('good', 'write_us', '203.0.113.7')).toEqual({ outcome: 'passed', score: 0.9 })
    expect(fake.requests).toEqual([{ secret: 'test-secret', response: 'good', remoteip: '203.0.113.7' }])
  })

  it('leaves remoteip out when the IP is unknown', async () => {
    fake.tokens.set('good', { success: true, score: 0.7, action: 'write_us' })
    await verifier().verify('good', 'write_us', null)
    expect(fake.requests[0]).toEqual({ secret: 'test-secret', response: 'good' })
  })

  it('fails a score below the threshold, and passes it at the threshold', async () => {
    fake.tokens.set('meh', { success: true, score: 0.4, action: 'write_us' })
    expect((await verifier().verify('meh', 'write_us', null)).outcome).toBe('failed')
    expect((await verifier({ minScore: 0.4 }).verify('meh', 'write_us', null)).outcome).toBe('passed')
  })

  it('fails a token made for another action', async () => {
    fake.tokens.set('other', { success: true, score: 0.9, action: 'login' })
    expect((await verifier().verify('other', 'write_us', null)).outcome).toBe('failed')
  })

  it('fails a token Google refuses (expired, reused, made up)', async () => {
    expect((await verifier().verify('made-up', 'write_us', null)).outcome).toBe('failed')
  })

  it('fails a token from another host when the hosts are configured', async () => {
    fake.tokens.set('elsewhere', { success: true, score: 0.9, action: 'write_us', hostname: 'evil.test' })
    const strict = verifier({ hostnames: ['medmarket.test'] })
    expect((await strict.verify('elsewhere', 'write_us', null)).outcome).toBe('failed')
  })

  it('reports the service unavailable on an HTTP error, a timeout or our own bad secret', async () => {
    fake.failWith = 503
    expect((await verifier().verify('any', 'write_us', null)).outcome).toBe('unavailable')
    fake.failWith = null
    fake.delayMs = 300
    expect((await verifier({ timeoutMs: 50 }).verify('any', 'write_us', null)).outcome).toBe('unavailable')
    fake.delayMs = 0
    expect((await verifier({ secret: '' }).verify('any', 'write_us', null)).outcome).toBe('unavailable')
  })

  it('reports the service unavailable when nothing listens', async () => {
    const nowhere = recaptchaVerifier({ secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify' })
    expect((await nowhere.verify('any', 'write_us', null)).outcome).toBe('unavailable')
  })
})
