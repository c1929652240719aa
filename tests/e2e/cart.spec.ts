/**
 * The storefront's cart (issue 6, SPEC §2 cart steps and guards, §3 Cart item, §4, §5 the seller's minimum, §9 sums):
 * a guest adds from a card and from two sellers' offers on a product page, sees the header's count and the
 * add-to-cart dialog, finds the lines grouped by seller on step 1 with the unmet minimum's error, which blocks
 * «Оформить заказ» until a quantity is raised; removes a line after a confirmation; keeps the cart over a reload (the
 * `cart` cookie); signs in by SMS on step 2, the cart handed over, and lands on checkout. Each guard of SPEC §2, and
 * axe on every step this spec owns. Every test runs with JavaScript on and off. The goods are found through the API,
 * never by hard-coded ids.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { backendPost, codeSentTo, jsEnabled, newBuyer, openPage, test, uniquePhone } from './account-support.ts'
import { axe } from './axe.ts'
import { waitForLiveDialog } from './hydration.ts'
import { productBySlug, twoSellerProduct } from './order-support.ts'

const header = (page: Page) => page.locator('header.site-header')
const cartLink = (page: Page) => header(page).getByRole('link', { name: /^Корзина, \d+ шт\.$/ })

async function expectCartCount(page: Page, count: number) {
  await expect(header(page).getByRole('link', { name: `Корзина, ${count} шт.` })).toBeVisible()
}

/** Clicks a button that posts a cart form, and waits for the page it leads to (with JavaScript, for its dialog). */
async function addWith(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click()
  const dialog = page.getByRole('dialog', { name: 'Товар добавлен в корзину' })
  // The post, the page's data and (with JavaScript) the dialog's chunk: a slow machine may need a while.
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  if (jsEnabled()) await waitForLiveDialog(page)
  return dialog
}

async function guestCart(context: BrowserContext, baseURL: string | undefined, lines: object[]) {
  await context.addCookies([
    { name: 'cart', value: encodeURIComponent(JSON.stringify(lines)), url: baseURL ?? '', httpOnly: true },
  ])
}

function sellerSection(page: Page, seller: string) {
  return page.getByRole('region', { name: `Продавец «${seller}»` })
}

// Money is written with non-breaking spaces (Intl's ru-RU).
const minimumError = (seller: string) =>
  new RegExp(
    `Минимальная сумма заказа у продавца «${seller}» — [\\d\\s,]+₽, сейчас [\\d\\s,]+₽\\. Добавьте ещё товаров`,
  )

test.describe('a guest’s cart', () => {
  test('add from a card and two sellers’ offers, grouped by seller, the minimum blocks the order until raised, remove with a confirmation, kept over a reload', async ({
    page,
    request,
  }) => {
    const js = jsEnabled()
    const { product, short, other, enough } = await twoSellerProduct(request)

    // A card of the catalogue whose offer is neither of the two, added with its own button.
    await openPage(page, '/catalog')
    await expectCartCount(page, 0)
    const cards = page.locator('article.product-card')
    const count = await cards.count()
    let cardName = ''
    let cardQuantity = 0
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index)
      const offerInput = card.locator('form.add-to-cart input[name="product_id"]')
      if ((await offerInput.count()) === 0) continue
      const offerId = Number(await offerInput.inputValue())
      if (offerId === short.id || offerId === other.id) continue
      const slug = (await card.locator('a.product-card__link').getAttribute('href'))?.replace('/product/', '') ?? ''
      const detail = await productBySlug(request, slug)
      if (detail.id === product.id) continue
      cardName = detail.name
      cardQuantity = detail.offers.find((o) => o.id === offerId)?.min_order ?? 1
      break
    }
    expect(cardName).not.toBe('')
    let dialog = await addWith(page, `Добавить «${cardName}» в корзину`)
    await expect(page).toHaveURL(/\/catalog\?dialog=added&item=\d+$/)
    await expect(dialog.getByRole('link', { name: cardName, exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/cart/order')
    await expectCartCount(page, cardQuantity)
    await dialog.getByRole('link', { name: 'Продолжить покупки' }).click()
    await expect(page).toHaveURL(/\/catalog$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The catalogue was seen before the cart had anything: no copy of it from then (a browser's) is shown again.
    await expectCartCount(page, cardQuantity)

    // Both sellers' offers on the product page.
    await openPage(page, `/product/${product.slug}`)
    dialog = await addWith(page, `Добавить в корзину: «${product.name}» от продавца «${short.merchant.name}»`)
    await expect(dialog).toContainText(`Продавец: ${short.merchant.name}`)
    await dialog.getByRole('link', { name: 'Продолжить покупки' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    dialog = await addWith(page, `Добавить в корзину: «${product.name}» от продавца «${other.merchant.name}»`)
    await expect(dialog).toContainText(`Продавец: ${other.merchant.name}`)
    await expectCartCount(page, cardQuantity + 2)

    // Step 1: one section per seller, each with its line.
    await dialog.getByRole('link', { name: 'Перейти в корзину' }).click()
    await expect(page).toHaveURL(/\/cart\/order$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible()
    await expect(page.locator('[aria-current="step"]')).toContainText('Корзина')
    const shortSection = sellerSection(page, short.merchant.name)
    await expect(shortSection.getByRole('link', { name: product.name, exact: true })).toBeVisible()
    await expect(
      sellerSection(page, other.merchant.name).getByRole('link', { name: product.name, exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: cardName, exact: true })).toBeVisible()

    // The first seller's minimum is not met: said beside the seller, and «Оформить заказ» is refused with it.
    await expect(shortSection).toContainText(minimumError(short.merchant.name))
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(page).toHaveURL(/\/cart\/order$/)
    await expect(page.getByRole('alert')).toContainText(minimumError(short.merchant.name))

    // Raising the quantity clears it.
    await shortSection.getByLabel(`Количество «${product.name}»`, { exact: true }).fill(String(enough))
    await shortSection.getByRole('button', { name: 'Обновить' }).click()
    await expect(shortSection.getByLabel(`Количество «${product.name}»`, { exact: true })).toHaveValue(String(enough))
    await expect(shortSection).not.toContainText('Минимальная сумма заказа у продавца')
    await expectCartCount(page, cardQuantity + enough + 1)

    // The + button adds one step.
    await shortSection.getByRole('button', { name: `Увеличить количество «${product.name}»` }).click()
    await expect(shortSection.getByLabel(`Количество «${product.name}»`, { exact: true })).toHaveValue(
      String(enough + 1),
    )

    // Removing asks first; «Нет» keeps the line, «Да» removes it.
    await page.getByRole('link', { name: `Удалить «${cardName}» из корзины` }).click()
    let confirm = page.getByRole('dialog', { name: 'Удалить товар?' })
    await expect(confirm).toContainText(`Удалить «${cardName}» из корзины?`)
    if (js) await waitForLiveDialog(page)
    await confirm.getByRole('link', { name: 'Нет' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('link', { name: cardName, exact: true })).toBeVisible()
    await page.getByRole('link', { name: `Удалить «${cardName}» из корзины` }).click()
    confirm = page.getByRole('dialog', { name: 'Удалить товар?' })
    if (js) await waitForLiveDialog(page)
    await confirm.getByRole('button', { name: 'Да' }).click()
    await expect(page).toHaveURL(/\/cart\/order$/)
    await expect(page.getByRole('link', { name: cardName, exact: true })).toHaveCount(0)
    await expectCartCount(page, enough + 2)

    // The guest's cart is the cookie: a reload shows the same cart.
    await page.reload()
    await expect(shortSection.getByLabel(`Количество «${product.name}»`, { exact: true })).toHaveValue(
      String(enough + 1),
    )
    await expectCartCount(page, enough + 2)
  })

  test('the header’s cart opens the cart dialog with JavaScript and leads to step 1 without', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { product, short } = await twoSellerProduct(request)
    await guestCart(context, baseURL, [{ product_id: short.id, quantity: 1 }])
    await openPage(page, '/brands')
    await expectCartCount(page, 1)
    await cartLink(page).click()
    if (jsEnabled()) {
      const dialog = page.getByRole('dialog', { name: 'Корзина' })
      await expect(dialog.getByRole('link', { name: product.name, exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/brands\?dialog=cart$/)
      await dialog.getByRole('link', { name: 'Перейти в корзину' }).click()
    }
    await expect(page).toHaveURL(/\/cart\/order$/)
  })

  test('step 2 signs the guest in by SMS; the cart is handed over and the visitor lands on checkout', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { short, other, enough, otherEnough } = await twoSellerProduct(request)
    await guestCart(context, baseURL, [
      { product_id: short.id, quantity: enough },
      { product_id: other.id, quantity: otherEnough },
    ])
    await openPage(page, '/cart/order')
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(page).toHaveURL(/\/cart\/autorisation$/)
    await expect(page.locator('[aria-current="step"]')).toContainText('Авторизация')

    const phone = uniquePhone()
    await page.getByRole('link', { name: 'По номеру телефона' }).click()
    await page.getByLabel('Телефон').fill(phone.typed)
    await page.getByRole('button', { name: 'Получить код' }).click()
    await expect(page.locator('main')).toContainText(`Мы отправили код в СМС на номер +7 916 ***-**-${phone.tail}`)
    await expect(page).toHaveURL(/\/cart\/autorisation\?dialog=signin&mode=phone&step=code$/)
    // The panel is the page's; no auth dialog over it.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByLabel('Код из СМС').fill(await codeSentTo(request, phone.e164))
    await page.getByRole('button', { name: 'Войти' }).click()
    // A new phone: the account needs the consent.
    await page.getByRole('checkbox', { name: /Даю согласие на обработку моих персональных данных/ }).check()
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/cart\/checkout$/)
    // The guest's cookie went with the sign-in; the account's cart holds both lines.
    expect((await context.cookies()).find((cookie) => cookie.name === 'cart')).toBeUndefined()
    await expectCartCount(page, enough + otherEnough)
  })

  test('a cart merged with the account’s own at sign-in is not the confirmed one: back to step 1, saying why', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { short, other, enough, otherEnough } = await twoSellerProduct(request)
    // A buyer whose account already holds a line, with a password to sign in by e-mail.
    const buyer = await newBuyer(request)
    await backendPost(request, buyer, '/api/cart/add', { product_id: other.id, quantity: otherEnough })
    const password = `pw-${Math.random().toString(36).slice(2)}-Ok`
    await backendPost(request, buyer, '/api/changePwd', { password })
    const email = `cart-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`
    await backendPost(request, buyer, '/api/user/updateProfile', { name: 'Иван', email, phone: buyer.phone })

    await guestCart(context, baseURL, [{ product_id: short.id, quantity: enough }])
    await openPage(page, '/cart/order')
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(page).toHaveURL(/\/cart\/autorisation$/)
    await page.getByRole('link', { name: 'По e-mail и паролю' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Пароль').fill(password)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/cart\/order$/)
    await expect(page.locator('main').getByRole('status')).toContainText('После входа в корзину добавились товары')
    await expect(sellerSection(page, other.merchant.name)).toBeVisible()
    await expect(sellerSection(page, short.merchant.name)).toBeVisible()
    // Confirmed again, the signed-in buyer goes straight to checkout.
    await page.getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(page).toHaveURL(/\/cart\/checkout$/)
  })
})

test.describe('the cart steps’ guards (SPEC §2)', () => {
  test('a guest: an unknown step and /cart go to step 1, an empty cart to /cart/empty; checkout needs a signed-in, confirmed order', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await openPage(page, '/cart/no-such-step')
    await expect(page).toHaveURL(/\/cart\/empty$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина пуста' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog')
    await openPage(page, '/cart')
    await expect(page).toHaveURL(/\/cart\/empty$/)
    await openPage(page, '/cart/order')
    await expect(page).toHaveURL(/\/cart\/empty$/)
    await openPage(page, '/cart/autorisation')
    await expect(page).toHaveURL(/\/cart\/empty$/)
    await openPage(page, '/cart/checkout')
    await expect(page).toHaveURL(/\/cart\/order$|\/cart\/empty$/)

    const { short } = await twoSellerProduct(request)
    await guestCart(context, baseURL, [{ product_id: short.id, quantity: 1 }])
    await openPage(page, '/cart/empty')
    await expect(page).toHaveURL(/\/cart\/order$/)
    await openPage(page, '/cart/unknown')
    await expect(page).toHaveURL(/\/cart\/order$/)
    // A guest with goods stays on step 2 (the sign-in step), and cannot reach checkout.
    await openPage(page, '/cart/autorisation')
    await expect(page).toHaveURL(/\/cart\/autorisation$/)
    await openPage(page, '/cart/checkout')
    await expect(page).toHaveURL(/\/cart\/order$/)
  })

  test('signed in: step 2 and checkout send an unconfirmed order to step 1', async ({ page, request, buyer }) => {
    const { short } = await twoSellerProduct(request)
    await backendPost(request, buyer, '/api/cart/add', { product_id: short.id, quantity: 1 })
    await openPage(page, '/cart/autorisation')
    await expect(page).toHaveURL(/\/cart\/order$/)
    await openPage(page, '/cart/checkout')
    await expect(page).toHaveURL(/\/cart\/order$/)
    await openPage(page, '/cart/empty')
    await expect(page).toHaveURL(/\/cart\/order$/)
  })
})

test('axe: no violations on /cart/order, /cart/autorisation and /cart/empty', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.skip(!jsEnabled(), 'axe runs in the browser with JavaScript')
  // Five pages scanned, each scan seconds of the browser's CPU.
  test.slow()
  await openPage(page, '/cart/empty')
  const empty = await axe(page).analyze()
  expect(empty.violations.map((v) => `empty ${v.id}: ${v.help}`)).toEqual([])

  const { short, other } = await twoSellerProduct(request)
  await guestCart(context, baseURL, [
    { product_id: short.id, quantity: 1 },
    { product_id: other.id, quantity: 1 },
  ])
  for (const url of ['/cart/order', '/cart/autorisation', '/cart/autorisation?dialog=signin&mode=phone']) {
    await openPage(page, url)
    await expect(page).toHaveURL(url)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.help}`)).toEqual([])
  }
  // The confirmation over step 1.
  await openPage(page, `/cart/order?dialog=remove&item=${short.id}`)
  const confirm = await axe(page).analyze()
  expect(confirm.violations.map((v) => `remove ${v.id}: ${v.help}`)).toEqual([])
})
