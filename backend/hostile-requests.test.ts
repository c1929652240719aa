/**
 * Hostile requests to EVERY route the app registers (enumerated from the app itself, checked against the contract's
 * calls), as a guest and with a signed-in user's token where the route needs one (an administrator's for /api/admin):
 *
 * - every path parameter filled with NUL (raw and as `%00`), numbers beyond every id, negative and non-numeric
 *   values, broken percent-encodings and seeded random text;
 * - every query field of a call given numbers beyond every bound (`1e20`, `99999999999999999999`, `NaN`,
 *   `Infinity`…), NUL and seeded random text;
 * - every body field (nested ones too) given the same as JSON numbers, JSON strings, number spellings JavaScript
 *   cannot hold, and as a form field; whole seeded random bodies; bodies that are not JSON or not the kind their type
 *   says (text, XML, a form as JSON, JSON as a form, multipart without a boundary or cut short, empty JSON, bytes
 *   that are not UTF-8).
 *
 * Every answer is a 2xx or a 4xx with a Russian `error` (a 400 names a field), never a 5xx, and the app logs nothing
 * (it logs what failed unexpectedly). Each value sits beside a body the call takes, where there is one, so that it
 * reaches the code behind the schema.
 *
 * Seeded and replayable: a failure's label names the run's seed (`HOSTILE_SEED=<n>` sends other random values) and the
 * random value's own seed (`hostileValue(seed)`, `hostileBody(seed)`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from '#backend/app.ts'
import { roles, users } from '#backend/db/schema.ts'
import { contractCalls, contractModules, routeKey } from '#backend/lib/contract-calls.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { orderPassportPath } from '#backend/modules/orders/orders.routes.ts'
import { outboxSmsProvider } from '#backend/modules/sms/sms.provider.ts'
import { addAddressCall, updateAddressCall } from '#contract/addresses.ts'
import {
  getMerchantSmsRegCodeCall,
  listSmsOutboxCall,
  sendSmsCodeCall,
  signInBySmsCall,
  signInCall,
  signOutCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import type { CallDefinition } from '#contract/call.ts'
import {
  addItemsToCartCall,
  addToCartCall,
  changeCartQuantityCall,
  listCartByIdsCall,
  listCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import { getBankByBicCall } from '#contract/lookups.ts'
import {
  addAppealCall,
  addPriceRequestCall,
  addProductQuestionCall,
  listAppealsCall,
  listPriceRequestsCall,
  listProductQuestionsCall,
} from '#contract/messages.ts'
import { updateNotificationsCall } from '#contract/notifications.ts'
import { billDownloadPath, cancelOrderCall, changeOrderStatusCall } from '#contract/orders.ts'
import { completeSandboxPaymentCall, createPaymentCall } from '#contract/payments.ts'
import {
  getDeliveryForMasterProductCall,
  getMasterProductBySlugCall,
  getProductsByIdsCall,
  getProductsCall,
} from '#contract/products.ts'
import { updateRequisitesCall } from '#contract/requisites.ts'
import { startCall } from '#contract/start.ts'
import { changePasswordCall, updateProfileCall } from '#contract/users.ts'
import { company, freshIp, freshPhone } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import {
  asSegment,
  HOSTILE_SEED,
  hostileBody,
  hostileRawBodies,
  hostileSeeds,
  hostileSegments,
  hostileValue,
  hugeNumberSpellings,
  hugeNumbers,
  hugeNumberTexts,
  nulTexts,
  objectOf,
  showValue,
} from '#tests/support/hostile-values.ts'

/** Random values per route and field beside the fixed ones: enough to find things, few enough for 2 cores. */
const RANDOM_SEGMENTS = 2
const RANDOM_QUERY_TEXTS = 2
const RANDOM_BODIES = 3

let database: TestDatabase
let app: Hono
/** What the app logged: it logs what failed unexpectedly, so this stays empty. */
const failures: string[] = []

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 12 })
  app = createApp({
    db: database.db,
    log: (message, error) => failures.push(`${message} ${error instanceof Error ? error.stack : String(error ?? '')}`),
    // The outbox provider writes a line per message it "sends": expected, so not a failure.
    sms: outboxSmsProvider(database.db, { log: () => {} }),
  })
})
afterAll(() => database?.dispose())
// What an earlier test left in the log was reported by that test.
beforeEach(() => {
  failures.splice(0)
})

// ---------------------------------------------------------------------------------------------------------------
// Callers: a new account whenever a request ended the last one's token (sign-out, a changed password)

type Role = 'buyer' | 'admin'
const PASSWORD = 'пароль для тестов'
let accounts = 0
const tokens: Partial<Record<Role, string>> = {}

async function newToken(role: Role): Promise<string> {
  const email = `hostile-requests-${++accounts}@clinic.test`
  await database.db
    .insert(users)
    .values({ email, roleId: role === 'admin' ? roles.admin : roles.buyer, passwordHash: await hashPassword(PASSWORD) })
  const response = await app.fetch(
    new Request(`http://backend.test${signInCall.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Real-IP': freshIp() },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  )
  expect(response.status, await response.clone().text()).toBe(200)
  const token = signInCall.response.parse(await response.json()).access_token
  tokens[role] = token
  return token
}
const tokenOf = async (role: Role) => tokens[role] ?? newToken(role)

// ---------------------------------------------------------------------------------------------------------------
// The routes: every one the app registers, with its contract call where it has one

interface Route {
  method: string
  path: string
  call?: CallDefinition
  /** Who may call it: anyone, a signed-in user, an administrator. */
  caller: 'guest' | Role
}

/** Routes that are no contract call: pictures, the health check, the buyer's documents. */
const OWN_ROUTES: Record<string, 'guest' | Role> = {
  'GET /api/healthz': 'guest',
  'GET /api/media/products/:file': 'guest',
  'GET /api/media/brands/:file': 'guest',
  'GET /api/media/merchants/:file': 'guest',
  'GET /api/media/users/:file': 'guest',
  [routeKey('GET', billDownloadPath)]: 'buyer',
  [routeKey('GET', orderPassportPath)]: 'buyer',
}

function appRoutes(): Route[] {
  const calls = new Map(contractCalls.map((call) => [routeKey(call.method, call.path), call]))
  const routes = new Map<string, Route>()
  for (const { method, path } of app.routes) {
    // A route's middlewares (guards, limits) are registered as ALL beside it.
    if (method === 'ALL') continue
    const key = routeKey(method, path)
    const call = calls.get(key)
    const caller = call
      ? call.auth
        ? path.startsWith('/api/admin/')
          ? 'admin'
          : 'buyer'
        : 'guest'
      : (OWN_ROUTES[key] ?? 'guest')
    routes.set(key, { method, path, call, caller })
  }
  return [...routes.values()]
}

const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string)
const fillPath = (path: string, segment: string) => path.replace(/:([A-Za-z_]+)/g, segment)

// ---------------------------------------------------------------------------------------------------------------
// The fields of a schema: the keys of its object, and one level of nested objects (`user.fio`, `carts.0.merchant_id`)

function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null {
  let current: z.ZodTypeAny = schema
  for (let depth = 0; depth < 12; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodTypeAny>
    if (current instanceof z.ZodEffects) current = current.innerType()
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap()
    else if (current instanceof z.ZodDefault) current = current.removeDefault()
    else if (current instanceof z.ZodPipeline) current = current._def.in
    else if (current instanceof z.ZodArray) return null
    else return null
  }
  return null
}

function elementShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null {
  let current: z.ZodTypeAny = schema
  for (let depth = 0; depth < 12; depth++) {
    if (current instanceof z.ZodArray) return objectShape(current.element)
    if (current instanceof z.ZodEffects) current = current.innerType()
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap()
    else if (current instanceof z.ZodDefault) current = current.removeDefault()
    else return null
  }
  return null
}

function fieldPaths(schema: z.ZodTypeAny): string[] {
  const shape = objectShape(schema)
  if (!shape) return []
  return Object.entries(shape).flatMap(([key, inner]) => {
    const nested = objectShape(inner)
    const items = elementShape(inner)
    return [
      key,
      ...Object.keys(nested ?? {}).map((sub) => `${key}.${sub}`),
      ...Object.keys(items ?? {}).map((sub) => `${key}.0.${sub}`),
    ]
  })
}

/** A copy of `base` with `value` at a dotted path, making what lies between; keys such as `__proto__` are own keys. */
function withValue(base: Record<string, unknown> | undefined, path: string, value: unknown): Record<string, unknown> {
  const root = structuredClone(base ?? {}) as Record<string, unknown>
  const keys = path.split('.')
  let target: Record<string, unknown> = root
  keys.slice(0, -1).forEach((key, i) => {
    const next = target[key]
    if (next === null || typeof next !== 'object') {
      const made = /^\d+$/.test(keys[i + 1] ?? '') ? [{}] : {}
      Object.defineProperty(target, key, { value: made, enumerable: true, configurable: true, writable: true })
    }
    target = target[key] as Record<string, unknown>
  })
  Object.defineProperty(target, keys.at(-1) as string, { value, enumerable: true, configurable: true, writable: true })
  return root
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies each call takes, so that a hostile value in one field meets valid ones in the others (checked below)

const anna = { name: 'Анна', phone: '+79161234567' }
const bases: ReadonlyMap<CallDefinition, () => Record<string, unknown> | undefined> = new Map<
  CallDefinition,
  () => Record<string, unknown> | undefined
>([
  [startCall, () => ({})],
  [getProductsCall, () => ({})],
  [getProductsByIdsCall, () => ({ ids: [1, 2] })],
  [listCartByIdsCall, () => ({ data: [{ product_id: 1, quantity: 1 }], merchants: true })],
  [listCartCall, () => ({ merchants: true })],
  [addToCartCall, () => ({ product_id: 1, quantity: 1 })],
  [addItemsToCartCall, () => ({ items: [{ product_id: 1, quantity: 1 }] })],
  [removeFromCartCall, () => ({ product_id: 1 })],
  [changeCartQuantityCall, () => ({ product_id: 1, quantity: 2 })],
  [
    getCalculationForMerchantCall,
    () => ({ carts: [{ merchant_id: 1, products: [{ product_id: 1, quantity: 1 }] }], city: 'Москва' }),
  ],
  [getBankByBicCall, () => ({ bic: '044525225' })],
  [addAppealCall, () => ({ ...anna, message: 'Здравствуйте' })],
  [addPriceRequestCall, () => ({ ...anna, quantity: 1, master_product_id: 1, merchant_id: 1 })],
  [addProductQuestionCall, () => ({ ...anna, product: { id: 1, page: '/product/x', quantity: 1 } })],
  [updateNotificationsCall, () => ({ order_statuses_subscribes: ['created'] })],
  [cancelOrderCall, () => ({ reason: 'other', comment: 'ок' })],
  [changeOrderStatusCall, () => ({ status_id: 'in_work', comment: 'ок' })],
  [createPaymentCall, () => ({ order_ids: [1] })],
  [completeSandboxPaymentCall, () => ({ outcome: 'pay' })],
  [addAddressCall, () => ({ city_full: 'г Москва', street: 'ул Ленина', house: '1' })],
  [updateAddressCall, () => ({ city_full: 'г Москва', street: 'ул Ленина', house: '1' })],
  [updateRequisitesCall, () => ({ ...company })],
  [signInCall, () => ({ email: 'hostile-requests-1@clinic.test', password: 'не тот пароль' })],
  [sendSmsCodeCall, () => ({ phone: freshPhone() })],
  [signInBySmsCall, () => ({ phone: freshPhone(), code_notification: '123456', personal_data_consent: true })],
  [getMerchantSmsRegCodeCall, () => ({ company: 'ООО «Вектор»', email: 'seller@vector.test', phone: freshPhone() })],
  [
    signUpMerchantCall,
    () => ({
      company: 'ООО «Вектор»',
      email: 'seller@vector.test',
      phone: freshPhone(),
      code_notification: '123456',
      personal_data_consent: true,
    }),
  ],
  [updateProfileCall, () => ({ name: 'Анна' })],
  // A wrong old password: the walk must never change the account's password (that signs its other tokens out).
  [changePasswordCall, () => ({ password_old: 'не тот пароль', password: 'новый пароль' })],
])

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging

interface Probe {
  method: string
  path: string
  caller: 'guest' | Role
  contentType?: string | null
  body?: string | Uint8Array<ArrayBuffer>
  label: string
}

let sent = 0

async function send(probe: Probe, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'X-Real-IP': freshIp() })
  if (probe.contentType) headers.set('Content-Type', probe.contentType)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  sent++
  return app.fetch(
    new Request(`http://backend.test${probe.path}`, {
      method: probe.method,
      headers,
      body: probe.method === 'GET' ? undefined : probe.body,
    }),
  )
}

/**
 * Sends the probe and judges the answer: a 2xx, or a 4xx whose `error` is Russian (a 400 names a field), never a
 * 5xx, nothing logged. Answers what is wrong with it (nothing: an empty list), so that one run reports every route
 * that fails. A signed-in probe whose token a request before had ended is sent again with a new one.
 */
async function probe(p: Probe): Promise<string[]> {
  const role = p.caller === 'guest' ? null : p.caller
  let response = await send(p, role ? await tokenOf(role) : null)
  if (role && response.status === 401) response = await send(p, await newToken(role))
  // A sign-out that went through ends the token: the next probe gets a new one.
  if (role && p.path === signOutCall.path && response.status < 300) delete tokens[role]
  const text = await response.text()
  const where = `[seed ${HOSTILE_SEED}] ${p.caller} ${p.method} ${p.path.slice(0, 120)} ${p.label} → ${response.status} ${text.slice(0, 200)}`
  const problems: string[] = []
  // Emptied each time, so that a failure is reported once, by the request that caused it.
  const logged = failures.splice(0)
  if (logged.length > 0)
    problems.push(`${where}\n    logged: ${logged.map((line) => line.slice(0, 300)).join('\n    ')}`)
  if (response.status < 200 || (response.status >= 300 && response.status < 400) || response.status >= 500) {
    problems.push(where)
  } else if (response.status >= 400) {
    let answer: { error?: unknown; fields?: object } = {}
    try {
      answer = JSON.parse(text)
    } catch {}
    if (typeof answer.error !== 'string' || !/[А-Яа-яЁё]/.test(answer.error))
      problems.push(`${where} (no Russian error)`)
    if (response.status === 400 && Object.keys(answer.fields ?? {}).length === 0) problems.push(`${where} (no field)`)
  }
  return problems
}

const json = (value: unknown) => JSON.stringify(value)
/** A JSON text of the body with the number spelled as given where the field's value is (JSON.stringify cannot). */
function spelled(base: Record<string, unknown> | undefined, field: string, spelling: string): string {
  const marker = '\u0001number-spelling'
  return json(withValue(base, field, marker)).replace(json(marker), spelling)
}
const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

// ---------------------------------------------------------------------------------------------------------------
// What a route is sent

function pathProbes(route: Route): Probe[] {
  if (paramsOf(route.path).length === 0) return []
  const random = hostileSeeds(`${route.method} ${route.path} params`, RANDOM_SEGMENTS).flatMap((seed) => {
    const segment = asSegment(textOf(hostileValue(seed)))
    return segment ? [{ segment, label: `param seed=${seed}` }] : []
  })
  const body = route.method === 'GET' ? undefined : json(route.call ? (bases.get(route.call)?.() ?? {}) : {})
  return [...hostileSegments.map((segment) => ({ segment, label: `param=${showValue(segment)}` })), ...random].map(
    ({ segment, label }) => ({
      method: route.method,
      path: fillPath(route.path, segment),
      caller: route.caller,
      contentType: body === undefined ? null : 'application/json',
      body,
      label,
    }),
  )
}

/** The path of a route with its parameters filled with plain ids (the probes of the query and body need one). */
const plainPath = (route: Route) => fillPath(route.path, '1')

function queryProbes(route: Route): Probe[] {
  const schema = route.call?.query
  const fields = schema && !(schema instanceof z.ZodUndefined) ? fieldPaths(schema) : []
  // An unknown field too, for every route: a call without a query must not trip over one.
  const names = [...fields, 'x\u0000', '__proto__']
  return names.flatMap((name) => {
    const random = hostileSeeds(`${route.method} ${route.path} ?${name}`, RANDOM_QUERY_TEXTS).map((seed) => ({
      text: textOf(hostileValue(seed)),
      label: `seed=${seed}`,
    }))
    const texts = [...hugeNumberTexts, ...nulTexts].map((text) => ({ text, label: showValue(text) }))
    // Unknown fields get a few values; the call's own get them all.
    const values = fields.includes(name) ? [...texts, ...random] : texts.slice(0, 3)
    return values.flatMap(({ text, label }) => {
      let query: string
      try {
        query = new URLSearchParams([[name, text]]).toString()
      } catch {
        return []
      }
      const body = route.method === 'GET' ? undefined : json(route.call ? (bases.get(route.call)?.() ?? {}) : {})
      return [
        {
          method: route.method,
          path: `${plainPath(route)}?${query}`,
          caller: route.caller,
          contentType: body === undefined ? null : 'application/json',
          body,
          label: `?${showValue(name)}=${label}`,
        },
      ]
    })
  })
}

/**
 * What every body field is given: numbers beyond every bound as JSON numbers (in a list too), as text, and NUL. A
 * subset of the lists, so that the walk stays fast: the lists' other values go to the query fields.
 */
const bodyValues: readonly unknown[] = [
  ...hugeNumbers.filter((n) => [1e20, -1e20, 2 ** 31, 1e300].includes(n)),
  [1e20],
  ...hugeNumberTexts.filter((text) => ['99999999999999999999', 'NaN', 'Infinity'].includes(text)),
  ...nulTexts.filter((text) => ['a\u0000b', '%00'].includes(text)),
]
/** Numbers only a JSON text can spell, beyond what a double holds. */
const bodySpellings = hugeNumberSpellings.filter((spelling) =>
  ['1e999', '123456789012345678901234567890'].includes(spelling),
)

function bodyProbes(route: Route): Probe[] {
  if (route.method === 'GET') return []
  const base = route.call ? bases.get(route.call)?.() : undefined
  const path = plainPath(route)
  const probes: Probe[] = []
  const add = (contentType: string | null, body: string | Uint8Array<ArrayBuffer>, label: string) =>
    probes.push({ method: route.method, path, caller: route.caller, contentType, body, label })

  for (const [label, contentType, body] of hostileRawBodies(base ?? { a: 1 })) add(contentType, body, label)

  const schema = route.call?.body
  const fields = schema ? fieldPaths(schema) : []
  for (const field of [...fields, '__proto__', 'x\u0000']) {
    for (const value of bodyValues) {
      add('application/json', json(withValue(base, field, value)), `${field}=${showValue(value)}`)
    }
    for (const spelling of bodySpellings) {
      add('application/json', spelled(base, field, spelling), `${field}=${spelling} (as spelled)`)
    }
    if (!field.includes('.')) {
      for (const text of ['1e20', 'a\u0000b']) {
        const form = new URLSearchParams(
          Object.entries(base ?? {}).flatMap(([key, value]) =>
            typeof value === 'object' && value !== null ? [] : [[key, String(value)]],
          ),
        )
        form.set(field, text)
        add('application/x-www-form-urlencoded', form.toString(), `form ${field}=${showValue(text)}`)
      }
    }
  }
  for (const seed of hostileSeeds(`${route.method} ${route.path} body`, RANDOM_BODIES)) {
    const body = hostileBody(seed)
    add('application/json', json(body), `body seed=${seed} ${showValue(body)}`)
    if (base && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      add(
        'application/json',
        json(objectOf([...Object.entries(base), ...Object.entries(body)])),
        `base + body seed=${seed}`,
      )
    }
  }
  return probes
}

// ---------------------------------------------------------------------------------------------------------------

describe('the walk covers every route', () => {
  it('every contract module is read, every call is a route of the app, every route is a call or known', () => {
    const files = readdirSync(new URL('../contract/', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
    // call.ts defines calls, index.ts re-exports; the rest hold calls or rules and are all read.
    const read = new Set([...Object.keys(contractModules), 'call', 'index'])
    const unread = files.filter((file) => !read.has(file))
    // Modules of rules only (no defineCall) need not be read.
    const defining = unread.filter((file) =>
      /defineCall\(/.test(readFileSync(new URL(`../contract/${file}.ts`, import.meta.url), 'utf8')),
    )
    expect(defining).toEqual([])
    const routes = appRoutes()
    const keys = new Set(routes.map((route) => routeKey(route.method, route.path)))
    for (const call of contractCalls) expect(keys.has(routeKey(call.method, call.path)), call.name).toBe(true)
    for (const route of routes) {
      expect(route.call !== undefined || routeKey(route.method, route.path) in OWN_ROUTES, route.path).toBe(true)
    }
  })

  it('every base body is one its call takes', () => {
    for (const [call, base] of bases) {
      const parsed = call.body.safeParse(base())
      expect(parsed.success, `${call.path}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`).toBe(true)
    }
  })
})

describe('the holes found by probing', () => {
  it('prices beyond any money in the listing are refused, naming the field', async () => {
    for (const field of ['price_from', 'price_to']) {
      for (const value of [1e20, 1e300, 2 ** 63, 1e15]) {
        const label = `${field}=${value}`
        const response = await send(
          {
            method: 'POST',
            path: getProductsCall.path,
            caller: 'guest',
            contentType: 'application/json',
            body: json({ [field]: value }),
            label,
          },
          null,
        )
        const text = await response.text()
        expect(response.status, `${label} → ${text}`).toBe(400)
        expect(Object.keys(JSON.parse(text).fields ?? {}), label).toContain(field)
      }
    }
    expect(failures.splice(0)).toEqual([])
  })

  it('ids beyond any row name nothing: a seller filter matches no product, cards by id leave them out', async () => {
    const post = async (path: string, body: unknown) => {
      const response = await send(
        { method: 'POST', path, caller: 'guest', contentType: 'application/json', body: json(body), label: '' },
        null,
      )
      expect(response.status, `${path} ${json(body)}`).toBe(200)
      return response.json()
    }
    const total = async (merchants: number[]) =>
      (await post(getProductsCall.path, { merchants })).pagination.total as number
    expect(await total([2 ** 31, 1e20])).toBe(0)
    expect(await total([1, 2 ** 31])).toBe(await total([1]))
    const cards = await post(getProductsByIdsCall.path, { ids: [1, 1e20, 2 ** 31] })
    expect(cards.products.map((card: { id: number }) => card.id)).toEqual([1])
    // A product id in a query beyond any row: refused, naming it.
    const delivery = await send(
      {
        method: 'GET',
        path: `${getDeliveryForMasterProductCall.path}?master_product_id=2147483648`,
        caller: 'guest',
        label: '',
      },
      null,
    )
    expect(delivery.status).toBe(400)
    expect(Object.keys((await delivery.json()).fields)).toEqual(['master_product_id'])
    expect(failures.splice(0)).toEqual([])
  })

  it('a NUL in a path parameter names nothing: 404, whatever the route', async () => {
    const routes = appRoutes().filter((route) => paramsOf(route.path).length > 0)
    expect(routes.length).toBeGreaterThanOrEqual(12)
    expect(routes.map((route) => route.path)).toContain(getMasterProductBySlugCall.path)
    for (const route of routes) {
      for (const segment of ['%00', '1%00', '%00.svg', 'a%00b']) {
        const path = fillPath(route.path, segment)
        const body = route.method === 'GET' ? undefined : json(route.call ? (bases.get(route.call)?.() ?? {}) : {})
        const role = route.caller === 'guest' ? null : route.caller
        const response = await send(
          { method: route.method, path, caller: route.caller, contentType: 'application/json', body, label: segment },
          role ? await tokenOf(role) : null,
        )
        const text = await response.text()
        expect(response.status, `${route.method} ${path} → ${text}`).toBe(404)
        expect(JSON.parse(text).error).toMatch(/[А-Яа-я]/)
        expect(failures.splice(0), `${route.method} ${path}`).toEqual([])
      }
    }
  })

  it('pages beyond every row in the administrators’ lists are refused, naming the page', async () => {
    const token = await tokenOf('admin')
    for (const call of [listAppealsCall, listPriceRequestsCall, listProductQuestionsCall, listSmsOutboxCall]) {
      for (const page of ['99999999999', '99999999999999999999', '1e300', '2147483648']) {
        const path = `${call.path}?page=${page}`
        const response = await send({ method: 'GET', path, caller: 'admin', label: page }, token)
        const text = await response.text()
        expect(response.status, `${path} → ${text}`).toBe(400)
        expect(Object.keys(JSON.parse(text).fields ?? {}), path).toEqual(['page'])
      }
    }
    expect(failures.splice(0)).toEqual([])
  })

  it('a body that is not what the call reads is refused: 415 for another type, 400 naming the body otherwise', async () => {
    const calls = [getProductsCall, signInCall, addAppealCall, addToCartCall, addAddressCall, updateRequisitesCall]
    const types = new Map<string, number>()
    for (const call of calls) {
      const role = call.auth ? 'buyer' : null
      for (const [label, contentType, body] of hostileRawBodies(bases.get(call)?.() ?? { a: 1 })) {
        // Its bytes are the JSON of a body the call takes: the charset named is not what is read.
        if (label === 'JSON in UTF-16') continue
        const p = { method: call.method, path: call.path, caller: role ?? 'guest', contentType, body, label } as const
        const response = await send(p, role ? await tokenOf(role) : null)
        const text = await response.text()
        const where = `${call.path} ${label} → ${response.status} ${text}`
        expect([400, 415], where).toContain(response.status)
        const answer = JSON.parse(text) as { error: string; fields?: Record<string, string[]> }
        expect(answer.error, where).toMatch(/[А-Яа-я]/)
        expect(Object.keys(answer.fields ?? {}).length, where).toBeGreaterThan(0)
        expect(failures.splice(0), where).toEqual([])
        types.set(label, response.status)
      }
    }
    expect(Object.fromEntries(types)).toMatchObject({
      text: 415,
      XML: 415,
      binary: 415,
      'JSON as a form': 400,
      'a form as JSON': 400,
      'multipart without a boundary': 400,
      'multipart, cut short': 400,
      'JSON with bytes that are not UTF-8': 400,
      'a form with bytes that are not UTF-8': 400,
    })
  })
})

describe('every route, seeded', () => {
  it('answers hostile path parameters, query fields and bodies with a 2xx or a 4xx, logging nothing', {
    timeout: 300_000,
  }, async () => {
    const routes = appRoutes()
    const problems: string[] = []
    const started = Date.now()
    for (const route of routes) {
      const probes = [...pathProbes(route), ...queryProbes(route), ...bodyProbes(route)]
      for (const p of probes) problems.push(...(await probe(p)))
      // A guest at a signed-in route: refused before anything is read, a few of the same probes.
      if (route.caller !== 'guest') {
        for (const p of probes.filter((_, i) => i % 25 === 0))
          problems.push(...(await probe({ ...p, caller: 'guest' })))
      }
    }
    console.log(
      `${sent} requests to ${routes.length} routes, ${accounts} accounts, in ${Date.now() - started} ms (seed ${HOSTILE_SEED})`,
    )
    expect(problems.length, problems.slice(0, 60).join('\n')).toBe(0)
  })
})
