/**
 * A cart line's quantity typed by hand (issue 13, item 1): Enter in the field applies the typed number (it used to
 * press the line's first button, «−»); a number the seller does not sell — under the minimum, or between steps — is
 * refused in Russian at the line, naming the rule and the nearest quantities allowed, with the typed number kept and
 * the cart unchanged; «Обновить» looks like a button. JavaScript on and off, and at 375 px.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { CLOSE, jsEnabled, openPage, test } from './account-support.ts'
import { axe } from './axe.ts'
import { type Offer, type ProductDetail, productBySlug } from './order-support.ts'

/** An offer in stock sold from a minimum above 1 by a step above 1, and its product. */
async function steppedOffer(request: APIRequestContext): Promise<{ product: ProductDetail; offer: Offer }> {
  for (let page = 1; page <= 10; page++) {
    const answer = await request.post('/api/front/products/getProducts', {
      data: { per_page: 96, page, availability: ['in_stock'] },
      headers: CLOSE,
    })
    expect(answer.ok()).toBe(true)
    const { products } = (await answer.json()) as { products: { slug: string; contains_precursor: boolean }[] }
    for (const card of products.filter((p) => !p.contains_precursor)) {
      const product = await productBySlug(request, card.slug)
      const offer = product.offers.find(
        (o) => o.price !== null && o.availability === 'in_stock' && o.step > 1 && o.min_order > 1,
      )
      if (offer) return { product, offer }
    }
  }
  throw new Error('the demo catalogue has no offer sold from a minimum by a step')
}

const header = (page: Page) => page.locator('header.site-header')
const expectCartCount = (page: Page, count: number) =>
  expect(header(page).getByRole('link', { name: `Корзина, ${count} шт.` })).toBeVisible()

for (const width of [1366, 375]) {
  test(`Enter applies the typed quantity; a quantity the seller does not sell is refused at the line (${width} px)`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const { product, offer } = await steppedOffer(request)
    const { min_order: least, step } = offer
    await context.addCookies([
      {
        name: 'cart',
        value: encodeURIComponent(JSON.stringify([{ product_id: offer.id, quantity: least }])),
        url: baseURL ?? '',
        httpOnly: true,
      },
    ])
    await openPage(page, '/cart/order')
    const field = page.getByLabel(`Количество «${product.name}»`, { exact: true })
    await expect(field).toHaveValue(String(least))

    // Two steps up, typed and sent with Enter: applied as typed.
    const twoUp = least + 2 * step
    await field.fill(String(twoUp))
    await field.press('Enter')
    await expectCartCount(page, twoUp)
    await expect(field).toHaveValue(String(twoUp))
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')

    // Between two steps: refused at the line, the rule and both neighbours named, the typed number kept.
    const between = least + step + 1
    await field.fill(String(between))
    await field.press('Enter')
    const line = page.locator('li.cart-line', { has: field })
    const error = line.getByRole('alert')
    await expect(error).toHaveText(
      `«${product.name}» продаётся от ${least} шт. с шагом ${step}: ${between} не подходит. ` +
        `Можно заказать ${least + step} или ${least + 2 * step}.`,
    )
    await expect(field).toHaveValue(String(between))
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/не подходит/)
    await expectCartCount(page, twoUp)

    // Under the minimum: the minimum is named; «Обновить» sends it as well as Enter does.
    await field.fill('1')
    await line.getByRole('button', { name: 'Обновить' }).click()
    await expect(error).toHaveText(
      `«${product.name}» продаётся от ${least} шт.: 1 — меньше минимума. Можно заказать ${least}.`,
    )
    await expect(field).toHaveValue('1')
    await expectCartCount(page, twoUp)

    // − still takes one step off the quantity the cart holds, and the message goes.
    await line.getByRole('button', { name: `Уменьшить количество «${product.name}»` }).click()
    await expectCartCount(page, least + step)
    await expect(field).toHaveValue(String(least + step))
    await expect(line.getByRole('alert')).toHaveCount(0)

    // «Обновить» looks like a button: a bordered box, not a bare link (styles are read through the page's script).
    const update = line.getByRole('button', { name: 'Обновить' })
    if (jsEnabled()) {
      const look = await update.evaluate((button) => {
        const style = getComputedStyle(button)
        return { border: style.borderTopWidth, decoration: style.textDecorationLine }
      })
      expect(look).toEqual({ border: '2px', decoration: 'none' })
    }
    expect((await update.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    // The line fits the screen, and the page passes axe with an error showing.
    await field.fill(String(between))
    await field.press('Enter')
    await expect(error).toBeVisible()
    for (const part of [line, update, error]) {
      const box = await part.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
    }
    if (jsEnabled()) {
      // axe runs in the browser with JavaScript.
      const results = await axe(page).include('main').analyze()
      expect(results.violations).toEqual([])
    }
  })
}
