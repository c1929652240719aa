import { asc, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { offers } from '#backend/db/schema.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { getDeliveryForMasterProductCall as call } from '#contract/products.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { TARIFF_NAMES } from './delivery.tariffs.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 100 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
})
afterAll(() => database.dispose())

const get = (query: string) => app.fetch(new Request(`http://backend.test${call.path}?${query}`))

async function delivery(query: string) {
  const response = await get(query)
  expect(response.status, await response.clone().text()).toBe(200)
  return call.response.parse(await response.json())
}

async function failure(query: string, status: number) {
  const response = await get(query)
  expect(response.status).toBe(status)
  return errorResponseSchema.parse(await response.json())
}

/** Offers of a product as the seed made them, oldest first. */
async function offersOf(productId: number) {
  return database.db
    .select({ merchantId: offers.merchantId, warehouseCity: offers.warehouseCity, freeDelivery: offers.freeDelivery })
    .from(offers)
    .where(eq(offers.masterProductId, productId))
    .orderBy(asc(offers.id))
}

async function productWith(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await database.db
    .select({ id: offers.masterProductId, n: count() })
    .from(offers)
    .groupBy(offers.masterProductId)
    .having(condition)
    .orderBy(asc(offers.masterProductId))
    .limit(1)
  if (!row) throw new Error('the demo catalogue has no such product')
  return row.id
}

describe(`${call.method} ${call.path}`, () => {
  it('delivers to Moscow when no city is given, one entry per seller of the product', async () => {
    const productId = await productWith(sql`count(*) >= 2`)
    const body = await delivery(`master_product_id=${productId}`)
    const seeded = await offersOf(productId)
    expect(body.city).toBe('Москва')
    expect(body.delivery.map((d) => d.merchant_id)).toEqual(seeded.map((o) => o.merchantId))
    expect(new Set(body.delivery.map((d) => d.merchant_id)).size).toBe(body.delivery.length)
    for (const [i, entry] of body.delivery.entries()) {
      expect(entry.from_city).toBe(seeded[i]?.warehouseCity)
      expect(entry.free_delivery).toBe(seeded[i]?.freeDelivery)
      expect(entry.options.map((o) => o.type).sort()).toEqual(['courier', 'pickup'])
    }
  })

  it('finds the destination by name, ignoring case and «ё»', async () => {
    const body = await delivery(`master_product_id=1&city=${encodeURIComponent('ОРЕЛ')}`)
    expect(body.city).toBe('Орёл')
  })

  it('finds the destination by KLADR id, which wins over the name', async () => {
    const byId = await delivery('master_product_id=1&kladr_id=7800000000000')
    expect(byId.city).toBe('Санкт-Петербург')
    const both = await delivery(`master_product_id=1&kladr_id=7800000000000&city=${encodeURIComponent('Казань')}`)
    expect(both.city).toBe('Санкт-Петербург')
  })

  it('costs more to a farther city from the same warehouse', async () => {
    // Every demo warehouse (European Russia, the Urals, Novosibirsk) is much nearer to Tula than to Vladivostok.
    const near = await delivery(`master_product_id=1&city=${encodeURIComponent('Тула')}`)
    const far = await delivery(`master_product_id=1&city=${encodeURIComponent('Владивосток')}`)
    expect(near.delivery.length).toBeGreaterThan(0)
    for (const [i, entry] of near.delivery.entries()) {
      if (entry.free_delivery) continue
      const farEntry = far.delivery[i]
      for (const o of entry.options) {
        expect(farEntry?.options.find((f) => f.type === o.type)?.cost).toBeGreaterThan(o.cost)
      }
    }
  })

  it('costs nothing with a seller who delivers for free, with the carrier’s options and times', async () => {
    const productId = await productWith(sql`bool_or(${offers.freeDelivery})`)
    const body = await delivery(`master_product_id=${productId}&city=${encodeURIComponent('Новосибирск')}`)
    const free = body.delivery.filter((d) => d.free_delivery)
    expect(free.length).toBeGreaterThan(0)
    for (const entry of free) {
      expect(entry.options.length).toBeGreaterThan(0)
      expect(entry.options.every((o) => o.cost === 0)).toBe(true)
      expect(entry.options.every((o) => o.days_min >= 1)).toBe(true)
    }
    for (const entry of body.delivery.filter((d) => !d.free_delivery)) {
      expect(entry.options.every((o) => o.cost > 0)).toBe(true)
    }
  })

  it('prices a seller in the buyer’s own city cheapest, next day by courier', async () => {
    const [offer] = await database.db
      .select({ productId: offers.masterProductId, merchantId: offers.merchantId })
      .from(offers)
      .where(sql`${offers.warehouseCity} = 'Москва' and not ${offers.freeDelivery}`)
      .orderBy(asc(offers.id))
      .limit(1)
    if (!offer) throw new Error('no Moscow offer in the demo catalogue')
    const body = await delivery(`master_product_id=${offer.productId}`)
    const local = body.delivery.find((d) => d.merchant_id === offer.merchantId)
    const courier = local?.options.find((o) => o.type === 'courier')
    expect(courier?.days_min).toBe(1)
    for (const entry of body.delivery.filter((d) => !d.free_delivery)) {
      for (const o of entry.options) {
        expect(local?.options.find((l) => l.type === o.type)?.cost).toBeLessThanOrEqual(o.cost)
      }
    }
    expect(local?.options.map((o) => o.tariff_name)).toContain(TARIFF_NAMES.courier)
  })

  it('refuses an unknown city with 400 naming the city field', async () => {
    const error = await failure(`master_product_id=1&city=${encodeURIComponent('Урюпинск')}`, 400)
    expect(error.error).toBe('Город доставки не найден')
    expect(error.fields).toEqual({ city: ['Город доставки не найден'] })
  })

  it('refuses an unknown KLADR id with 400 naming the kladr_id field', async () => {
    const error = await failure('master_product_id=1&kladr_id=9999999999999', 400)
    expect(error.error).toBe('Город доставки не найден')
    expect(error.fields).toEqual({ kladr_id: ['Город доставки не найден'] })
  })

  it('prices a village chosen through DaData to its region’s largest city, answering with the village', async () => {
    // A village code in Novosibirsk Oblast (54) the directory lacks: priced like Novosibirsk, named as chosen.
    const village = await delivery(`master_product_id=1&kladr_id=5401500000100&city=${encodeURIComponent('Верх-Тула')}`)
    const novosibirsk = await delivery('master_product_id=1&kladr_id=5400000100000')
    expect(village.city).toBe('Верх-Тула')
    expect(village.delivery).toEqual(novosibirsk.delivery)
  })

  it('knows every city of 100 000 people, by name and by KLADR id', async () => {
    const byName = await delivery(`master_product_id=1&city=${encodeURIComponent('Нижневартовск')}`)
    expect(byName.city).toBe('Нижневартовск')
    const byKladr = await delivery('master_product_id=1&kladr_id=8600001100000')
    expect(byKladr).toEqual(byName)
  })

  it('falls back to the city name when the KLADR id is not in the table', async () => {
    const body = await delivery(`master_product_id=1&kladr_id=9999999999999&city=${encodeURIComponent('Пенза')}`)
    expect(body.city).toBe('Пенза')
  })

  it('refuses a malformed KLADR id with 400 naming the field', async () => {
    const error = await failure('master_product_id=1&kladr_id=77', 400)
    expect(Object.keys(error.fields ?? {})).toEqual(['kladr_id'])
  })

  it('answers 404 for an unknown product', async () => {
    const error = await failure('master_product_id=999999', 404)
    expect(error.error).toBe('Товар не найден')
  })

  it('answers 400 when master_product_id is missing', async () => {
    const error = await failure(`city=${encodeURIComponent('Москва')}`, 400)
    expect(Object.keys(error.fields ?? {})).toEqual(['master_product_id'])
    expect((await get('')).status).toBe(400)
  })
})
