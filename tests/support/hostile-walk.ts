import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { z } from 'zod'
import { createApp } from '#backend/app.ts'
import { roles, users } from '#backend/db/schema.ts'
import { contractCalls, routeKey } from '#backend/lib/contract-calls.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { orderPassportPath } from '#backend/modules/orders/orders.routes.ts'
import { outboxSmsProvider } from '#backend/modules/sms/outbox-sms.ts'
import { addAddressCall, updateAddressCall } from '#contract/addresses.ts'
import { blockUserCall, replyToMessageCall, setMessageStatusCall } from '#contract/admin.ts'
import {
  getMerchantSmsRegCodeCall,
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
import { addAppealCall, addPriceRequestCall, addProductQuestionCall } from '#contract/messages.ts'
import { updateNotificationsCall } from '#contract/notifications.ts'
import { billDownloadPath, cancelOrderCall, changeOrderStatusCall } from '#contract/orders.ts'
import { completeSandboxPaymentCall, createPaymentCall } from '#contract/payments.ts'
import { getProductsByIdsCall, getProductsCall } from '#contract/products.ts'
import { updateRequisitesCall } from '#contract/requisites.ts'
import { sellerBillDownloadPath } from '#contract/seller-orders.ts'
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
export const RANDOM_SEGMENTS = 2
export const RANDOM_QUERY_TEXTS = 2
export const RANDOM_BODIES = 3

export let database: TestDatabase
export let app: Hono
/** What the app logged: it logs what failed unexpectedly, so this stays empty. */
export const failures: string[] = []

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

export type Role = 'buyer' | 'admin'
export const PASSWORD = 'пароль для тестов'
export let accounts = 0
export const tokens: Partial<Record<Role, string>> = {}

export async function newToken(role: Role): Promise<string> {
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
export const tokenOf = async (role: Role) => tokens[role] ?? newToken(role)

// ---------------------------------------------------------------------------------------------------------------
// The routes: every one the app registers, with its contract call where it has one

export interface Route {
  method: string
  path: string
  call?: CallDefinition
  /** Who may call it: anyone, a signed-in user, an administrator. */
  caller: 'guest' | Role
}

/** Routes that are no contract call: pictures, products' files, the health check, the buyer's documents. */
export const OWN_ROUTES: Record<string, 'guest' | Role> = {
  'GET /api/healthz': 'guest',
  'GET /api/media/products/:file': 'guest',
  'GET /api/media/brands/:file': 'guest',
  'GET /api/media/merchants/:file': 'guest',
  'GET /api/media/users/:file': 'guest',
  'GET /api/media/pictures/:file': 'guest',
  'GET /api/media/licences/:file': 'guest',
  'GET /api/media/videos/:file': 'guest',
  [routeKey('GET', billDownloadPath)]: 'buyer',
  [routeKey('GET', orderPassportPath)]: 'buyer',
  [routeKey('GET', sellerBillDownloadPath)]: 'buyer',
}

export function appRoutes(): Route[] {
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

export const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string)
export const fillPath = (path: string, segment: string) => path.replace(/:([A-Za-z_]+)/g, segment)

// ---------------------------------------------------------------------------------------------------------------
// The fields of a schema: the keys of its object, and one level of nested objects (`user.fio`, `carts.0.merchant_id`)

export function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null {
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

export function elementShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null {
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

export function fieldPaths(schema: z.ZodTypeAny): string[] {
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
export function withValue(
  base: Record<string, unknown> | undefined,
  path: string,
  value: unknown,
): Record<string, unknown> {
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

export const anna = { name: 'Анна', phone: '+79161234567' }
export const bases: ReadonlyMap<CallDefinition, () => Record<string, unknown> | undefined> = new Map<
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
  [setMessageStatusCall, () => ({ status: 'in_work' })],
  [replyToMessageCall, () => ({ text: 'Здравствуйте' })],
  [blockUserCall, () => ({ reason: 'Проверка' })],
])

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging

export interface Probe {
  method: string
  path: string
  caller: 'guest' | Role
  contentType?: string | null
  body?: string | Uint8Array<ArrayBuffer>
  label: string
}

export let sent = 0

export async function send(probe: Probe, token: string | null): Promise<Response> {
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
export async function probe(p: Probe): Promise<string[]> {
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

export const json = (value: unknown) => JSON.stringify(value)
/** A JSON text of the body with the number spelled as given where the field's value is (JSON.stringify cannot). */
export function spelled(base: Record<string, unknown> | undefined, field: string, spelling: string): string {
  const marker = '\u0001number-spelling'
  return json(withValue(base, field, marker)).replace(json(marker), spelling)
}
export const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

// ---------------------------------------------------------------------------------------------------------------
// What a route is sent

export function pathProbes(route: Route): Probe[] {
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
export const plainPath = (route: Route) => fillPath(route.path, '1')

export function queryProbes(route: Route): Probe[] {
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
export const bodyValues: readonly unknown[] = [
  ...hugeNumbers.filter((n) => [1e20, -1e20, 2 ** 31, 1e300].includes(n)),
  [1e20],
  ...hugeNumberTexts.filter((text) => ['99999999999999999999', 'NaN', 'Infinity'].includes(text)),
  ...nulTexts.filter((text) => ['a\u0000b', '%00'].includes(text)),
]
/** Numbers only a JSON text can spell, beyond what a double holds. */
export const bodySpellings = hugeNumberSpellings.filter((spelling) =>
  ['1e999', '123456789012345678901234567890'].includes(spelling),
)

export function bodyProbes(route: Route): Probe[] {
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
