/**
 * What the orders tests build on (not a test file itself): a small shop of three sellers — one without a minimum,
 * one with a minimum order of 1 000 ₽ and a net-priced offer, one whose goods contain a precursor — buyers with
 * carts, staff users, and order drafts. Rows are written directly; nothing of the code under test is replaced.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { beforeAll, expect } from 'vitest'
import type { Database } from '#backend/db/client.ts'
import { cartItems, categories, masterProducts, merchants, offers, users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'
import { getCalculationForMerchantCall } from '#contract/delivery.ts'
import { addOrderCall, type OrderDraft } from '#contract/orders.ts'
import { type Caller, request, type TestBackend, watchedBackend } from '#tests/support/api.ts'

export interface Shop {
  merchants: { plain: number; minimum: number; precursor: number }
  /** Sellers' names by id, products' names by offer id. */
  names: Map<number, string>
  productNames: Map<number, string>
  /** Offer ids. */
  offers: {
    /** Seller `plain`, in stock, 250 ₽. */
    bandage: number
    /** Seller `plain`, to order, 1 200.50 ₽. */
    gloves: number
    /** Seller `minimum` (1 000 ₽), net 400 ₽, gross 480 ₽, VAT 22 %. */
    monitor: number
    /** Seller `minimum`, not in stock. */
    sold_out: number
    /** Seller `precursor`, 300 ₽, contains a precursor. */
    reagent: number
  }
}

let shops = 0

/** Writes the shop's catalogue; each call makes its own sellers and products (names and slugs are unique). */
export async function seedShop(db: Database): Promise<Shop> {
  const n = ++shops
  const [category] = await db
    .insert(categories)
    .values({ slug: `orders-test-${n}`, name: 'Расходные материалы' })
    .returning({ id: categories.id })
  if (!category) throw new Error('no category')
  const names = new Map<number, string>()
  const productNames = new Map<number, string>()
  const merchant = async (key: string, name: string, minOrder: number, city: string) => {
    const [row] = await db
      .insert(merchants)
      .values({ slug: `orders-${key}-${n}`, name, city, minOrder, inn: '7707083893' })
      .returning({ id: merchants.id })
    if (!row) throw new Error('no merchant')
    names.set(row.id, name)
    return row.id
  }
  const plain = await merchant('plain', `ООО «Бинт» ${n}`, 0, 'Москва')
  const minimum = await merchant('minimum', `ООО «Монитор» ${n}`, 100_000, 'Санкт-Петербург')
  const precursor = await merchant('precursor', `ООО «Реактив» ${n}`, 0, 'Москва')

  const offer = async (
    name: string,
    merchantId: number,
    values: { price: number | null; priceGross?: number; availability: 'in_stock' | 'on_order' | 'not_in_stock' },
    product: { containsPrecursor?: boolean; vatRate?: number } = {},
  ) => {
    const slug = `${name.replace(/\s+/g, '-')}-${n}`
    const [mp] = await db
      .insert(masterProducts)
      .values({ slug, name: `${name} ${n}`, categoryId: category.id, weightG: 300, units: 'шт.', ...product })
      .returning({ id: masterProducts.id })
    if (!mp) throw new Error('no product')
    const [row] = await db
      .insert(offers)
      .values({ masterProductId: mp.id, merchantId, warehouseCity: 'Москва', ...values })
      .returning({ id: offers.id })
    if (!row) throw new Error('no offer')
    productNames.set(row.id, `${name} ${n}`)
    return row.id
  }
  return {
    merchants: { plain, minimum, precursor },
    names,
    productNames,
    offers: {
      bandage: await offer('bandage', plain, { price: 25_000, availability: 'in_stock' }),
      gloves: await offer('gloves', plain, { price: 120_050, availability: 'on_order' }, { vatRate: 10 }),
      monitor: await offer('monitor', minimum, { price: 40_000, priceGross: 48_000, availability: 'in_stock' }),
      sold_out: await offer('sold out', minimum, { price: 10_000, availability: 'not_in_stock' }),
      reagent: await offer(
        'reagent',
        precursor,
        { price: 30_000, availability: 'in_stock' },
        { containsPrecursor: true },
      ),
    },
  }
}

const PASSWORD = 'пароль покупателя'
let passwordHash: Promise<string> | undefined

/** A signed-in buyer who can also send multipart bodies (the passport copy) with their token. */
export interface Buyer extends Caller {
  token: string
  upload(path: string, form: FormData): Promise<Response>
}

/** A new user with an e-mail, signed in through the real sign-in call (one password hash for all: scrypt is slow). */
export async function signedInBuyer(app: Hono, db: Database, email: string): Promise<Buyer> {
  passwordHash ??= hashPassword(PASSWORD)
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await passwordHash })
    .returning({ id: users.id })
  if (!row) throw new Error('no user row')
  const response = await request(app, 'POST', signInCall.path, { email, password: PASSWORD })
  expect(response.status, await response.clone().text()).toBe(200)
  const token = signInCall.response.parse(await response.json()).access_token
  const authorization = { Authorization: `Bearer ${token}` }
  return {
    id: row.id,
    token,
    call: (method, path, body) => request(app, method, path, body, authorization),
    upload: (path, form) =>
      Promise.resolve(
        app.fetch(new Request(`http://backend.test${path}`, { method: 'POST', headers: authorization, body: form })),
      ),
  }
}

/**
 * A test file's backend with the shop written before its tests (`shop` is filled in then, so read it inside tests and
 * hooks only), what the app logs kept in `failures`, and new signed-in buyers `<prefix>-N@clinic.test`.
 */
export function shopBackend(prefix: string): {
  backend: TestBackend
  failures: string[]
  shop: Shop
  newBuyer: () => Promise<Buyer>
} {
  const shop = {} as Shop
  const { backend, failures } = watchedBackend()
  beforeAll(async () => {
    Object.assign(shop, await seedShop(backend.db))
  })
  let buyers = 0
  const newBuyer = () => signedInBuyer(backend.app, backend.db, `${prefix}-${++buyers}@clinic.test`)
  return { backend, failures, shop, newBuyer }
}

/**
 * Replaces the buyer's cart with these lines, the first given the newest (as the cart lists it). Test set-up: the
 * cart calls are another module's subject.
 */
export async function putInCart(db: Database, userId: number, lines: Record<number, number>): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId))
  const values = Object.entries(lines).map(([offerId, quantity], i) => ({
    userId,
    offerId: Number(offerId),
    quantity,
    addedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 59 - i)),
  }))
  if (values.length > 0) await db.insert(cartItems).values(values)
}

export async function cartOf(db: Database, userId: number) {
  return db
    .select({ offerId: cartItems.offerId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
}

export async function makeSeller(db: Database, user: Caller, merchantId: number): Promise<void> {
  await db.update(users).set({ roleId: 3, merchantId }).where(eq(users.id, user.id))
}

export async function makeAdmin(db: Database, user: Caller): Promise<void> {
  await db.update(users).set({ roleId: 2 }).where(eq(users.id, user.id))
}

export const newAddress = {
  city_full: 'г Москва',
  street: 'ул Тверская',
  house: '7',
  apartment: '12',
  kladr_id: '7700000000000',
}

/** A complete card draft with a new Moscow address; `delivery` names each seller given with its courier option. */
export function draftFor(merchantIds: readonly number[], overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    idempotency_key: randomUUID(),
    user: { fio: 'Петров Пётр', phone: '+79161112233', email: 'buyer@clinic.test', comment: 'Позвонить заранее' },
    recipient: null,
    address_id: -1,
    new_address: newAddress,
    delivery: merchantIds.map((merchant_id) => ({ merchant_id, code: 'tariff:courier' })),
    payment_type: 3,
    agreement: true,
    ...overrides,
  }
}

/** The delivery options the delivery call offers this buyer now, per seller (what checkout must price again). */
export async function quotedDelivery(
  buyer: Caller,
  carts: { merchant_id: number; products: { product_id: number; quantity: number }[] }[],
) {
  const response = await buyer.call('POST', getCalculationForMerchantCall.path, {
    carts,
    city: newAddress.city_full,
    kladr_id: newAddress.kladr_id,
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const answer = getCalculationForMerchantCall.response.parse(await response.json())
  return new Map(answer.merchants.map((entry) => [entry.merchant_id, entry.options]))
}

export async function placeOrders(buyer: Caller, draft: OrderDraft) {
  const response = await buyer.call('POST', addOrderCall.path, draft)
  expect(response.status, await response.clone().text()).toBe(200)
  return addOrderCall.response.parse(await response.json())
}
