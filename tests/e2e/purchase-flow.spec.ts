/**
 * Issue 6's acceptance, end to end, with JavaScript off and again on: a guest adds offers of two sellers → the cart
 * groups them → one seller's minimum is not met and the error says so → the quantity is raised → step 2 signs in by
 * SMS → checkout with a new address, a delivery method per seller and a card → the sandbox pays → thanks shows two
 * order numbers → the orders page lists them with their statuses → one is cancelled with a reason → the other is
 * repeated into the cart. Every step through the pages, as a buyer would; the goods are found through the API.
 */
import { expect, type Page } from '@playwright/test'
import { codeSentTo, jsEnabled, openPage, test, uniquePhone } from './account-support.ts'
import { waitForLiveDialog } from './hydration.ts'
import { twoSellerProduct } from './order-support.ts'

// Some twenty pages and posts on a machine shared by many: more than the default 30 s.
test.describe.configure({ timeout: 180_000 })

const header = (page: Page) => page.locator('header.site-header')
const sellerSection = (page: Page, seller: string) => page.getByRole('region', { name: `Продавец «${seller}»` })
const minimumError = (seller: string) =>
  new RegExp(
    `Минимальная сумма заказа у продавца «${seller}» — [\\d\\s,]+₽, сейчас [\\d\\s,]+₽\\. Добавьте ещё товаров`,
  )
const checkout = (page: Page) => page.locator('form#checkout')
const orderCard = (page: Page, number: string) =>
  page.getByRole('article', { name: new RegExp(`^Заказ № ${number} от `) })

async function addOffer(page: Page, productName: string, seller: string) {
  await page.getByRole('button', { name: `Добавить в корзину: «${productName}» от продавца «${seller}»` }).click()
  const dialog = page.getByRole('dialog', { name: 'Товар добавлен в корзину' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  if (jsEnabled()) await waitForLiveDialog(page)
  await expect(dialog).toContainText(`Продавец: ${seller}`)
  return dialog
}

async function setQuantity(page: Page, seller: string, productName: string, quantity: number) {
  const section = sellerSection(page, seller)
  const field = section.getByLabel(`Количество «${productName}»`, { exact: true })
  await field.fill(String(quantity))
  await section.getByRole('button', { name: 'Обновить' }).click()
  await expect(field).toHaveValue(String(quantity))
}

test('a guest buys from two sellers, pays by card, and follows, cancels and repeats the orders', async ({
  page,
  request,
}) => {
  const js = jsEnabled()
  const { product, short, other, enough, otherEnough } = await twoSellerProduct(request)

  // A guest adds both sellers' offers on the product page.
  await openPage(page, `/product/${product.slug}`)
  let dialog = await addOffer(page, product.name, short.merchant.name)
  await dialog.getByRole('link', { name: 'Продолжить покупки' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  dialog = await addOffer(page, product.name, other.merchant.name)
  await dialog.getByRole('link', { name: 'Перейти в корзину' }).click()

  // The cart groups them by seller; the first seller's minimum is not met, and ordering is refused saying so.
  await expect(page).toHaveURL(/\/cart\/order$/)
  await expect(
    sellerSection(page, short.merchant.name).getByRole('link', { name: product.name, exact: true }),
  ).toBeVisible()
  await expect(
    sellerSection(page, other.merchant.name).getByRole('link', { name: product.name, exact: true }),
  ).toBeVisible()
  await expect(sellerSection(page, short.merchant.name)).toContainText(minimumError(short.merchant.name))
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/cart\/order$/)
  await expect(page.getByRole('alert')).toContainText(minimumError(short.merchant.name))

  // Raising the quantities meets the minimums.
  await setQuantity(page, short.merchant.name, product.name, enough)
  await expect(sellerSection(page, short.merchant.name)).not.toContainText('Минимальная сумма заказа у продавца')
  if (otherEnough > 1) await setQuantity(page, other.merchant.name, product.name, otherEnough)
  await expect(page.locator('main')).not.toContainText('Минимальная сумма заказа у продавца')

  // Step 2: sign in by SMS.
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/cart\/autorisation$/)
  const phone = uniquePhone()
  await page.getByRole('link', { name: 'По номеру телефона' }).click()
  await page.getByLabel('Телефон').fill(phone.typed)
  await page.getByRole('button', { name: 'Получить код' }).click()
  await expect(page.locator('main')).toContainText(`Мы отправили код в СМС на номер +7 916 ***-**-${phone.tail}`)
  await page.getByLabel('Код из СМС').fill(await codeSentTo(request, phone.e164))
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('checkbox', { name: /Даю согласие на обработку моих персональных данных/ }).check()
  await page.getByRole('button', { name: 'Войти' }).click()

  // Step 3: checkout with a new address, a delivery method per seller and a card.
  await expect(page).toHaveURL(/\/cart\/checkout$/)
  const buyerPart = checkout(page).getByRole('region', { name: 'Покупатель' })
  await buyerPart.getByRole('textbox', { name: 'ФИО', exact: true }).fill('Смирнова Ольга Ивановна')
  await buyerPart
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(`flow-${Date.now().toString(36)}@example.test`)
  await expect(checkout(page).getByRole('radio', { name: 'Новый адрес' })).toBeChecked()
  await checkout(page).locator('[name="new_address.city_full"]').fill('г Москва')
  await checkout(page).locator('[name="new_address.street"]').fill('ул Тверская')
  await checkout(page).getByRole('textbox', { name: 'Дом', exact: true }).fill('7')
  await checkout(page).getByRole('button', { name: 'Рассчитать доставку' }).click()
  await expect(checkout(page).getByText('Доставка в г. Москва')).toBeVisible()
  for (const seller of [short.merchant.name, other.merchant.name]) {
    const first = checkout(page)
      .getByRole('group', { name: `Способ доставки от продавца «${seller}»` })
      .getByRole('radio')
      .first()
    await first.check()
    await expect(first).toBeChecked()
  }
  await expect(checkout(page).getByRole('radio', { name: /Картой онлайн/ })).toBeChecked()
  await checkout(page)
    .getByRole('checkbox', { name: /Я принимаю пользовательское соглашение/ })
    .check()
  await checkout(page).getByRole('button', { name: 'Оформить заказ' }).click()
  // Without JavaScript a paid delivery first shows the total it makes (issue 13, item 7); a second press places it.
  const totalNotice = page.getByRole('alert').filter({ hasText: 'С выбранной доставкой всего к оплате' })
  if (!jsEnabled() && (await totalNotice.count()) > 0) {
    await checkout(page).getByRole('button', { name: 'Оформить заказ' }).click()
  }

  // The sandbox gateway pays.
  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/)
  await page.getByRole('button', { name: 'Оплатить' }).click()

  // Step 4: thanks lists the two new orders.
  await expect(page).toHaveURL(/\/cart\/thanks\?payment=/)
  await expect(page.getByText('Заказы оплачены')).toBeVisible()
  const placed = page.getByRole('list', { name: 'Новые заказы' }).getByRole('listitem')
  await expect(placed).toHaveCount(2)
  const numbers = (await placed.allTextContents()).map((text) => text.match(/Заказ № (\d+)/)?.[1] ?? '')
  expect(numbers.every(Boolean)).toBe(true)

  // The orders page lists them with their statuses.
  await openPage(page, '/account/orders')
  await expect(page.getByText('Показано 2 из 2')).toBeVisible()
  const [first = '', second = ''] = numbers
  for (const number of numbers) {
    await expect(orderCard(page, number).locator('.order-status')).toHaveText('Статус: Оплата получена')
    await expect(orderCard(page, number).getByText('Картой онлайн, оплачено')).toBeVisible()
  }

  // One is cancelled with a reason.
  await orderCard(page, first)
    .getByRole('link', { name: `Отменить заказ № ${first}` })
    .click()
  const cancel = page.getByRole('dialog', { name: `Отмена заказа № ${first}` })
  await expect(cancel).toBeVisible()
  if (js) await waitForLiveDialog(page)
  await cancel.getByRole('radio', { name: 'Изменить способ получения и адрес' }).check()
  await cancel.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(orderCard(page, first).locator('.order-status')).toHaveText('Статус: Отменён покупателем')
  await expect(orderCard(page, first).locator('.order-card__cancel-reason dd')).toHaveText(
    'Изменить способ получения и адрес',
  )
  await expect(orderCard(page, second).locator('.order-status')).toHaveText('Статус: Оплата получена')

  // The other is repeated into the cart.
  await expect(header(page).getByRole('link', { name: 'Корзина, 0 шт.' })).toBeVisible()
  await orderCard(page, second)
    .getByRole('link', { name: `Повторить заказ № ${second}` })
    .click()
  const repeat = page.getByRole('dialog', { name: `Повторить заказ № ${second}` })
  await expect(repeat).toContainText('Добавить товары этого заказа в корзину?')
  if (js) await waitForLiveDialog(page)
  await repeat.getByRole('button', { name: 'Да' }).click()
  await expect(page).toHaveURL(/\/cart\/order$/)
  await expect(page.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible()
  await expect(header(page).getByRole('link', { name: /^Корзина, [1-9]\d* шт\.$/ })).toBeVisible()
})
