/**
 * Every call of the operator's console — each contract call under /api/admin/ — is an administrator's: a guest gets
 * 401, a buyer's and a seller's tokens 403, each with a Russian error; and each page of one object answers 404 in
 * Russian for an id that names nothing.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { users } from '#backend/db/schema.ts'
import { contractCalls } from '#backend/lib/contract-calls.ts'
import {
  getAdminMerchantCall,
  getAdminMessageCall,
  getAdminOrderCall,
  getAdminProposalCall,
  getAdminUserCall,
  messageKinds,
  replyToMessageCall,
  setMessageStatusCall,
} from '#contract/admin.ts'
import type { CallDefinition } from '#contract/call.ts'
import { accessTokenOf, caller, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
const tokens = { admin: '', buyer: '', seller: '' }

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 4 })
  call = caller(createApp({ db: database.db, log: () => {} }))
  tokens.admin = await accessTokenOf(database.db, { email: 'admin@console.test', password: 'пароль', roleId: 2 })
  tokens.buyer = await accessTokenOf(database.db, { email: 'buyer@console.test', password: 'пароль', roleId: 1 })
  tokens.seller = await accessTokenOf(database.db, { email: 'seller@console.test', password: 'пароль', roleId: 3 })
  await database.db.update(users).set({ merchantId: 1 }).where(eq(users.email, 'seller@console.test'))
})
afterAll(() => database?.dispose())

const adminCalls = contractCalls.filter((c) => c.path.startsWith('/api/admin/'))
const params = { id: 1, kind: 'appeal' }
const RUSSIAN = /[А-Яа-яЁё]/

describe('the console’s calls', () => {
  it('are found: the console’s own and the older administrators’ lists', () => {
    const names = adminCalls.map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining(['admin.listAdminOrdersCall', 'admin.blockUserCall']))
    expect(names).toEqual(expect.arrayContaining(['messages.listAppealsCall', 'product-proposals.approveProposalCall']))
    expect(adminCalls.length).toBeGreaterThanOrEqual(20)
  })

  it.each(adminCalls.map((c) => [c.name, c] as const))('%s is an administrator’s only', async (_, definition) => {
    expect(definition.role).toBe('administrator')
    expect(definition.auth).toBe(true)
    const guest = await refused(await call(definition, { params }), 401)
    expect(guest.error).toMatch(RUSSIAN)
    for (const role of ['buyer', 'seller'] as const) {
      const answer = await refused(await call(definition, { params, token: tokens[role] }), 403)
      expect(answer.error, role).toBe('Недостаточно прав')
    }
  })
})

describe('a page of an object that does not exist', () => {
  type Page = [string, CallDefinition, { id: number; kind?: string }, string]
  const pages: Page[] = [
    ['order', getAdminOrderCall, { id: 2_000_000 }, 'Заказ не найден'],
    ['merchant', getAdminMerchantCall, { id: 2_000_000 }, 'Продавец не найден'],
    ['proposal', getAdminProposalCall, { id: 2_000_000 }, 'Заявка не найдена'],
    ['user', getAdminUserCall, { id: 2_000_000 }, 'Пользователь не найден'],
    ...messageKinds.map(
      (kind): Page => [`message ${kind}`, getAdminMessageCall, { kind, id: 2_000_000 }, 'Сообщение не найдено'],
    ),
    ['message of no kind', getAdminMessageCall, { kind: 'letter', id: 1 }, 'Сообщение не найдено'],
  ]
  it.each(pages)('is 404 for an unknown %s', async (_, definition, named, error) => {
    for (const id of [String(named.id), 'abc', '0', '99999999999']) {
      const answer = await refused(await call(definition, { params: { ...named, id }, token: tokens.admin }), 404)
      expect(answer.error).toBe(error)
    }
  })

  it('is 404 when a message that does not exist is changed or answered', async () => {
    const status = await call(setMessageStatusCall, {
      params: { kind: 'question', id: 2_000_000 },
      body: { status: 'in_work' },
      token: tokens.admin,
    })
    expect((await refused(status, 404)).error).toBe('Сообщение не найдено')
    const reply = await call(replyToMessageCall, {
      params: { kind: 'note', id: 1 },
      body: { text: 'Здравствуйте' },
      token: tokens.admin,
    })
    expect((await refused(reply, 404)).error).toBe('Сообщение не найдено')
  })
})
