/**
 * Hostile and malformed values sent to checkout and the order calls: long strings, wrong types, SQL and HTML, a NUL
 * character, unknown fields, ids beyond any integer. A call may accept a value that is only text (SQL in a comment is
 * a comment), but never answers 500, and a refused call writes nothing and leaves the cart as it was.
 */
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addresses,
  cartItems,
  checkouts,
  orderFiles,
  orderStatusHistory,
  orders,
  payments,
  requisites,
} from '#backend/db/schema.ts'
import { buildPath } from '#contract/call.ts'
import {
  addOrderCall,
  cancelOrderCall,
  changeOrderStatusCall,
  listOrdersOfUserCall,
  type OrderDraft,
  uploadPassportCall,
} from '#contract/orders.ts'
import { company, expectNamedRefusal } from '#tests/support/api.ts'
import {
  type Buyer,
  draftFor,
  makeSeller,
  placeOrders,
  putInCart,
  shopBackend,
  signedInBuyer,
} from '#tests/support/fixtures/order-fixtures.ts'
import { HOSTILE_SEED, hostileTexts, showValue, valuesFor } from '#tests/support/hostile-values.ts'
import { pngImage } from '#tests/support/images.ts'

const { backend, failures, shop } = shopBackend('hostile')
let buyer: Buyer
let seller: Buyer
let orderId: number
let passportId: string

/** Random values per field beside the fixed ones (tests/support/hostile-values.ts); the label names each one's seed. */
const RANDOM_PER_FIELD = 4

beforeAll(async () => {
  buyer = await signedInBuyer(backend.app, backend.db, 'hostile-buyer@clinic.test')
  seller = await signedInBuyer(backend.app, backend.db, 'hostile-seller@clinic.test')
  await makeSeller(backend.db, seller, shop.merchants.plain)
  const form = new FormData()
  form.set('file', new Blob([pngImage(2, 2)]), 'passport.png')
  const uploaded = await buyer.upload(uploadPassportCall.path, form)
  passportId = uploadPassportCall.response.parse(await uploaded.json()).file.id
  await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
  const placed = await placeOrders(buyer, draftFor([shop.merchants.plain]))
  orderId = placed.orders[0]?.id ?? 0
})

async function rowCounts() {
  const tables = [orders, orderStatusHistory, checkouts, payments, addresses, requisites, orderFiles, cartItems]
  return Promise.all(
    tables.map(async (table) => (await backend.db.select({ value: count() }).from(table as typeof orders))[0]?.value),
  )
}
const statusOfOrder = async () =>
  (await backend.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status

/** Sends the request; answers the status, having checked it is a 4xx with an error, or a 2xx, never a 500. */
async function probe(method: string, path: string, body: unknown, label: string, allowed = [200, 400, 404, 409, 422]) {
  const before = await rowCounts()
  const status = await statusOfOrder()
  const response = await buyerOrSeller(path).call(method, path, body)
  const text = await response.text()
  label = `[seed ${HOSTILE_SEED}] ${label}`
  expect(allowed, `${label} → ${response.status} ${text.slice(0, 300)}`).toContain(response.status)
  expectNamedRefusal(response.status, text, label, [400, 422])
  if (response.status >= 400) {
    expect(await rowCounts(), label).toEqual(before)
    expect(await statusOfOrder(), label).toBe(status)
  }
  return response.status
}
const buyerOrSeller = (path: string) => (path.includes('changeStatus') ? seller : buyer)

/** The draft with `value` at a dotted path (`user.fio`, `delivery.0.code`); a fresh key unless the key is probed. */
function draftWith(path: string, value: unknown): unknown {
  const draft: Record<string, unknown> = structuredClone(
    draftFor([shop.merchants.plain, shop.merchants.precursor], {
      passport_file_id: passportId,
      new_requisite: company,
    }) as unknown as Record<string, unknown>,
  )
  const keys = path.split('.')
  let target = draft as Record<string, unknown>
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>
  Object.defineProperty(target, keys.at(-1) as string, { value, enumerable: true, configurable: true, writable: true })
  return draft
}

const draftFields = [
  'idempotency_key',
  'user',
  'user.fio',
  'user.phone',
  'user.email',
  'user.comment',
  'user.extra',
  'recipient',
  'address_id',
  'new_address',
  'new_address.city_full',
  'new_address.kladr_id',
  'delivery',
  'delivery.0',
  'delivery.0.merchant_id',
  'delivery.0.code',
  'payment_type',
  'requisite_id',
  'new_requisite',
  'new_requisite.inn',
  'passport_file_id',
  'agreement',
  '__proto__',
  'user_id',
  'total_cost',
] satisfies (keyof OrderDraft | string)[]

describe('hostile values', () => {
  it('to placing orders', { timeout: 600_000 }, async () => {
    const fill = () => putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1, [shop.offers.reagent]: 1 })
    await fill()
    const accepted = new Set<string>()
    for (const field of draftFields) {
      for (const { value, label } of valuesFor(`orders.add.${field}`, RANDOM_PER_FIELD)) {
        if ((await probe('POST', addOrderCall.path, draftWith(field, value), `${field}=${label}`)) === 200) {
          accepted.add(field)
          await fill()
        }
      }
    }
    // The draft around each value is a valid one: text that is only text places orders, so the checks behind the
    // schema were reached too.
    expect([...accepted]).toEqual(expect.arrayContaining(['user.comment', 'user.fio', 'new_address.city_full']))
    expect(failures).toEqual([])
  })

  it('to cancelling and moving an order', { timeout: 300_000 }, async () => {
    const cancelPath = buildPath(cancelOrderCall.path, { id: orderId })
    const movePath = buildPath(changeOrderStatusCall.path, { id: orderId })
    for (const field of ['reason', 'comment', 'status_id', '__proto__']) {
      for (const { value, label } of valuesFor(`orders.moves.${field}`, RANDOM_PER_FIELD)) {
        const body = { reason: 'other', status_id: 'in_work', comment: 'ок', [field]: value }
        const { reason, comment, status_id } = body
        await probe(
          'POST',
          movePath,
          { status_id, comment, ...(field === '__proto__' ? body : {}) },
          `move ${field}=${label}`,
        )
        // A cancel that passes ends the order's moves: only values that must be refused are sent to it.
        if (field !== 'comment') {
          await probe(
            'POST',
            cancelPath,
            { reason, comment, ...(field === 'reason' ? {} : { [field]: value }) },
            `cancel ${field}=${label}`,
            [400],
          )
        }
      }
    }
    for (const id of [
      "1' OR '1'='1",
      '1;DROP TABLE orders',
      '%00',
      '9'.repeat(40),
      '-0',
      '0x10',
      '1e9',
      ' 1',
      '2147483648',
    ]) {
      expect(await probe('POST', buildPath(cancelOrderCall.path, { id }), { reason: 'other' }, `cancel ${id}`)).toBe(
        404,
      )
      expect(
        await probe('POST', buildPath(changeOrderStatusCall.path, { id }), { status_id: 'in_work' }, `move ${id}`),
      ).toBe(404)
    }
    expect(failures).toEqual([])
  })

  it('to the list of orders', { timeout: 300_000 }, async () => {
    const texts = [
      ...hostileTexts,
      ...valuesFor('orders.list', RANDOM_PER_FIELD).map(({ value }) => JSON.stringify(value)),
    ]
    const encodable = (text: string) => {
      try {
        return encodeURIComponent(text) !== undefined
      } catch {
        return false
      }
    }
    for (const text of texts.filter(encodable)) {
      for (const name of ['page', 'per_page', 'ids', 'user_id']) {
        const path = `${listOrdersOfUserCall.path}?${new URLSearchParams({ [name]: text })}`
        const status = await probe('GET', path, undefined, `${name}=${showValue(text)}`, [200, 400])
        if (status === 200) expect(name, showValue(text)).not.toBe('user_id')
      }
    }
    expect(failures).toEqual([])
  })
})
