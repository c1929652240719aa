/**
 * The machinery of the hostile tests of the account calls (backend/modules/auth/hostile-input.test.ts and
 * hostile-uploads.test.ts): the app and its accounts, requests as a client sends them, a probe that checks every
 * answer (2xx or 4xx, a 400 naming a field, a refusal writing nothing, no role changed, nothing logged), the JSON
 * calls with a body each takes, and bodies that are not what they say. Importing this module sets the app up for the
 * importing file.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import {
  accessTokens,
  personalDataConsents,
  roles,
  smsCodes,
  smsOutbox,
  userImages,
  users,
} from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { outboxSmsProvider } from '#backend/modules/sms/outbox-sms.ts'
import {
  getMerchantSmsRegCodeCall,
  sendSmsCodeCall,
  signedInSchema,
  signInBySmsCall,
  signInCall,
  signOutCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import type { CallDefinition } from '#contract/call.ts'
import { changePasswordCall, updateProfileCall } from '#contract/users.ts'
import { expectNamedRefusal, freshIp, freshPhone, lastCodeSentTo } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { HOSTILE_SEED } from '#tests/support/hostile-values.ts'
import { pngImage } from '#tests/support/images.ts'

/** Random values per field, and random whole bodies per call: enough to find things, few enough for PGlite. */
export const RANDOM_PER_FIELD = 8
export const RANDOM_BODIES = 12
/** Fields no body takes: a caller must not choose its role, its id or another user. */
export const FORGED_FIELDS = ['role_id', 'id', 'user_id', '__proto__']

export let database: TestDatabase
export let app: Hono
/** What the app logged: it logs an unexpected error, so this stays empty. */
export const logged: string[] = []

export interface Account {
  id: number
  email: string
  phone: string
  password: string
  token: string
}

/** The accounts whose rows a refusal must leave as they are, one per call that changes its caller. */
export const accounts = {} as Record<'signIn' | 'profile' | 'photo' | 'password' | 'logout' | 'admin', Account>
export let otherUser: Account

beforeAll(async () => {
  database = await createTestDatabase()
  const unlimited = 1_000_000
  app = createApp({
    db: database.db,
    log: (message, error) => logged.push(`${message} ${error instanceof Error ? error.stack : String(error ?? '')}`),
    // The outbox provider writes a line per message it "sends": expected, so not into `logged`.
    sms: outboxSmsProvider(database.db, { log: () => {} }),
    // Limits would answer 429 before the validation this test is about; they have tests of their own.
    smsLimits: { perPhoneHour: unlimited, perPhoneDay: unlimited, perIpHour: unlimited, perIpHourStrict: unlimited },
    signInLimits: { perEmail: unlimited, perIp: unlimited, windowSeconds: 900 },
  })
  let n = 0
  const account = async (roleId: number = roles.buyer): Promise<Account> => {
    const email = `hostile-${++n}@clinic.test`
    const password = `пароль номер ${n}`
    const phone = freshPhone()
    const [row] = await database.db
      .insert(users)
      // Accounts made as the product makes them: the phone proven by a code.
      .values({
        email,
        phone,
        phoneVerifiedAt: new Date(),
        roleId,
        name: 'Анна',
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id })
    if (!row) throw new Error('no user row')
    return { id: row.id, email, phone, password, token: await signIn(email, password) }
  }
  accounts.signIn = await account()
  accounts.profile = await account()
  accounts.photo = await account()
  accounts.password = await account()
  accounts.logout = await account()
  accounts.admin = await account(roles.admin)
  otherUser = await account()
  password.current = accounts.password.password
})
afterAll(() => database.dispose())

export async function signIn(email: string, password: string): Promise<string> {
  const response = await send(json(signInCall, { email, password }))
  expect(response.status, await response.clone().text()).toBe(200)
  return signedInSchema.parse(await response.json()).access_token
}

export const send = (request: Request) => Promise.resolve(app.fetch(request))

// ---------------------------------------------------------------------------------------------------------------
// Requests

export interface RequestOptions {
  token?: string
  /** Authorization as it is, in place of the token's. */
  authorization?: string
  query?: Record<string, string> | [string, string][]
}

export function request(
  call: Pick<CallDefinition, 'method' | 'path'>,
  contentType: string | null,
  body: BodyInit | undefined,
  options: RequestOptions = {},
): Request {
  const url = new URL(call.path, 'http://backend.test')
  for (const [key, value] of Array.isArray(options.query) ? options.query : Object.entries(options.query ?? {})) {
    url.searchParams.append(key, value)
  }
  const headers = new Headers({ Accept: 'application/json', 'X-Real-IP': freshIp() })
  if (contentType !== null) headers.set('Content-Type', contentType)
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  if (options.authorization !== undefined) headers.set('Authorization', options.authorization)
  return new Request(url, { method: call.method, headers, body: call.method === 'GET' ? undefined : body })
}

export const json = (call: CallDefinition, body: unknown, options?: RequestOptions) =>
  request(call, 'application/json', body === undefined ? undefined : JSON.stringify(body), options)

// ---------------------------------------------------------------------------------------------------------------
// What must hold for every answer

/** Row counts of the account tables and the test accounts' rows, in one query. */
export async function snapshot() {
  const ids = [...Object.values(accounts), otherUser].map((account) => account.id)
  const [state] = await database.db
    .select({
      users: sql<number>`(select count(*) from ${users})`.mapWith(Number),
      smsCodes: sql<number>`(select count(*) from ${smsCodes})`.mapWith(Number),
      smsOutbox: sql<number>`(select count(*) from ${smsOutbox})`.mapWith(Number),
      accessTokens: sql<number>`(select count(*) from ${accessTokens})`.mapWith(Number),
      consents: sql<number>`(select count(*) from ${personalDataConsents})`.mapWith(Number),
      userImages: sql<number>`(select count(*) from ${userImages})`.mapWith(Number),
      // Whole rows as JSON: every column of every test account, compared as they are.
      rows: sql<
        { id: number; role_id: number }[]
      >`(select json_agg(u order by u.id) from ${users} u where u.id in ${ids})`,
    })
    .from(sql`(values (1)) as one (x)`)
  if (!state) throw new Error('no snapshot')
  return state
}

export const rolesOf = (rows: { id: number; role_id: number }[]) => rows.map((row) => [row.id, row.role_id])

/**
 * Sends the request (made before, so that making it writes nothing inside the window) and checks the answer: 2xx
 * or 4xx, a 400 naming a field, a refusal writing nothing, no role changed, nothing logged. Answers the status.
 */
export async function probe(label: string, prepared: Request): Promise<number> {
  const before = await snapshot()
  const response = await send(prepared)
  const text = await response.text()
  const where = `[seed ${HOSTILE_SEED}] ${label} → ${response.status} ${text.slice(0, 300)}`
  // Emptied each time, so a failure is reported once, by the request that caused it.
  expect(logged.splice(0), where).toEqual([])
  expect(response.status < 500 && (response.status < 300 || response.status >= 400), where).toBe(true)
  expect(response.status, where).toBeGreaterThanOrEqual(200)
  if (response.status === 400) expectNamedRefusal(response.status, text, where)
  const after = await snapshot()
  if (response.status >= 400) expect(after, where).toEqual(before)
  expect(rolesOf(after.rows), where).toEqual(rolesOf(before.rows))
  return response.status
}

// ---------------------------------------------------------------------------------------------------------------
// The calls with a JSON body, each with a body it accepts

export interface JsonTarget {
  call: CallDefinition
  /** Fields of the body; empty for a call that takes none. */
  fields: string[]
  /** A body the call accepts, made afresh when the call uses one up (a code, a phone's first code). */
  base: () => Promise<Record<string, unknown> | undefined>
  /** A live token of the caller, when the call wants one. */
  token?: () => Promise<string>
  /** What an answer changes for the next request (the password that is now the current one). */
  after?: (status: number, body: unknown) => void
}

export const fieldsOf = (call: CallDefinition) => Object.keys((call.body as unknown as { shape: object }).shape)

export let sellers = 0
export const seller = () => ({ company: 'ООО «Вектор»', email: `seller-${++sellers}@vector.test`, phone: freshPhone() })

/** The live code of a phone, kept while no request has used it or counted a wrong try against it. */
export interface LiveCode {
  id: number
  body: Record<string, unknown>
}
export const liveCodes: Partial<Record<'signin' | 'merchant_signup', LiveCode>> = {}

export async function liveCode(
  purpose: 'signin' | 'merchant_signup',
  make: () => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const known = liveCodes[purpose]
  if (known) {
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.id, known.id))
    if (row && !row.usedAt && row.attempts === 0) return known.body
  }
  const body = await make()
  const phone = String(body.phone)
  const code = await lastCodeSentTo(database.db, phone)
  const [row] = await database.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.id))
    .limit(1)
  if (!row) throw new Error(`no code row for ${phone}`)
  const live = { id: row.id, body: { ...body, code_notification: code } }
  liveCodes[purpose] = live
  return live.body
}

export async function expectOk(prepared: Request) {
  const response = await send(prepared)
  expect(response.status, await response.text()).toBe(200)
}

/** A token of the sign-out account, kept while no sign-out has revoked it. */
export let logoutToken: string | null = null
/** The password account's password now, and a counter for new ones. */
export const password = { current: '', next: 0 }

export const targets: Record<string, JsonTarget> = {
  signin: {
    call: signInCall,
    fields: fieldsOf(signInCall),
    base: async () => ({ email: accounts.signIn.email, password: accounts.signIn.password }),
  },
  sendSmsCode: {
    call: sendSmsCodeCall,
    fields: fieldsOf(sendSmsCodeCall),
    base: async () => ({ phone: freshPhone() }),
  },
  signinBySMS: {
    call: signInBySmsCall,
    fields: fieldsOf(signInBySmsCall),
    base: () =>
      liveCode('signin', async () => {
        const phone = freshPhone()
        await expectOk(json(sendSmsCodeCall, { phone }))
        return { phone, personal_data_consent: true }
      }),
  },
  getCustomerSmsRegCode: {
    call: getMerchantSmsRegCodeCall,
    fields: fieldsOf(getMerchantSmsRegCodeCall),
    base: async () => seller(),
  },
  signupWithMerchantSmsRegCode: {
    call: signUpMerchantCall,
    fields: fieldsOf(signUpMerchantCall),
    base: () =>
      liveCode('merchant_signup', async () => {
        const body = seller()
        await expectOk(json(getMerchantSmsRegCodeCall, body))
        return { ...body, personal_data_consent: true }
      }),
  },
  logout: {
    call: signOutCall,
    fields: [],
    base: async () => undefined,
    token: async () => {
      logoutToken ??= await signIn(accounts.logout.email, accounts.logout.password)
      return logoutToken
    },
    after: (status) => {
      if (status < 300) logoutToken = null
    },
  },
  updateProfile: {
    call: updateProfileCall,
    fields: fieldsOf(updateProfileCall),
    base: async () => ({
      surname: 'Иванова',
      name: 'Анна',
      middle_name: 'Сергеевна',
      email: accounts.profile.email,
      // Left out: the phone stays whatever a probe left it (sent empty removes it; another number is refused).
      birthday: '1990-05-01',
      gender: 'female',
    }),
    token: async () => accounts.profile.token,
  },
  changePwd: {
    call: changePasswordCall,
    fields: fieldsOf(changePasswordCall),
    base: async () => ({ password_old: password.current, password: `новый пароль ${++password.next}` }),
    token: async () => accounts.password.token,
    after: (status, body) => {
      // An accepted body's password is the account's now.
      if (status < 300) password.current = (body as { password: string }).password
    },
  },
}

export async function probeJson(name: string, label: string, body: (base: Record<string, unknown>) => unknown) {
  const target = targets[name] as JsonTarget
  const base = (await target.base()) ?? {}
  const token = await target.token?.()
  const sent = body(base)
  const status = await probe(`${name} ${label}`, json(target.call, sent, { token }))
  target.after?.(status, sent)
  return status
}

export async function probeRaw(
  name: string,
  label: string,
  contentType: string | null,
  body: (base: object) => BodyInit,
) {
  const target = targets[name] as JsonTarget
  const base = (await target.base()) ?? {}
  const token = await target.token?.()
  const sent = body(base)
  const status = await probe(`${name} ${label}`, request(target.call, contentType, sent, { token }))
  // A form or multipart body that was taken carries the base's fields.
  target.after?.(status, (typeof sent === 'string' ? safeParse(sent) : undefined) ?? base)
  return status
}

export function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The base body with `field` set to a number JSON can spell but JavaScript reads as something else. */
export const NUMBER_SPELLINGS = ['1e999', '-1e999', '1e-400', '-0', '123456789012345678901234567890', '0.0000001e7']
export const withNumber = (base: object, field: string, spelling: string) =>
  JSON.stringify({ ...base, [field]: '\u0001number' }).replace('"\\u0001number"', spelling)

/** Bodies that are not JSON, or not what their type says. */
export function rawBodies(base: object): [string, string | null, BodyInit][] {
  const text = JSON.stringify(base)
  const form = new URLSearchParams(Object.entries(base).map(([key, value]) => [key, String(value)])).toString()
  const multipart = new FormData()
  for (const [key, value] of Object.entries(base)) multipart.append(key, String(value))
  multipart.append('file', new Blob([pngImage(1, 1)], { type: 'image/png' }), 'a.png')
  const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
  return [
    ['empty JSON', 'application/json', ''],
    ['not JSON', 'application/json', 'not json'],
    ['cut JSON', 'application/json', text.slice(0, Math.max(1, text.length - 3))],
    ['trailing comma', 'application/json', text.replace(/}$/, ',}')],
    ['BOM', 'application/json', `\ufeff${text}`],
    ['null', 'application/json', 'null'],
    ['array', 'application/json', '[]'],
    ['string', 'application/json', '"text"'],
    ['number', 'application/json', '1e999'],
    ['deep array', 'application/json', deep],
    ['duplicate keys', 'application/json', text.replace(/^{/, '{"role_id":2,"role_id":1,')],
    ['JSON in utf-16 charset', 'application/json; charset=utf-16', text],
    ['JSON as UPPER type', 'APPLICATION/JSON', text],
    ['JSON as text', 'text/plain', text],
    ['JSON without a type', null, text],
    ['JSON as XML', 'application/xml', text],
    ['huge JSON', 'application/json', JSON.stringify({ ...base, padding: 'я'.repeat(2_000_000) })],
    ['form', 'application/x-www-form-urlencoded', form],
    ['broken form', 'application/x-www-form-urlencoded', '%zz&&==&a=%00&a=%E0%A4%A'],
    ['JSON as form', 'application/x-www-form-urlencoded', text],
    // No type given: fetch sets multipart/form-data with the boundary.
    ['multipart', null, multipart],
    ['multipart without boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
    ['multipart, wrong boundary', 'multipart/form-data; boundary=zzz', `--x\r\n${text}`],
    ['multipart, cut', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
    ['JSON as a made-up form type', 'text/form', text],
    ['binary', 'application/octet-stream', new Uint8Array([0, 255, 0xc3, 0x28, 0xf0, 0x28])],
  ]
}

/** The check made after every other test of a file: the tables are all there, and the only administrator is ours. */
export function describeAfterwards() {
  describe('afterwards', () => {
    it('every table is still there and nobody made themselves an administrator', async () => {
      // A count of a dropped table would fail.
      const state = await snapshot()
      expect(state.users).toBeGreaterThan(0)
      expect(state.rows).toHaveLength(Object.values(accounts).length + 1)
      const admins = await database.db.select({ id: users.id }).from(users).where(eq(users.roleId, roles.admin))
      expect(admins.map((row) => row.id)).toEqual([accounts.admin.id])
    })
  })
}
