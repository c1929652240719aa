/**
 * Hostile and random values sent to every issue-5 call of sign-in, SMS codes, a seller's registration, sign-out, the
 * profile, its photo, the password and the SMS outbox: every field replaced by each fixed hostile value and by random
 * JSON values (tests/support/hostile-values.ts), whole random bodies, unknown fields, bodies that are not JSON or say
 * another type, forged bearer headers, and broken multipart uploads.
 *
 * Every answer is a 2xx or a 4xx, never a 5xx, and the app logs nothing (an unexpected error is logged). A 400 names
 * a field. A refusal (4xx) writes nothing: the row counts of the account tables and the rows of the test's accounts
 * are as before. An accepted value is fine when it is only text (SQL in a name is a name), but no role ever changes.
 *
 * A random value's label names its seed: `hostileValue(seed)` gives the value again. `HOSTILE_SEED=<n>` sends others.
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
import { outboxSmsProvider } from '#backend/modules/sms/sms.provider.ts'
import {
  getMerchantSmsRegCodeCall,
  listSmsOutboxCall,
  sendSmsCodeCall,
  signedInSchema,
  signInBySmsCall,
  signInCall,
  signOutCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import type { CallDefinition } from '#contract/call.ts'
import { changePasswordCall, getProfileCall, updateProfileCall, uploadProfileImageCall } from '#contract/users.ts'
import { expectNamedRefusal, freshIp, freshPhone, lastCodeSentTo } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import {
  HOSTILE_SEED,
  hostileBody,
  hostileSeeds,
  hostileTexts,
  hostileValue,
  objectOf,
  showValue,
  valuesFor,
} from '#tests/support/hostile-values.ts'
import { pngImage } from '#tests/support/images.ts'
import { hashPassword } from './password.ts'

/** Random values per field, and random whole bodies per call: enough to find things, few enough for PGlite. */
const RANDOM_PER_FIELD = 8
const RANDOM_BODIES = 12
/** Fields no body takes: a caller must not choose its role, its id or another user. */
const FORGED_FIELDS = ['role_id', 'id', 'user_id', '__proto__']

let database: TestDatabase
let app: Hono
/** What the app logged: it logs an unexpected error, so this stays empty. */
const logged: string[] = []

interface Account {
  id: number
  email: string
  phone: string
  password: string
  token: string
}

/** The accounts whose rows a refusal must leave as they are, one per call that changes its caller. */
const accounts = {} as Record<'signIn' | 'profile' | 'photo' | 'password' | 'logout' | 'admin', Account>
let otherUser: Account

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

async function signIn(email: string, password: string): Promise<string> {
  const response = await send(json(signInCall, { email, password }))
  expect(response.status, await response.clone().text()).toBe(200)
  return signedInSchema.parse(await response.json()).access_token
}

const send = (request: Request) => Promise.resolve(app.fetch(request))

// ---------------------------------------------------------------------------------------------------------------
// Requests

interface RequestOptions {
  token?: string
  /** Authorization as it is, in place of the token's. */
  authorization?: string
  query?: Record<string, string> | [string, string][]
}

function request(
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

const json = (call: CallDefinition, body: unknown, options?: RequestOptions) =>
  request(call, 'application/json', body === undefined ? undefined : JSON.stringify(body), options)

// ---------------------------------------------------------------------------------------------------------------
// What must hold for every answer

/** Row counts of the account tables and the test accounts' rows, in one query. */
async function snapshot() {
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

const rolesOf = (rows: { id: number; role_id: number }[]) => rows.map((row) => [row.id, row.role_id])

/**
 * Sends the request (made before, so that making it writes nothing inside the window) and checks the answer: 2xx
 * or 4xx, a 400 naming a field, a refusal writing nothing, no role changed, nothing logged. Answers the status.
 */
async function probe(label: string, prepared: Request): Promise<number> {
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

interface JsonTarget {
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

const fieldsOf = (call: CallDefinition) => Object.keys((call.body as unknown as { shape: object }).shape)

let sellers = 0
const seller = () => ({ company: 'ООО «Вектор»', email: `seller-${++sellers}@vector.test`, phone: freshPhone() })

/** The live code of a phone, kept while no request has used it or counted a wrong try against it. */
interface LiveCode {
  id: number
  body: Record<string, unknown>
}
const liveCodes: Partial<Record<'signin' | 'merchant_signup', LiveCode>> = {}

async function liveCode(
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

async function expectOk(prepared: Request) {
  const response = await send(prepared)
  expect(response.status, await response.text()).toBe(200)
}

/** A token of the sign-out account, kept while no sign-out has revoked it. */
let logoutToken: string | null = null
/** The password account's password now, and a counter for new ones. */
const password = { current: '', next: 0 }

const targets: Record<string, JsonTarget> = {
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

async function probeJson(name: string, label: string, body: (base: Record<string, unknown>) => unknown) {
  const target = targets[name] as JsonTarget
  const base = (await target.base()) ?? {}
  const token = await target.token?.()
  const sent = body(base)
  const status = await probe(`${name} ${label}`, json(target.call, sent, { token }))
  target.after?.(status, sent)
  return status
}

async function probeRaw(name: string, label: string, contentType: string | null, body: (base: object) => BodyInit) {
  const target = targets[name] as JsonTarget
  const base = (await target.base()) ?? {}
  const token = await target.token?.()
  const sent = body(base)
  const status = await probe(`${name} ${label}`, request(target.call, contentType, sent, { token }))
  // A form or multipart body that was taken carries the base's fields.
  target.after?.(status, (typeof sent === 'string' ? safeParse(sent) : undefined) ?? base)
  return status
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The base body with `field` set to a number JSON can spell but JavaScript reads as something else. */
const NUMBER_SPELLINGS = ['1e999', '-1e999', '1e-400', '-0', '123456789012345678901234567890', '0.0000001e7']
const withNumber = (base: object, field: string, spelling: string) =>
  JSON.stringify({ ...base, [field]: '\u0001number' }).replace('"\\u0001number"', spelling)

/** Bodies that are not JSON, or not what their type says. */
function rawBodies(base: object): [string, string | null, BodyInit][] {
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

// ---------------------------------------------------------------------------------------------------------------

describe('hostile values to the sign-in, code and registration calls, sign-out, profile and password', () => {
  for (const name of Object.keys(targets)) {
    it(`${name}: every field, unknown fields, random bodies, bodies that are not JSON`, async () => {
      const target = targets[name] as JsonTarget
      for (const field of [...target.fields, ...FORGED_FIELDS]) {
        for (const { value, label } of valuesFor(`${name}.${field}`, RANDOM_PER_FIELD)) {
          await probeJson(name, `${field}=${label}`, (base) => ({ ...base, [field]: value }))
        }
        for (const spelling of NUMBER_SPELLINGS) {
          await probeRaw(name, `${field}=${spelling}`, 'application/json', (base) => withNumber(base, field, spelling))
        }
      }
      for (const [field, value] of [
        ['role_id', roles.admin],
        ['id', otherUser.id],
        ['user_id', otherUser.id],
      ] as const) {
        await probeJson(name, `${field}=${value}`, (base) => ({ ...base, [field]: value }))
      }
      for (const seed of hostileSeeds(`${name}.body`, RANDOM_BODIES)) {
        const body = hostileBody(seed)
        await probeJson(name, `body seed=${seed} ${showValue(body)}`, () => body)
        // The same random fields beside a body the call takes: unknown fields among known ones.
        if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
          await probeJson(name, `base + body seed=${seed}`, (base) =>
            objectOf([...Object.entries(base), ...Object.entries(body)]),
          )
        }
      }
      // The base itself, once more: whatever the probes did, the call still works (no table was dropped).
      if (target.fields.length > 0) expect(await probeJson(name, 'the base body', (base) => base)).toBe(200)
      const prepared = await target.base()
      for (const [label, type, body] of rawBodies(prepared ?? { a: 1 })) {
        await probeRaw(name, label, type, () => body)
      }
    })
  }

  it('e-mails and phones another account has are refused, and nothing is written', async () => {
    const profile = await targets.updateProfile?.base()
    const token = accounts.profile.token
    for (const [taken, status] of [
      [{ email: otherUser.email.toUpperCase() }, 409],
      // A phone, anyone's, changes only by its code (phone-change.test.ts).
      [{ phone: otherUser.phone }, 422],
      [{ email: ` ${otherUser.email} `, phone: otherUser.phone }, 422],
    ] as const) {
      expect(
        await probe(`updateProfile ${showValue(taken)}`, json(updateProfileCall, { ...profile, ...taken }, { token })),
      ).toBe(status)
      const body = { ...seller(), ...taken }
      expect(await probe(`getCustomerSmsRegCode ${showValue(taken)}`, json(getMerchantSmsRegCodeCall, body))).toBe(409)
    }
  })

  it('the calls of a signed-in user, with forged or broken bearer headers', async () => {
    // A token of its own: a well-formed header to the sign-out call revokes it.
    const token = await signIn(accounts.profile.email, accounts.profile.password)
    const authorizations = [
      '',
      'Bearer',
      'Bearer ',
      `Bearer  ${token}`,
      `bearer ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token} ${token}`,
      `Token ${token}`,
      `Basic ${Buffer.from('hostile-1@clinic.test:x').toString('base64')}`,
      `Bearer ${'x'.repeat(100_000)}`,
      ...hostileTexts.map((text) => `Bearer ${text}`),
    ].filter((value) => {
      // What fetch cannot send (NUL, line breaks, non-Latin-1) never reaches a server as a header.
      try {
        new Headers({ Authorization: value })
        return true
      } catch {
        return false
      }
    })
    const calls: [CallDefinition, unknown][] = [
      [getProfileCall, undefined],
      [updateProfileCall, await targets.updateProfile?.base()],
      [changePasswordCall, { password_old: 'x', password: 'новый пароль' }],
      [signOutCall, undefined],
      [listSmsOutboxCall, undefined],
    ]
    for (const [call, body] of calls) {
      for (const authorization of authorizations) {
        const status = await probe(
          `${call.path} Authorization=${showValue(authorization)}`,
          json(call, body, { authorization }),
        )
        // Only the token itself signs in (the scheme's case aside); a forged one is a guest.
        if (status < 300) expect([`Bearer  ${token}`, `bearer ${token}`]).toContain(authorization)
      }
    }
    // No forged header signed the account's other token out.
    const other = { token: accounts.profile.token }
    expect(await probe('the other token still works', json(getProfileCall, undefined, other))).toBe(200)
  })

  it(`${getProfileCall.path}: query values are ignored`, async () => {
    const { token } = accounts.profile
    for (const { value, label } of valuesFor('getProfileLight.query', RANDOM_PER_FIELD)) {
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      const query: [string, string][] = [
        ['id', text],
        ['user_id', String(otherUser.id)],
        [text.slice(0, 100), text],
      ]
      expect(await probe(`getProfileLight ?${label}`, json(getProfileCall, undefined, { token, query }))).toBe(200)
    }
  })

  it(`${listSmsOutboxCall.path}: query values`, async () => {
    const { token } = accounts.admin
    const fields = ['phone', 'per_page', 'page', 'role_id', '__proto__', 'phone[]']
    for (const field of fields) {
      for (const { value, label } of valuesFor(`sms_outbox.${field}`, RANDOM_PER_FIELD)) {
        const text = typeof value === 'string' ? value : JSON.stringify(value)
        await probe(
          `sms_outbox ${field}=${label}`,
          json(listSmsOutboxCall, undefined, { token, query: { [field]: text } }),
        )
      }
    }
    for (const query of [
      [
        ['phone', '+79160000001'],
        ['phone', "' OR 1=1 --"],
      ],
      [
        ['per_page', '1'],
        ['per_page', '1e9'],
      ],
      [['per_page', ' 5 ']],
      [['per_page', '0x10']],
      [['per_page', '1e1']],
    ] as [string, string][][]) {
      await probe(`sms_outbox ${showValue(query)}`, json(listSmsOutboxCall, undefined, { token, query }))
    }
    // Only an administrator reads it, whatever the query says.
    const query = { role_id: String(roles.admin) }
    expect(
      await probe('sms_outbox as a buyer', json(listSmsOutboxCall, undefined, { token: otherUser.token, query })),
    ).toBe(403)
    expect(await probe('sms_outbox as a guest', json(listSmsOutboxCall, undefined, { query }))).toBe(401)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The photo: multipart, so built by hand, byte by byte, to send what a browser never would

interface Part {
  name: string
  filename?: string
  type?: string
  bytes: Uint8Array | string
}

const BOUNDARY = '----hostile'

function multipartBody(parts: Part[], { close = true } = {}): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n`))
    if (part.type !== undefined) chunks.push(Buffer.from(`Content-Type: ${part.type}\r\n`))
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.bytes), Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return new Uint8Array(Buffer.concat(chunks))
}

const upload = (body: BodyInit | undefined, contentType: string | null = `multipart/form-data; boundary=${BOUNDARY}`) =>
  request(uploadProfileImageCall, contentType, body, { token: accounts.photo.token })

describe(`hostile uploads to ${uploadProfileImageCall.path}`, () => {
  const png = pngImage(4, 4)
  const html = '<html><body><script>alert(document.cookie)</script></body></html>'
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'

  it('refuses what is no photo, naming the field, and stores nothing', async () => {
    const refusals: [string, Request][] = [
      ['no parts', upload(multipartBody([]))],
      ['no image part', upload(multipartBody([{ name: 'photo', filename: 'a.png', type: 'image/png', bytes: png }]))],
      ['a text field for the file', upload(multipartBody([{ name: 'image', bytes: 'not a file' }]))],
      ['a zero-byte file', upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: '' }]))],
      [
        'HTML named .png',
        upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: html }])),
      ],
      ['SVG named .png', upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: svg }]))],
      ['SVG as SVG', upload(multipartBody([{ name: 'image', filename: 'a.svg', type: 'image/svg+xml', bytes: svg }]))],
      [
        'a text part before the file',
        upload(
          multipartBody([
            { name: 'image', bytes: 'first' },
            { name: 'image', filename: 'a.png', type: 'image/png', bytes: png },
          ]),
        ),
      ],
      [
        'HTML before a PNG',
        upload(
          multipartBody([
            { name: 'image', filename: 'a.png', type: 'image/png', bytes: html },
            { name: 'image', filename: 'b.png', type: 'image/png', bytes: png },
          ]),
        ),
      ],
      [
        'a multipart body cut short',
        upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: png }]).slice(0, 60)),
      ],
      [
        'no closing boundary',
        upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: html }], { close: false })),
      ],
      ['multipart without a boundary', upload(multipartBody([{ name: 'image', bytes: png }]), 'multipart/form-data')],
      ['another boundary', upload(multipartBody([{ name: 'image', bytes: png }]), 'multipart/form-data; boundary=zz')],
      ['JSON', upload(JSON.stringify({ image: Buffer.from(png).toString('base64') }), 'application/json')],
      ['a form', upload(new URLSearchParams({ image: 'a.png' }).toString(), 'application/x-www-form-urlencoded')],
      ['the bytes alone', upload(png, 'image/png')],
      ['text', upload('image', 'text/plain')],
      ['no body', upload(undefined, null)],
      ['no type', upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: png }]), null)],
      [
        'a filename that renames the part',
        upload(multipartBody([{ name: 'image', filename: 'a.png"; name="role_id', type: 'image/png', bytes: png }])),
      ],
    ]
    for (const seed of hostileSeeds('image.random', RANDOM_BODIES)) {
      const value = hostileValue(seed)
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      refusals.push([
        `random bytes seed=${seed}`,
        upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: `x${text}` }])),
      ])
    }
    for (const [label, prepared] of refusals) {
      const status = await probe(`image: ${label}`, prepared)
      expect(status, label).toBeGreaterThanOrEqual(400)
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, accounts.photo.id))
    expect(row?.image).toBeNull()
  })

  it('takes a real photo whatever its name and claimed type say, never failing on them', async () => {
    const names = [
      'a'.repeat(100_000),
      '../../../etc/passwd',
      'фото 😀 \u202egnp.exe',
      "'; DROP TABLE user_images; --.png",
      '<img src=x onerror=alert(1)>.png',
      '%00.png',
      '',
    ]
    const accepted: [string, Request][] = [
      ...names.map((filename): [string, Request] => [
        `filename=${showValue(filename)}`,
        upload(multipartBody([{ name: 'image', filename, type: 'image/png', bytes: png }])),
      ]),
      ...['text/html', 'image/svg+xml', 'application/x-msdownload', '', 'image/png; charset="<script>"'].map(
        (type): [string, Request] => [
          `type=${type}`,
          upload(multipartBody([{ name: 'image', filename: 'a.html', type, bytes: png }])),
        ],
      ),
      [
        'two photos',
        upload(
          multipartBody([
            { name: 'image', filename: 'a.png', type: 'image/png', bytes: png },
            { name: 'image', filename: 'b.png', type: 'image/png', bytes: html },
          ]),
        ),
      ],
    ]
    for (const [label, prepared] of accepted) {
      expect(await probe(`image: ${label}`, prepared), label).toBe(200)
    }
    // The user keeps one photo, the newest.
    const photos = await database.db.select().from(userImages).where(eq(userImages.userId, accounts.photo.id))
    expect(photos).toHaveLength(1)
  })

  it('answers a truncated PNG without failing', async () => {
    // Its first bytes say PNG; whether to take it is the back-end's call (it checks the signature only).
    const truncated = png.slice(0, 20)
    await probe('image: truncated PNG', upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: truncated }])))
  })
})

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
