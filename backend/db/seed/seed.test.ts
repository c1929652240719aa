import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#backend/db/client.ts'
import {
  brands,
  categories,
  masterProducts,
  merchants,
  offers,
  orders,
  priceHistory,
  users,
} from '#backend/db/schema.ts'
import { generateCatalogue } from './generate.ts'
import { replaceDemoCatalogue } from './replace.ts'
import { isCatalogueEmpty, seedDemoCatalogue } from './seed.ts'

const options = { products: 600, anchorDate: '2026-11-01' }

describe('seedDemoCatalogue', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await openDatabase('memory://')
    await database.migrate()
  })
  afterAll(async () => {
    await database?.close()
  })

  async function tableCounts() {
    const rows = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n
    return {
      categories: await rows(categories),
      brands: await rows(brands),
      merchants: await rows(merchants),
      masterProducts: await rows(masterProducts),
      offers: await rows(offers),
      priceHistory: await rows(priceHistory),
    }
  }

  it('writes the generated catalogue into an empty database', async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true)
    const started = performance.now()
    const counts = await seedDemoCatalogue(database.db, options)
    expect(performance.now() - started).toBeLessThan(10_000)

    const expected = generateCatalogue(options)
    expect(counts).toEqual({
      categories: expected.categories.length,
      brands: expected.brands.length,
      merchants: expected.merchants.length,
      masterProducts: 600,
      offers: expected.offers.length,
      priceHistory: expected.priceHistory.length,
    })
    expect(await tableCounts()).toEqual(counts)
    expect(await isCatalogueEmpty(database.db)).toBe(false)
  })

  it('moves the id sequences past the seeded ids', async () => {
    const [product] = await database.db
      .insert(masterProducts)
      .values({ slug: 'novyy-tovar', name: 'Новый товар', categoryId: 3 })
      .returning({ id: masterProducts.id })
    expect(product?.id).toBe(601)
    const [offer] = await database.db
      .insert(offers)
      .values({ masterProductId: 601, merchantId: 1, price: 10_000, availability: 'in_stock', warehouseCity: 'Москва' })
      .returning({ id: offers.id })
    expect(offer?.id).toBeGreaterThan(generateCatalogue(options).offers.length)
  })

  it('refuses to seed over an existing catalogue', async () => {
    await expect(seedDemoCatalogue(database.db, options)).rejects.toThrow(/not empty/)
  })

  it('replaces the catalogue and keeps seller accounts linked to their seller', async () => {
    await database.db.insert(users).values({ roleId: 3, email: 'seller@example.ru', merchantId: 4 })
    const result = await replaceDemoCatalogue(database.db, { products: 50, anchorDate: '2026-11-01' })
    expect(result.counts.masterProducts).toBe(50)
    expect(result.relinkedUsers).toBe(1)
    expect((await tableCounts()).masterProducts).toBe(50)
    const [seller] = await database.db.select({ merchantId: users.merchantId }).from(users)
    expect(seller?.merchantId).toBe(4)
  })

  it('refuses to replace the catalogue under orders, and changes nothing', async () => {
    const [buyer] = await database.db.insert(users).values({ email: 'buyer@example.ru' }).returning({ id: users.id })
    if (!buyer) throw new Error('a buyer')
    await database.db.insert(orders).values({
      number: '100001',
      userId: buyer.id,
      merchantId: 1,
      idempotencyKey: crypto.randomUUID(),
      status: 'created',
      goodsCost: 10_000,
      deliveryCost: 0,
      buyerName: 'Покупатель',
      buyerPhone: '+79161234567',
      delivery: {
        city_full: 'г Москва',
        street: 'ул Тверская',
        house: '1',
        apartment: null,
        entrance: null,
        floor: null,
        intercom: null,
        kladr_id: null,
        code: 'tariff:courier',
        type: 'courier',
        tariffName: 'Курьером до двери',
        days_min: 1,
        days_max: 2,
      },
      paymentType: 3,
      paymentStatus: 'pending',
    })
    const before = await tableCounts()
    await expect(replaceDemoCatalogue(database.db, { products: 20, anchorDate: '2026-11-01' })).rejects.toThrow(
      /holds orders \(1\).*cannot be replaced/,
    )
    expect(await tableCounts()).toEqual(before)
  })
})
