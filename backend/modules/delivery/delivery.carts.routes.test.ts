/**
 * POST /api/delivery/getCalculationForMerchant over HTTP, on the demo catalogue with the embedded tariffs: one parcel
 * per seller, in the order asked, free delivery, heavier carts, the destination, and every refusal.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { offers } from '#backend/db/schema.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { getCalculationForMerchantCall as call } from '#contract/delivery.ts'
import { getDeliveryForMasterProductCall } from '#contract/products.ts'
import { type Caller, signedInUser } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { HOSTILE_SEED, hostileValues, valuesFor } from '#tests/support/hostile-values.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>
let buyer: Caller
const logged: string[] = []

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 100 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: (message) => logged.push(message) })
  buyer = await signedInUser(app, database.db, 'delivery-buyer@clinic.test')
})
afterAll(() => database.dispose())

type Body = {
  carts: { merchant_id: number; products: { product_id: number; quantity: number }[] }[]
  city?: string
  kladr_id?: string
}

async function calculate(body: Body) {
  const response = await buyer.call('POST', call.path, body)
  expect(response.status, await response.clone().text()).toBe(200)
  return call.response.parse(await response.json())
}

async function refusal(body: unknown, status = 400) {
  const response = await buyer.call('POST', call.path, body)
  expect(response.status, await response.clone().text()).toBe(status)
  return errorResponseSchema.parse(await response.json())
}

interface OfferRow {
  id: number
  productId: number
  merchantId: number
  warehouseCity: string
  freeDelivery: boolean
}

const offerColumns = {
  id: offers.id,
  productId: offers.masterProductId,
  merchantId: offers.merchantId,
  warehouseCity: offers.warehouseCity,
  freeDelivery: offers.freeDelivery,
}

async function anOffer(condition: ReturnType<typeof sql> | undefined = undefined): Promise<OfferRow> {
  const [row] = await database.db.select(offerColumns).from(offers).where(condition).orderBy(asc(offers.id)).limit(1)
  if (!row) throw new Error('the demo catalogue has no such offer')
  return row
}

/** Two paid offers of sellers in different cities. */
async function twoSellers(): Promise<[OfferRow, OfferRow]> {
  const first = await anOffer(sql`not ${offers.freeDelivery}`)
  const second = await anOffer(
    and(
      ne(offers.warehouseCity, first.warehouseCity),
      sql`not ${offers.freeDelivery}`,
      ne(offers.merchantId, first.merchantId),
    ),
  )
  return [first, second]
}

const cartOf = (offer: OfferRow, quantity = 1) => ({
  merchant_id: offer.merchantId,
  products: [{ product_id: offer.id, quantity }],
})

describe(`${call.method} ${call.path}`, () => {
  it('needs a signed-in user, whatever the body', async () => {
    const offer = await anOffer()
    for (const body of [{ carts: [cartOf(offer)] }, { carts: 'x' }, undefined]) {
      const response = await app.fetch(
        new Request(`http://backend.test${call.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      expect(response.status).toBe(401)
    }
  })

  it('prices each seller’s cart from its warehouse, in the order asked', async () => {
    const [a, b] = await twoSellers()
    const body = await calculate({ carts: [cartOf(b), cartOf(a)], city: 'Казань' })
    expect(body.city).toBe('Казань')
    expect(body.merchants.map((m) => m.merchant_id)).toEqual([b.merchantId, a.merchantId])
    expect(body.merchants.map((m) => m.from_city)).toEqual([b.warehouseCity, a.warehouseCity])
    for (const merchant of body.merchants) {
      expect(merchant.free_delivery).toBe(false)
      expect(merchant.options.map((o) => o.code).sort()).toEqual(['tariff:courier', 'tariff:pickup'])
      expect(merchant.options.every((o) => o.cost > 0 && o.days_min >= 1 && o.days_max >= o.days_min)).toBe(true)
    }
    const reversed = await calculate({ carts: [cartOf(a), cartOf(b)], city: 'Казань' })
    expect(reversed.merchants).toEqual([body.merchants[1], body.merchants[0]])
  })

  it('prices one unit as the product page does', async () => {
    const [offer] = await twoSellers()
    const cart = await calculate({ carts: [cartOf(offer)], city: 'Новосибирск' })
    const page = await app.fetch(
      new Request(
        `http://backend.test${getDeliveryForMasterProductCall.path}?master_product_id=${offer.productId}&city=${encodeURIComponent('Новосибирск')}`,
      ),
    )
    const pageDelivery = getDeliveryForMasterProductCall.response.parse(await page.json())
    const sameSeller = pageDelivery.delivery.find((d) => d.merchant_id === offer.merchantId)
    expect(cart.merchants[0]?.options).toEqual(sameSeller?.options)
  })

  it('charges more for a heavier cart', async () => {
    const offer = await anOffer(sql`not ${offers.freeDelivery}`)
    const light = await calculate({ carts: [cartOf(offer, 1)], city: 'Владивосток' })
    const heavy = await calculate({ carts: [cartOf(offer, 40)], city: 'Владивосток' })
    for (const option of light.merchants[0]?.options ?? []) {
      const same = heavy.merchants[0]?.options.find((o) => o.type === option.type)
      expect(same?.cost).toBeGreaterThan(option.cost)
    }
    expect(light.merchants[0]?.options.length).toBeGreaterThan(0)
  })

  it('costs nothing when every line of the seller is delivered free, and the usual price otherwise', async () => {
    const free = await anOffer(sql`${offers.freeDelivery}`)
    // Another offer of the same seller, delivered at the buyer's cost.
    const paidOffer = await anOffer(and(eq(offers.merchantId, free.merchantId), ne(offers.id, free.id)))
    await database.db.update(offers).set({ freeDelivery: false }).where(eq(offers.id, paidOffer.id))
    const allFree = await calculate({ carts: [cartOf(free, 3)] })
    expect(allFree.merchants[0]?.free_delivery).toBe(true)
    expect(allFree.merchants[0]?.options.length).toBeGreaterThan(0)
    expect(allFree.merchants[0]?.options.every((o) => o.cost === 0)).toBe(true)

    const mixed = await calculate({
      carts: [
        {
          merchant_id: free.merchantId,
          products: [
            { product_id: free.id, quantity: 3 },
            { product_id: paidOffer.id, quantity: 1 },
          ],
        },
      ],
    })
    expect(mixed.merchants[0]?.free_delivery).toBe(false)
    expect(mixed.merchants[0]?.options.every((o) => o.cost > 0)).toBe(true)
  })

  it('delivers to Moscow by default and finds the city by KLADR id first', async () => {
    const offer = await anOffer()
    expect((await calculate({ carts: [cartOf(offer)] })).city).toBe('Москва')
    const byKladr = await calculate({ carts: [cartOf(offer)], kladr_id: '7800000000000', city: 'Казань' })
    expect(byKladr.city).toBe('Санкт-Петербург')
  })

  it('refuses an unknown city with 400 naming the field', async () => {
    const offer = await anOffer()
    const byName = await refusal({ carts: [cartOf(offer)], city: 'Урюпинск' })
    expect(byName.fields).toEqual({ city: ['Город доставки не найден'] })
    const byKladr = await refusal({ carts: [cartOf(offer)], kladr_id: '9999999999999' })
    expect(byKladr.fields).toEqual({ kladr_id: ['Город доставки не найден'] })
  })

  it('refuses an offer of another seller than the cart’s, naming the line', async () => {
    const [a, b] = await twoSellers()
    const error = await refusal({
      carts: [
        cartOf(a),
        {
          merchant_id: b.merchantId,
          products: [
            { product_id: b.id, quantity: 1 },
            { product_id: a.id, quantity: 2 },
          ],
        },
      ],
    })
    expect(error.error).toBe('Товар продаёт другой продавец')
    expect(error.fields).toEqual({ 'carts.1.products.1.product_id': ['Товар продаёт другой продавец'] })
  })

  it('refuses an offer that does not exist, naming the line', async () => {
    const offer = await anOffer()
    for (const missing of [999_999, 2_147_483_648, 2 ** 53 - 1]) {
      const error = await refusal({
        carts: [{ merchant_id: offer.merchantId, products: [{ product_id: missing, quantity: 1 }] }],
      })
      expect(error.fields).toEqual({ 'carts.0.products.0.product_id': ['Товар не найден'] })
    }
  })

  it('refuses a malformed body with 400 naming the fields', async () => {
    const offer = await anOffer()
    expect(Object.keys((await refusal({ carts: [] })).fields ?? {})).toEqual(['carts'])
    expect(Object.keys((await refusal({ carts: [cartOf(offer, 0)] })).fields ?? {})).toEqual([
      'carts.0.products.0.quantity',
    ])
    expect(Object.keys((await refusal({ carts: [cartOf(offer)], kladr_id: '77' })).fields ?? {})).toEqual(['kladr_id'])
  })

  it('never answers 500 to hostile values', async () => {
    const offer = await anOffer()
    const valid = { carts: [cartOf(offer)], city: 'Москва' }
    const place: Record<string, (value: unknown) => unknown> = {
      body: (value) => value,
      carts: (value) => ({ ...valid, carts: value }),
      cart: (value) => ({ ...valid, carts: [value] }),
      merchant_id: (value) => ({ ...valid, carts: [{ ...cartOf(offer), merchant_id: value }] }),
      products: (value) => ({ ...valid, carts: [{ merchant_id: offer.merchantId, products: value }] }),
      product_id: (value) => ({
        ...valid,
        carts: [{ merchant_id: offer.merchantId, products: [{ product_id: value, quantity: 1 }] }],
      }),
      quantity: (value) => ({
        ...valid,
        carts: [{ merchant_id: offer.merchantId, products: [{ product_id: offer.id, quantity: value }] }],
      }),
      city: (value) => ({ ...valid, city: value }),
      kladr_id: (value) => ({ ...valid, kladr_id: value }),
      extra: (value) => ({ ...valid, extra: value }),
    }
    for (const [field, build] of Object.entries(place)) {
      const values = [
        ...hostileValues.map((value) => ({ value, label: JSON.stringify(value)?.slice(0, 40) })),
        ...valuesFor(`delivery.${field}`, 6),
      ]
      for (const { value, label } of values) {
        const response = await buyer.call('POST', call.path, build(value))
        const text = await response.text()
        expect(
          [200, 400],
          `[seed ${HOSTILE_SEED}] ${field}=${label} → ${response.status} ${text.slice(0, 200)}`,
        ).toContain(response.status)
      }
    }
    expect(logged).toEqual([])
  })
})
