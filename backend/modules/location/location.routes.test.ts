import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { detectAddressByIpCall, getAddressesCall } from '#contract/location.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { NOVOSIBIRSK_SUGGESTION } from './location.test-data.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase()
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
})
afterAll(() => database.dispose())

const get = (path: string, query: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://backend.test${path}?${query}`, { headers }))

async function suggest(address: string, count?: number) {
  const query = new URLSearchParams({ address, ...(count ? { count: String(count) } : {}) })
  const response = await get(getAddressesCall.path, query.toString())
  expect(response.status, await response.clone().text()).toBe(200)
  return getAddressesCall.response.parse(await response.json()).suggestions
}

describe(`${getAddressesCall.method} ${getAddressesCall.path}`, () => {
  it('suggests cities as DaData does, with their identifiers and region', async () => {
    expect(await suggest('Новосиб')).toEqual([NOVOSIBIRSK_SUGGESTION])
  })

  it('matches the start of any word, case- and «ё»-insensitive, largest first', async () => {
    expect((await suggest('НОВГОРОД')).map((s) => s.city)).toEqual(['Нижний Новгород', 'Великий Новгород'])
    expect((await suggest('орё')).map((s) => s.city)).toEqual(['Оренбург', 'Орёл', 'Орехово-Зуево'])
    expect((await suggest('Питер')).map((s) => s.city)).toEqual(['Санкт-Петербург'])
  })

  it('answers at most `count` suggestions, 10 by default', async () => {
    expect(await suggest('с')).toHaveLength(10)
    expect((await suggest('с', 3)).map((s) => s.city)).toEqual(['Санкт-Петербург', 'Самара', 'Саратов'])
  })

  it('answers an empty list for a place it does not know', async () => {
    expect(await suggest('Урюпинск')).toEqual([])
  })

  it('refuses a missing or blank address and a count over 20 with 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'address'],
      ['address=%20%20', 'address'],
      ['address=Москва&count=21', 'count'],
    ] as const) {
      const response = await get(getAddressesCall.path, query)
      expect(response.status, query).toBe(400)
      expect(Object.keys(errorResponseSchema.parse(await response.json()).fields ?? {})).toEqual([field])
    }
  })
})

describe(`${detectAddressByIpCall.method} ${detectAddressByIpCall.path}`, () => {
  async function detect(query: string, headers: Record<string, string> = {}) {
    const response = await get(detectAddressByIpCall.path, query, headers)
    expect(response.status).toBe(200)
    return detectAddressByIpCall.response.parse(await response.json())
  }

  it('answers null offline: the embedded provider has no geo-IP database', async () => {
    expect(await detect('ip=46.226.227.20')).toEqual({ data: null })
    expect(await detect('', { 'X-Real-IP': '46.226.227.20' })).toEqual({ data: null })
    expect(await detect('', { 'X-Forwarded-For': '46.226.227.20, 10.0.0.1' })).toEqual({ data: null })
  })

  it('answers null for private, loopback, malformed or missing addresses', async () => {
    for (const query of ['ip=127.0.0.1', 'ip=10.0.0.1', 'ip=::1', 'ip=nonsense', '']) {
      expect(await detect(query), query).toEqual({ data: null })
    }
  })

  it('refuses unknown parameters with 400', async () => {
    const response = await get(detectAddressByIpCall.path, 'ip=46.226.227.20&city=Москва')
    expect(response.status).toBe(400)
  })
})
