/**
 * The price shown is the price paid, and a buy box (issue 13, items 2 and 3): a seller quoting net prices is shown,
 * filtered and charged at the price with VAT — the card, the buy box, the sellers' table and the cart agree, and the
 * summaries say «в т. ч. НДС»; a sale shows the old price crossed out beside its badge; the product page's buy box
 * adds to the cart from the top of the page, and on a phone its button stays on the screen and every offer fits.
 * JavaScript on and off.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { formatRubles, priceBeforeSale } from '#contract/money.ts'
import { CLOSE, jsEnabled, openPage, test } from './account-support.ts'
import { axe } from './axe.ts'
import { checkoutWithOneOffer, type Offer, type ProductDetail, productBySlug } from './order-support.ts'

interface Card {
  slug: string
  price: number | null
  price_gross: number | null
  sale: number | null
  offers_count: number
  offer_id: number | null
  contains_precursor: boolean
}

async function cards(request: APIRequestContext, page: number): Promise<Card[]> {
  const answer = await request.post('/api/front/products/getProducts', {
    data: { per_page: 96, page, availability: ['in_stock'] },
    headers: CLOSE,
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { products: Card[] }).products
}

/**
 * A product whose best offer — in stock, sold one by one — comes from a seller quoting net prices, so its price
 * with VAT differs from its price; with at least one other seller.
 */
async function netQuotedProduct(request: APIRequestContext): Promise<{ product: ProductDetail; best: Offer }> {
  for (let page = 1; page <= 6; page++) {
    for (const card of await cards(request, page)) {
      if (card.contains_precursor || card.offers_count < 2 || card.sale) continue
      if (card.price_gross === null || card.price_gross === card.price) continue
      const product = await productBySlug(request, card.slug)
      const best = product.offers[0]
      if (best?.id === card.offer_id && best.availability === 'in_stock' && best.min_order === 1 && best.step === 1) {
        return { product, best }
      }
    }
  }
  throw new Error('the demo catalogue has no product whose best offer is quoted without VAT')
}

const money = (rubles: number) => formatRubles(rubles).replace(/\s/g, ' ')
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const buyBox = (page: Page) => page.getByRole('region', { name: 'Купить' })

test('a card, the buy box, the sellers’ table and the cart name one price, with VAT', async ({ page, request }) => {
  const { product, best } = await netQuotedProduct(request)
  const gross = best.price_gross as number

  // The price filter takes the price with VAT: the product is found at exactly that price, not at the net one.
  await openPage(page, `/catalog?price_from=${gross}&price_to=${gross}`)
  const card = page.locator('article.product-card', { has: page.locator(`a[href="/product/${product.slug}"]`) })
  await expect(card).toHaveCount(1)
  expect(spaced(await card.locator('.product-card__price').textContent())).toContain(money(gross))
  await openPage(page, `/catalog?price_from=${best.price}&price_to=${best.price}`)
  await expect(page.locator(`article.product-card a[href="/product/${product.slug}"]`)).toHaveCount(0)

  await openPage(page, `/product/${product.slug}`)
  const box = buyBox(page)
  await expect(box).toContainText(best.merchant.name)
  await expect(box).toContainText('В наличии')
  expect(spaced(await box.locator('.buy-box__price').textContent())).toBe(money(gross))
  const firstOffer = page.locator('.offers tbody tr').first()
  expect(spaced(await firstOffer.locator('.price-tag__now').textContent())).toBe(money(gross))
  await expect(firstOffer).toContainText(`${money(best.price as number)} без НДС`.replace(/\s/g, ' ').trim())

  // «В корзину» in the buy box, two pieces typed and Enter pressed.
  await box.getByLabel(/Количество/).fill('2')
  await box.getByLabel(/Количество/).press('Enter')
  await expect(page.getByRole('dialog', { name: 'Товар добавлен в корзину' })).toBeVisible({ timeout: 15_000 })

  await openPage(page, '/cart/order')
  const summary = page.locator('.cart-summary')
  const total = Math.round(gross * 200) / 100
  expect(spaced(await summary.locator('.cart-summary__total dd').textContent())).toBe(money(total))
  const vat = summary.locator('div', { has: page.getByText('в т. ч. НДС', { exact: true }) }).locator('dd')
  const vatText = spaced(await vat.textContent())
  expect(vatText).toMatch(/^\d[\d ]*(,\d\d)? ₽$/)
  const vatAmount = Number(vatText.replace(/[^\d,]/g, '').replace(',', '.'))
  expect(vatAmount).toBeGreaterThan(0)
  expect(vatAmount).toBeLessThan(total / 4)
})

test('checkout’s sums say the VAT inside the goods', async ({ page, request, buyer }) => {
  await checkoutWithOneOffer(page, request, buyer.token, 2)
  const vat = page.locator('.checkout-sums__list div', { has: page.getByText('в т. ч. НДС за товары') }).locator('dd')
  await expect(vat).toHaveText(/^(\d[\d\s]*(,\d\d)?\s₽|без НДС)$/)
})

test('a sale shows the old price crossed out beside its badge', async ({ page }) => {
  await openPage(page, '/')
  const offers = page.getByRole('region', { name: 'Специальные предложения' }).getByRole('article')
  const first = offers.first()
  const badge = first.locator('.price-tag__sale')
  await expect(badge).toHaveText(/^−\d+ %$/)
  const percent = Number((await badge.textContent())?.replace(/\D/g, ''))
  const now = spaced(await first.locator('.price-tag__now').textContent())
  const paid = Number(
    now
      .replace(/^от /, '')
      .replace(/[^\d,]/g, '')
      .replace(',', '.'),
  )
  const old = first.locator('s.price-tag__old')
  await expect(old).toBeVisible()
  expect(spaced(await old.textContent())).toBe(`Цена без скидки: ${money(priceBeforeSale(paid, percent))}`)
})

test('on a phone the buy box stays on the screen and every offer fits', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const { product } = await netQuotedProduct(request)
  await openPage(page, `/product/${product.slug}`)
  const button = buyBox(page).getByRole('button', { name: 'В корзину', exact: true })
  await expect(button).toBeInViewport()
  await page.locator('#price-dynamics').scrollIntoViewIfNeeded()
  await expect(button).toBeInViewport()
  // The footer's last line and «Наверх» stay clear of the pinned row.
  await page.locator('footer').getByRole('link', { name: 'Контакты' }).scrollIntoViewIfNeeded()
  const bar = await button.boundingBox()
  const lastLink = await page.locator('footer').getByRole('link', { name: 'Контакты' }).boundingBox()
  expect((lastLink?.y ?? 0) + (lastLink?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0)
  if (jsEnabled()) {
    const up = page.getByRole('link', { name: 'Наверх' })
    await expect(up).toBeVisible()
    const place = await up.boundingBox()
    expect((place?.y ?? 999) + (place?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) - 4)
  }
  const rows = page.locator('.offers tbody tr')
  expect(await rows.count()).toBe(product.offers.length)
  for (const row of await rows.all()) {
    const box = await row.boundingBox()
    expect((box?.x ?? -1) + (box?.width ?? 999)).toBeLessThanOrEqual(375)
    const add = row.getByRole('button')
    if ((await add.count()) > 0) {
      const place = await add.boundingBox()
      expect((place?.x ?? -1) + (place?.width ?? 999)).toBeLessThanOrEqual(375)
    }
  }
  if (jsEnabled()) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
  // The question and price-request forms fit the phone, as dialogs or pages.
  for (const dialog of ['question', 'price-request']) {
    await openPage(page, `/product/${product.slug}?dialog=${dialog}&item=${product.id}`)
    const opened = page.getByRole('dialog')
    await expect(opened).toBeVisible()
    const place = await opened.boundingBox()
    expect(place?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((place?.x ?? -1) + (place?.width ?? 999)).toBeLessThanOrEqual(375)
  }
})

test('the product page with its buy box passes axe at 1366 px', async ({ page, request }) => {
  test.skip(!jsEnabled(), 'axe runs scripts in the page')
  const { product } = await netQuotedProduct(request)
  await openPage(page, `/product/${product.slug}`)
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
})
