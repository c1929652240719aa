/**
 * The storefront's texts and formats (issue 13, item 14): days in Russian plurals and none promised for goods not
 * in stock; «Цена по запросу» said once; no «Мин. заказ у продавца: 0 ₽»; money in one format («900 ₽» or
 * «900,90 ₽»); phones in the mask on the orders page and in checkout; a single order's thanks without «по одному
 * на каждого продавца»; official suppliers linking to their goods. JavaScript on and off.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { CLOSE, openPage, test } from './account-support.ts'
import { checkoutWithOneOffer, type ProductDetail, placeOrders, productBySlug } from './order-support.ts'

/** Products of a listing filter, each with its page's data. */
async function productsWhere(request: APIRequestContext, filters: object, count = 24): Promise<ProductDetail[]> {
  const answer = await request.post('/api/front/products/getProducts', {
    data: { per_page: count, ...filters },
    headers: CLOSE,
  })
  expect(answer.ok()).toBe(true)
  const { products } = (await answer.json()) as { products: { slug: string }[] }
  return Promise.all(products.map((card) => productBySlug(request, card.slug)))
}

const deliveryBox = (page: Page) => page.locator('section.delivery')
const DAYS = /\d+(–\d+)? (день|дня|дней)/
// Money with kopecks has two digits: «189,71 ₽», never «900,9 ₽».
const ONE_KOPECK_DIGIT = /\d,\d(?!\d)\s?₽/

test('catalogue and product pages: prices, «Цена по запросу» once, days, no 0 ₽ minimum', async ({ page, request }) => {
  await openPage(page, '/catalog?availability=price_on_request')
  const cards = page.locator('article.product-card')
  await expect(cards.first()).toBeVisible()
  const onRequestCards = cards.filter({ has: page.locator('.product-card__price', { hasText: 'Цена по запросу' }) })
  expect(await onRequestCards.count()).toBeGreaterThan(0)
  for (const card of (await onRequestCards.all()).slice(0, 6)) {
    await expect(card.getByText('Цена по запросу')).toHaveCount(1)
  }

  await openPage(page, '/catalog?sort=price&direction=asc')
  const prices = await page.locator('.product-card__price').allInnerTexts()
  expect(prices.length).toBeGreaterThan(10)
  for (const price of prices) expect(price).not.toMatch(ONE_KOPECK_DIGIT)

  // Products with an offer in stock, and with offers only on order.
  const products = await productsWhere(request, { availability: ['in_stock', 'on_order'] }, 60)
  // A seller without a minimum order among its sellers (the demo has one), with an offer in stock.
  const shelved = products.find(
    (p) => p.offers.some((o) => o.availability === 'in_stock') && p.offers.some((o) => o.merchant.min_order === 0),
  )
  const ordered = products.find((p) =>
    p.offers.every((o) => o.availability === 'on_order' || o.availability === 'not_in_stock'),
  )
  expect(shelved && ordered).toBeTruthy()
  const inStock = shelved?.offers.find((o) => o.availability === 'in_stock')?.merchant.name ?? ''
  await openPage(page, `/product/${shelved?.slug}`)
  await expect(deliveryBox(page).locator('li', { hasText: inStock }).first()).toContainText(DAYS)
  await expect(deliveryBox(page)).not.toContainText('дн.')
  await expect(page.getByText(/Мин\. заказ у продавца: 0\s?₽/)).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText(ONE_KOPECK_DIGIT)

  await openPage(page, `/product/${ordered?.slug}`)
  const entry = deliveryBox(page).locator('li').first()
  await expect(entry).toContainText('срок — когда товар поступит к продавцу')
  await expect(entry).not.toContainText(DAYS)

  const onRequest = (await productsWhere(request, { availability: ['price_on_request'] }, 6))[0]
  await openPage(page, `/product/${onRequest?.slug}`)
  const row = page.locator('table tr', { hasText: 'Цена по запросу' }).first()
  await expect(row.getByText('Цена по запросу')).toHaveCount(1)
})

test('official suppliers on the home page link to their pages with their goods', async ({ page }) => {
  await openPage(page, '/')
  const supplier = page.getByRole('region', { name: 'Официальные поставщики' }).getByRole('link').first()
  const name = (await supplier.innerText()).trim()
  await supplier.click()
  await expect(page).toHaveURL(/\/sellers\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.locator('article.product-card').first()).toBeVisible()
})

test('phones in the mask on the orders page and in checkout; one order’s thanks', async ({ page, request, buyer }) => {
  const masked = (e164: string) =>
    `+7 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8, 10)}-${e164.slice(10, 12)}`
  const [order] = await placeOrders(request, buyer.token, { phone: '+79160000000' })
  await openPage(page, '/account/orders')
  await expect(page.locator('main')).toContainText('+7 (916) 000-00-00')
  await expect(page.locator('main')).not.toContainText('+79160000000')

  await openPage(page, `/cart/thanks?order=${order?.id}`)
  await expect(page.locator('main')).toContainText('Спасибо! Мы оформили заказ.')
  await expect(page.locator('main')).not.toContainText('по одному на каждого продавца')

  // Checkout comes with the buyer's own phone, in the mask.
  await checkoutWithOneOffer(page, request, buyer.token, 3)
  await expect(page.getByRole('textbox', { name: 'Телефон', exact: true })).toHaveValue(masked(buyer.phone))
})
