/**
 * The back-end's tests call the app as a client does (not a test file itself): a fresh database and app for a test
 * file; requests by path or by contract call, as a guest or with a user's bearer token; users signed in through the
 * real sign-in call; fresh phones and IPs so that no test eats another's limits; the code the SMS outbox "sent"; the
 * usual checks of an answer. Nothing of the code under test is replaced.
 */
import { desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, expect } from 'vitest'
import { createApp } from '#backend/app.ts'
import type { Database } from '#backend/db/client.ts'
import { smsOutbox, users } from '#backend/db/schema.ts'
import { seedDemoCatalogue } from '#backend/db/seed/seed.ts'
import { createAuthService } from '#backend/modules/auth/auth.service.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'
import { buildPath, type CallDefinition, errorResponseSchema } from '#contract/call.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'

// ---- A database and an app per test file ----

export interface TestBackend {
  readonly app: Hono
  readonly db: Database
  /** A request as a guest; a JSON body is sent as JSON. */
  request(method: string, path: string, body?: unknown): Promise<Response>
  /** A new user with an e-mail and a password, signed in. */
  signedIn(email: string): Promise<Caller>
}

/**
 * A fresh database and the app over it, made before the file's tests and dropped after them, with the embedded
 * providers (no DaData, whatever the machine's environment says); `seed` writes rows before the app starts;
 * `log` sees what the app logs (nothing, unless something failed unexpectedly).
 */
export function testBackend(
  options: { seed?: (db: Database) => Promise<unknown>; log?: (message: string) => void } = {},
): TestBackend {
  let database: TestDatabase | undefined
  let app: Hono | undefined
  beforeAll(async () => {
    database = await createTestDatabase()
    await options.seed?.(database.db)
    app = createApp({ db: database.db, log: options.log ?? (() => {}) })
  })
  afterAll(async () => {
    await database?.dispose()
  })
  const ready = () => {
    if (!database || !app) throw new Error('the test backend starts in beforeAll')
    return { app, db: database.db }
  }
  return {
    get app() {
      return ready().app
    },
    get db() {
      return ready().db
    },
    request: (method, path, body) => request(ready().app, method, path, body),
    signedIn: (email) => signedInUser(ready().app, ready().db, email),
  }
}

/**
 * A test backend that keeps what the app logs in `failures`: the tests expect it to stay empty (nothing failed
 * unexpectedly). `seed` writes rows before the app starts.
 */
export function watchedBackend(seed?: (db: Database) => Promise<unknown>): {
  backend: TestBackend
  failures: string[]
} {
  const failures: string[] = []
  const backend = testBackend({ seed, log: (message) => failures.push(message) })
  return { backend, failures }
}

/** A seed of the demo catalogue with this many products, dated so that every run gets the same rows. */
export const demoCatalogue = (products: number) => (db: Database) =>
  seedDemoCatalogue(db, { products, anchorDate: '2026-11-01' })

// ---- Requests ----

/** A request to the app by path; a JSON body is sent as JSON. */
export function request(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.fetch(
      new Request(`http://backend.test${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    ),
  )
}

export interface CallOptions {
  body?: unknown
  query?: Record<string, string>
  params?: Record<string, string | number>
  token?: string | null
  ip?: string | null
}

/** Requests by contract call: its method and path, the query, the bearer token and the client's IP. */
export function caller(app: Hono) {
  return (call: CallDefinition, options: CallOptions = {}) => {
    const url = new URL(buildPath(call.path, options.params), 'http://backend.test')
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.ip) headers['X-Real-IP'] = options.ip
    let body: string | undefined
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    return app.fetch(new Request(url, { method: call.method, headers, body }))
  }
}

// ---- Signed-in users ----

export interface Caller {
  id: number
  /** Sends a request with this user's token; a JSON body is sent as JSON. */
  call(method: string, path: string, body?: unknown): Promise<Response>
}

const PASSWORD = 'пароль для тестов'

/** A user row with a password, signed in through the real sign-in call. */
export async function signedInUser(app: Hono, db: Database, email: string): Promise<Caller> {
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id })
  if (!row) throw new Error('no user row')
  const response = await request(app, 'POST', signInCall.path, { email, password: PASSWORD })
  expect(response.status, await response.clone().text()).toBe(200)
  const token = signInCall.response.parse(await response.json()).access_token
  return {
    id: row.id,
    call: (method, path, body) => request(app, method, path, body, { Authorization: `Bearer ${token}` }),
  }
}

/**
 * The access token of a user made the way the operator's administrator is (ensureAdministrator, as ADMIN_EMAIL does)
 * and then given `roleId`: how the tests of administrators' and sellers' lists get their callers.
 */
export async function accessTokenOf(
  db: Database,
  user: { email: string; password: string; roleId: number },
): Promise<string> {
  const auth = createAuthService(db)
  await auth.ensureAdministrator(user.email, user.password)
  await db.update(users).set({ roleId: user.roleId }).where(eq(users.email, user.email))
  return (await auth.signIn(user.email, user.password)).access_token
}

// ---- Requisites ----

/**
 * Checksum-valid requisites from the domain reference: Sberbank's INN, OGRN and KPP; the settlement account and the
 * correspondent account of BIK 044030827 (reference §2).
 */
export const company = {
  campaign_name: 'ООО «Клиника»',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  addr_jur: 'г Москва, ул Вавилова, д 19',
  bank_bik: '044030827',
  bank_account: '40702810900000002851',
  bank_name: 'Банк',
  bank_corr_account: '30101810200000000827',
  director_fio: 'Иванова Анна Сергеевна',
  director_phone: '+79161234567',
  director_email: 'director@clinic.test',
}

// ---- Answers ----

/** A 200 answer's body. */
export async function ok(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

/** A refusal with this status, in the contract's error shape. */
export async function refused(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status)
  return errorResponseSchema.parse(await response.json())
}

// ---- Phones, IPs and SMS codes ----

let phones = 0
let ips = 0
/** A phone nobody in this test file has used. */
export const freshPhone = () => `+7916${String(++phones).padStart(7, '0')}`
/** An IP nobody in this test file has used. */
export const freshIp = () => `198.51.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`

/** The code in the newest message the outbox holds for the phone. */
export async function lastCodeSentTo(db: Database, phone: string): Promise<string> {
  const [row] = await db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1)
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** Another six digits than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/**
 * What a refusal of a hostile request must look like to its caller: JSON whose `error` is a text, and, for the statuses
 * that judge fields (400; the order calls' 422 too), at least one field named. Read as plain JSON: a field named
 * `__proto__` would vanish when copied into a parsed record.
 */
export function expectNamedRefusal(status: number, text: string, label: string, naming: readonly number[] = [400]) {
  if (status < 400) return
  const answer = JSON.parse(text) as { error: unknown; fields?: object }
  expect(typeof answer.error, label).toBe('string')
  if (naming.includes(status)) expect(Object.keys(answer.fields ?? {}).length, label).toBeGreaterThan(0)
}
