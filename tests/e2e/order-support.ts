/**
 * Orders made through the API for the specs that need a buyer with orders (the orders page, the thanks page, the
 * purchase flow): offers that can be ordered, found in the demo catalogue; then each checkout as the storefront
 * makes it — `POST /api/cart/add`, each seller's minimum order reached, a delivery option per seller from
 * `POST /api/delivery/getCalculationForMerchant`, and `POST /api/user/order/add` with a new address and a card or a
 * company's invoice.
 */
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { CLOSE, jsEnabled } from './account-support.ts'
import { waitForLiveDialog } from './hydration.ts'

/** An offer the demo catalogue sells: in stock, priced, no precursor (a private buyer would need a passport). */
export interface OrderableOffer {
  id: number
  productId: number
  slug: string
  name: string
  price: number
  minOrder: number
  step: number
  merchant: { id: number; name: string; min_order: number }
}

/** A placed order as checkout answers it. */
export interface PlacedOrder {
  id: number
  number: string
  merchant_id: number
  total_cost: number
  payment_type: 1 | 2 | 3
}

/** The demo clinic of the embedded company directory, and Sberbank with an account whose key fits its BIK. */
export const DEMO_PAYER = {
  campaign_name: 'ООО «Демо-клиника Здоровье»',
  inn: '0001000010',
  kpp: '000101001',
  ogrn: '1260000000017',
  addr_jur: 'г Москва, ул Демонстрационная, д 1',
  bank_bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  bank_corr_account: '30101810400000000225',
  bank_account: '40702810638000000123',
  director_fio: 'Примерова Анна Сергеевна',
  director_phone: '+79161234567',
  director_email: 'director@example.test',
  default: false,
} as const

export const DEMO_ADDRESS = {
  city_full: 'г Москва',
  street: 'ул Тверская',
  house: '7',
  apartment: '12',
  default: false,
} as const

const auth = (token: string) => ({ ...CLOSE, Authorization: `Bearer ${token}` })

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const answer = await request.post(path, { data, headers: token ? auth(token) : CLOSE })
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
  return (await answer.json()) as T
}

interface Card {
  slug: string
  offer_id: number | null
  price: number | null
  contains_precursor: boolean
}
export interface Offer {
  id: number
  price: number | null
  price_gross: number | null
  availability: string
  min_order: number
  step: number
  merchant: { id: number; name: string; min_order: number }
}
export interface ProductDetail {
  id: number
  slug: string
  name: string
  contains_precursor: boolean
  offers: Offer[]
}

/** What one piece of an offer costs the buyer (the gross price where there is one, SPEC §9). */
export const gross = (offer: Offer) => offer.price_gross ?? offer.price ?? 0

export async function productBySlug(request: APIRequestContext, slug: string): Promise<ProductDetail> {
  const answer = await request.get(`/api/v2/front/products/getMasterProductBySlug/${slug}`, { headers: CLOSE })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { product: ProductDetail }).product
}

/**
 * A product two sellers offer (in stock, one piece at a time, no precursor), the first seller (`short`) with a
 * minimum order above what one piece costs — so a single piece leaves the minimum unmet — and how many pieces meet
 * each seller's minimum (`enough`, `otherEnough`).
 */
export async function twoSellerProduct(request: APIRequestContext) {
  const { products } = await post<{ products: { slug: string; offers_count: number }[] }>(
    request,
    '/api/front/products/getProducts',
    { per_page: 96, availability: ['in_stock'] },
  )
  for (const card of products.filter((p) => p.offers_count >= 2)) {
    const product = await productBySlug(request, card.slug)
    if (product.contains_precursor) continue
    const offers = product.offers.filter(
      (o) => o.price !== null && o.availability === 'in_stock' && o.min_order === 1 && o.step === 1,
    )
    const short = offers.find((o) => o.merchant.min_order > gross(o) && o.merchant.min_order / gross(o) < 200)
    const other = offers.find((o) => short && o.merchant.id !== short.merchant.id)
    if (short && other) {
      return {
        product,
        short,
        other,
        enough: Math.ceil(short.merchant.min_order / gross(short)) + 1,
        otherEnough: Math.max(1, Math.ceil(other.merchant.min_order / gross(other)) + 1),
      }
    }
  }
  throw new Error('the demo catalogue has no product offered by two sellers, one with a minimum order')
}

let offersOnce: Promise<OrderableOffer[]> | null = null

/**
 * Offers of the demo catalogue that can be ordered, at most one per seller per product, spread over sellers (the
 * catalogue is seeded the same on every server, so one list serves the whole run of a worker).
 */
export function orderableOffers(request: APIRequestContext): Promise<OrderableOffer[]> {
  offersOnce ??= findOffers(request).catch((error: unknown) => {
    offersOnce = null
    throw error
  })
  return offersOnce
}

async function findOffers(request: APIRequestContext): Promise<OrderableOffer[]> {
  const { products } = await post<{ products: Card[] }>(request, '/api/front/products/getProducts', {
    availability: ['in_stock'],
    per_page: 48,
  })
  const cards = products.filter((card) => card.offer_id && card.price !== null && !card.contains_precursor)
  const found: OrderableOffer[] = []
  for (const card of cards.slice(0, 16)) {
    const answer = await request.get(`/api/v2/front/products/getMasterProductBySlug/${card.slug}`, { headers: CLOSE })
    if (!answer.ok()) continue
    const { product } = (await answer.json()) as {
      product: { id: number; slug: string; name: string; contains_precursor: boolean; offers: Offer[] }
    }
    if (product.contains_precursor) continue
    for (const offer of product.offers) {
      if (offer.availability !== 'in_stock' || offer.price === null) continue
      found.push({
        id: offer.id,
        productId: product.id,
        slug: product.slug,
        name: product.name,
        price: offer.price,
        minOrder: offer.min_order,
        step: offer.step,
        merchant: offer.merchant,
      })
    }
  }
  expect(found.length, 'orderable offers in the demo catalogue').toBeGreaterThan(1)
  return found
}

/** Offers of `count` different sellers, the `shift`-th choice of each kind (so tests vary what they buy). */
export async function offersOfSellers(request: APIRequestContext, count: number, shift = 0): Promise<OrderableOffer[]> {
  const offers = await orderableOffers(request)
  const bySeller = new Map<number, OrderableOffer[]>()
  for (const offer of offers) bySeller.set(offer.merchant.id, [...(bySeller.get(offer.merchant.id) ?? []), offer])
  const sellers = [...bySeller.values()]
  expect(sellers.length, 'sellers with orderable offers').toBeGreaterThanOrEqual(count)
  return Array.from({ length: count }, (_, i) => {
    const own = sellers[(i + shift) % sellers.length] ?? []
    return own[Math.floor((i + shift) / sellers.length) % own.length] as OrderableOffer
  })
}

interface CartItem {
  product_id: number
  quantity: number
  step: number
  price: number | null
  price_gross: number | null
}
interface CartGroup {
  merchant: { id: number }
  items: CartItem[]
  shortfall: number
}

/** The buyer's cart with each seller's minimum order reached (the first line of a short seller grows). */
export async function meetMinimums(request: APIRequestContext, token: string): Promise<CartGroup[]> {
  let { merchants = [] } = await post<{ merchants?: CartGroup[] }>(
    request,
    '/api/cart/list',
    { merchants: true },
    token,
  )
  for (const group of merchants) {
    const item = group.items[0]
    if (group.shortfall <= 0 || !item) continue
    const unit = item.price_gross ?? item.price ?? 1
    const more = Math.ceil(Math.ceil(group.shortfall / unit) / item.step) * item.step
    await post(
      request,
      '/api/cart/changeQuantity',
      { product_id: item.product_id, quantity: item.quantity + more },
      token,
    )
  }
  ;({ merchants = [] } = await post<{ merchants?: CartGroup[] }>(request, '/api/cart/list', { merchants: true }, token))
  for (const group of merchants) expect(group.shortfall, `seller ${group.merchant.id} minimum`).toBe(0)
  return merchants
}

export interface PlaceOrdersOptions {
  /** How many checkouts, one after another (newest last). Default 1. */
  checkouts?: number
  /** How many sellers each checkout buys from (one order each). Default 1. */
  sellers?: number
  /** Card (private buyer) or the demo clinic's invoice. Default card. */
  payment?: 'card' | 'invoice'
  /** The buyer's phone as checkout sends it. */
  phone?: string
  /** The buyer's name and e-mail as checkout sends them. */
  fio?: string
  email?: string
  /** Which offers: the n-th choice among the catalogue's (tests vary it). */
  shift?: number
}

/**
 * Places orders for the buyer with this token, as checkout would: every checkout adds offers of `sellers` sellers,
 * reaches their minimums, picks each seller's first delivery option to Moscow and pays by card or invoice.
 * Answers the placed orders, oldest first.
 */
export async function placeOrders(
  request: APIRequestContext,
  token: string,
  {
    checkouts = 1,
    sellers = 1,
    payment = 'card',
    phone = '+79160000000',
    fio = 'Иванов Иван Иванович',
    email = 'buyer@example.test',
    shift = 0,
  }: PlaceOrdersOptions = {},
): Promise<PlacedOrder[]> {
  const placed: PlacedOrder[] = []
  for (let n = 0; n < checkouts; n++) {
    const offers = await offersOfSellers(request, sellers, shift + n)
    for (const offer of offers) {
      await post(request, '/api/cart/add', { product_id: offer.id, quantity: offer.minOrder }, token)
    }
    const groups = await meetMinimums(request, token)
    const calculation = await post<{ merchants: { merchant_id: number; options: { code: string }[] }[] }>(
      request,
      '/api/delivery/getCalculationForMerchant',
      {
        city: 'Москва',
        carts: groups.map((group) => ({
          merchant_id: group.merchant.id,
          products: group.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
        })),
      },
      token,
    )
    const delivery = calculation.merchants.map((m) => {
      const option = m.options[0]
      if (!option) throw new Error(`seller ${m.merchant_id} has no delivery option to Moscow`)
      return { merchant_id: m.merchant_id, code: option.code }
    })
    const answer = await post<{ orders: PlacedOrder[] }>(
      request,
      '/api/user/order/add',
      {
        idempotency_key: randomUUID(),
        user: { fio, phone, email, comment: null },
        recipient: null,
        address_id: -1,
        new_address: DEMO_ADDRESS,
        delivery,
        ...(payment === 'invoice' ? { payment_type: 2, new_requisite: DEMO_PAYER } : { payment_type: 3 }),
        agreement: true,
      },
      token,
    )
    placed.push(...answer.orders)
  }
  return placed
}

/**
 * The buyer's browser on checkout with one offer of a seller (the `shift`-th choice) in the cart, the seller's
 * minimum reached: put in through the API, then step 1's «Оформить заказ» pressed as a buyer does.
 */
export async function checkoutWithOneOffer(page: Page, request: APIRequestContext, token: string, shift: number) {
  const [offer] = await offersOfSellers(request, 1, shift)
  await post(request, '/api/cart/add', { product_id: offer?.id, quantity: offer?.minOrder }, token)
  await meetMinimums(request, token)
  await page.goto('/cart/order')
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/cart\/checkout/)
}

/** An order's card on «Статус заказов». */
export const orderCard = (page: Page, number: string) =>
  page.getByRole('article', { name: new RegExp(`^Заказ № ${number} от `) })

/** «Отменить заказ» of an order pressed on «Статус заказов»: its dialog, ready for a reason. */
export async function openCancel(page: Page, number: string) {
  await orderCard(page, number)
    .getByRole('link', { name: `Отменить заказ № ${number}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Отмена заказа № ${number}` })
  await expect(dialog).toBeVisible()
  if (jsEnabled()) await waitForLiveDialog(page)
  return dialog
}
