/**
 * Hostile and malformed values sent to every cart call (tests/support/hostile-values.ts): every field, unknown fields,
 * random bodies, bodies that are not JSON. A call never answers 500, a 400 names the field, and a refused call
 * writes nothing — neither to the caller's cart nor to anybody else's.
 */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import { users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'
import {
  addItemsToCartCall,
  addToCartCall,
  changeCartQuantityCall,
  listCartByIdsCall,
  listCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'
import { demoCatalogue, expectNamedRefusal, request, watchedBackend } from '#tests/support/api.ts'
import { HOSTILE_SEED, hostileBody, hostileSeeds, valuesFor } from '#tests/support/hostile-values.ts'

const { backend, failures } = watchedBackend(demoCatalogue(30))

interface Account {
  id: number
  token: string
}
let user: Account
let neighbour: Account
let offerId: number

/** Random values per field beside the fixed ones; the label names each one's seed. */
const RANDOM_PER_FIELD = 8
const RANDOM_BODIES = 40
const statusesAllowed = [200, 400, 404, 422]

/** A buyer signed in through the real sign-in call; its token is kept to send bodies that are not JSON too. */
async function account(email: string): Promise<Account> {
  const password = 'пароль для нападений'
  const [row] = await backend.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password) })
    .returning({ id: users.id })
  const response = await backend.request('POST', signInCall.path, { email, password })
  const signedIn = signInCall.response.parse(await response.json())
  if (!row) throw new Error('no user')
  return { id: row.id, token: signedIn.access_token }
}

/** A POST with the body as it is given (text) or as JSON, with the account's token or as a guest. */
function post(path: string, body: { json: unknown } | { raw: string }, who?: Account): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (who) headers.Authorization = `Bearer ${who.token}`
  if ('raw' in body) {
    return Promise.resolve(
      backend.app.fetch(new Request(`http://backend.test${path}`, { method: 'POST', headers, body: body.raw })),
    )
  }
  return request(backend.app, 'POST', path, body.json, headers)
}

beforeAll(async () => {
  user = await account('cart-hostile@clinic.test')
  neighbour = await account('cart-neighbour@clinic.test')
  const [offer] = rowsOf<{ id: number }>(
    await backend.db.execute(sql`
      select id from offers where price is not null and availability = 'in_stock' and min_order = 1
      order by id limit 1`),
  )
  if (!offer) throw new Error('no orderable offer')
  offerId = offer.id
  await restore()
})

const everyLine = async () =>
  rowsOf<{ user_id: number; offer_id: number; quantity: number; added_at: string }>(
    await backend.db.execute(sql`select user_id, offer_id, quantity, added_at::text from cart_items order by 1, 2`),
  )

/** Both carts hold a line, so that a change or a removal would show; put back after a call that was accepted. */
async function restore() {
  await backend.db.execute(sql`delete from cart_items`)
  await backend.db.execute(sql`insert into cart_items (user_id, offer_id, quantity, added_at) values
    (${user.id}, ${offerId}, 2, '2026-11-01T10:00:00Z'), (${neighbour.id}, ${offerId}, 3, '2026-11-01T10:00:00Z')`)
}

/** Sends the body; checks it is a 2xx or a 4xx with named fields, never a 500, and that a refusal wrote nothing. */
async function probe(send: () => Promise<Response>, label: string): Promise<number> {
  const before = await everyLine()
  const response = await send()
  const text = await response.text()
  label = `[seed ${HOSTILE_SEED}] ${label}`
  expect(statusesAllowed, `${label} → ${response.status} ${text.slice(0, 200)}`).toContain(response.status)
  if (response.status === 400) expectNamedRefusal(response.status, text, label)
  if (response.status >= 400) expect(await everyLine(), label).toEqual(before)
  if (response.status === 200) await restore()
  return response.status
}

interface Shape {
  path: string
  body: () => Record<string, unknown>
  fields: string[]
  guest?: boolean
}

const shapes: Shape[] = [
  { path: addToCartCall.path, body: () => ({ product_id: offerId, quantity: 1 }), fields: ['product_id', 'quantity'] },
  {
    path: addItemsToCartCall.path,
    body: () => ({ items: [{ product_id: offerId, quantity: 1 }] }),
    fields: ['items', 'items.0', 'items.0.product_id', 'items.0.quantity'],
  },
  { path: removeFromCartCall.path, body: () => ({ product_id: offerId }), fields: ['product_id'] },
  {
    path: changeCartQuantityCall.path,
    body: () => ({ product_id: offerId, quantity: 4 }),
    fields: ['product_id', 'quantity'],
  },
  { path: listCartCall.path, body: () => ({ merchants: true }), fields: ['merchants'] },
  {
    path: listCartByIdsCall.path,
    body: () => ({ data: [{ product_id: offerId, quantity: 1 }], merchants: true }),
    fields: ['data', 'data.0', 'data.0.product_id', 'data.0.quantity', 'merchants'],
    guest: true,
  },
]

/** The body with the value put at a dotted path (`items.0.quantity`), as its own property even for `__proto__`. */
function withValue(body: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.') as [string, ...string[]]
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>
  const next = rest.length === 0 ? value : withValue(copy[head], rest.join('.'), value)
  Object.defineProperty(copy, head, { value: next, enumerable: true, configurable: true, writable: true })
  return copy
}

describe('hostile values to the cart calls', () => {
  for (const shape of shapes) {
    it(`${shape.path}: every field, unknown fields, random bodies, bodies that are not JSON`, async () => {
      const who = shape.guest ? undefined : user
      for (const field of [...shape.fields, 'user_id', '__proto__', 'constructor']) {
        for (const { value, label } of valuesFor(`cart.${shape.path}.${field}`, RANDOM_PER_FIELD)) {
          await probe(() => post(shape.path, { json: withValue(shape.body(), field, value) }, who), `${field}=${label}`)
        }
      }
      for (const seed of hostileSeeds(`cart.${shape.path}.body`, RANDOM_BODIES)) {
        await probe(() => post(shape.path, { json: hostileBody(seed) }, who), `body seed=${seed}`)
      }
      for (const raw of ['{', 'null', '[]', '"text"', '1e999', '{"product_id":1,"product_id":"x"}', 'product_id=1']) {
        await probe(() => post(shape.path, { raw }, who), `raw ${raw}`)
      }
      expect(failures).toEqual([])
    })
  }

  it('a guest’s call of the signed-in cart is 401 whatever the body, and writes nothing', async () => {
    for (const shape of shapes.filter((s) => !s.guest)) {
      for (const { value, label } of valuesFor(`cart.${shape.path}.guest`, 2)) {
        const before = await everyLine()
        const response = await post(shape.path, { json: value })
        expect(response.status, `${shape.path} ${label}`).toBe(401)
        expect(await everyLine()).toEqual(before)
      }
    }
  })

  it('left both carts as they were', async () => {
    const lines = (await everyLine()).map(({ user_id, offer_id, quantity }) => [user_id, offer_id, quantity])
    expect(lines).toEqual([
      [user.id, offerId, 2],
      [neighbour.id, offerId, 3],
    ])
    expect(failures).toEqual([])
  })
})
