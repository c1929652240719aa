/**
 * The three contact forms (issue 4): write-us, price request, product question. Every test runs with JavaScript on
 * (the dialog sends through a fetcher and closes itself 3 s after «sent») and off (the dialog's form posts to the
 * form's page, which shows the errors or, after a redirect, the success page with a way back). What arrived is
 * read back through the administrators' lists. Values are unique per test: both projects share one server.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { admin } from '../../playwright.config.ts'
import { waitForHydration } from './hydration.ts'

const REQUIRED = 'Это поле — обязательно для заполнения'
const NAME_REQUIRED = 'Имя обязательно для заполнения'
const PHONE = 'Пожалуйста, скорректируйте номер телефона'

type AdminList = 'appeals' | 'price_requests' | 'product_questions'

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

/** Signs the e2e administrator in through the storefront's /api and reads one list, newest first. */
async function adminRows(request: APIRequestContext, list: AdminList): Promise<Record<string, unknown>[]> {
  const signIn = await request.post('/api/v2/front/users/signin', { data: admin })
  expect(signIn.ok()).toBe(true)
  const { access_token: token } = (await signIn.json()) as { access_token: string }
  const answer = await request.get(`/api/admin/${list}?per_page=100`, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: Record<string, unknown>[] }).data
}

async function findRow(request: APIRequestContext, list: AdminList, field: string, value: string) {
  return (await adminRows(request, list)).find((row) => row[field] === value)
}

interface ProductRef {
  id: number
  slug: string
  name: string
}

/** A product one of whose offers has its price on request, and that offer's seller. */
async function productWithPriceOnRequest(request: APIRequestContext) {
  const list = await request.post('/api/front/products/getProducts', { data: { per_page: 48, page: 2 } })
  expect(list.ok()).toBe(true)
  const { products } = (await list.json()) as { products: ProductRef[] }
  for (const card of products) {
    const answer = await request.get(`/api/front/products/getMasterProductById/${card.id}`)
    const { product } = (await answer.json()) as {
      product: ProductRef & { offers: { price: number | null; merchant: { id: number; name: string } }[] }
    }
    const offer = product.offers.find((o) => o.price === null)
    if (offer) return { product, merchant: offer.merchant }
  }
  throw new Error('no product with a price on request in the demo catalogue')
}

/** The name field; its label's asterisk is hidden from the accessible name, not from the label's text. */
const nameField = (scope: Locator) => scope.getByRole('textbox', { name: 'Имя', exact: true })

/** Where the form is after a post: the dialog with JavaScript, the form's own page without. */
function formScope(page: Page, dialog: Locator, js: boolean): Locator {
  return js ? dialog : page.locator('main')
}

/** With JavaScript the sent alert shows in the dialog, which closes itself about 3 s later (SPEC §8). */
async function expectSentAndClosed(page: Page, dialog: Locator, text: string) {
  await expect(dialog.getByRole('status')).toContainText(text)
  const shown = Date.now()
  await expect(dialog).toHaveCount(0, { timeout: 8_000 })
  expect(Date.now() - shown).toBeGreaterThan(2_000)
  expect(new URL(page.url()).searchParams.has('dialog')).toBe(false)
}

test.describe('write-us', () => {
  test('from the header: required errors, values kept, sent, stored', async ({ page, request }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const message = unique('Вопрос о доставке')
    const email = `${unique('w').replace(' ', '-')}@example.test`
    await page.goto('/catalog')
    await waitForHydration(page, js)
    await page.locator('header.site-header').getByRole('link', { name: 'Написать нам' }).click()
    const dialog = page.getByRole('dialog', { name: 'Написать нам' })
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Отправить' }).click()
    const form = formScope(page, dialog, js)
    if (!js) await expect(page).toHaveURL(/\/write-us$/)
    await expect(nameField(form)).toHaveAccessibleDescription(NAME_REQUIRED)
    await expect(form.getByLabel('Телефон')).toHaveAccessibleDescription(new RegExp(REQUIRED))
    await expect(form.getByLabel('Сообщение')).toHaveAccessibleDescription(REQUIRED)
    await expect(nameField(form)).toHaveAttribute('aria-invalid', 'true')

    // A wrong phone: the error names it, and everything typed stays.
    await nameField(form).fill('Анна Тестова')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Телефон').fill('123')
    await form.getByLabel('Сообщение').fill(message)
    await form.getByRole('button', { name: 'Отправить' }).click()
    await expect(form.getByLabel('Телефон')).toHaveAccessibleDescription(new RegExp(PHONE))
    await expect(nameField(form)).toHaveValue('Анна Тестова')
    await expect(form.getByLabel('E-mail')).toHaveValue(email)
    await expect(form.getByLabel('Сообщение')).toHaveValue(message)

    await form.getByLabel('Телефон').fill('8 916 123-45-67')
    await form.getByRole('button', { name: 'Отправить' }).click()
    if (js) {
      await expectSentAndClosed(page, dialog, 'Сообщение отправлено')
      await expect(page).toHaveURL(/\/catalog$/)
    } else {
      await expect(page.getByRole('status')).toContainText('Сообщение отправлено')
      await page.getByRole('link', { name: 'Вернуться на страницу' }).click()
      await expect(page).toHaveURL(/\/catalog$/)
    }

    const row = await findRow(request, 'appeals', 'message', message)
    expect(row).toMatchObject({ name: 'Анна Тестова', email, phone: '+79161234567' })
  })

  test('from the footer; a bot that fills the hidden field sees success, nothing is stored', async ({
    page,
    request,
  }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const message = unique('Купите наши услуги')
    await page.goto('/brands')
    await waitForHydration(page, js)
    await page.locator('footer.site-footer').getByRole('link', { name: 'Написать нам' }).click()
    const dialog = page.getByRole('dialog', { name: 'Написать нам' })
    await nameField(dialog).fill('Бот')
    await dialog.getByLabel('Телефон').fill('+7 916 000-00-00')
    await dialog.getByLabel('Сообщение').fill(message)
    // People never see or reach it; a bot fills every field it finds.
    await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example'
    })
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    if (js) await expectSentAndClosed(page, dialog, 'Сообщение отправлено')
    else await expect(page.getByRole('status')).toContainText('Сообщение отправлено')
    expect(await findRow(request, 'appeals', 'message', message)).toBeUndefined()
  })
})

test.describe('price request', () => {
  test("from an offer's row: required errors, values kept, sent, stored with the seller", async ({
    page,
    request,
  }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const { product, merchant } = await productWithPriceOnRequest(request)
    const note = unique('Нужна цена для клиники')
    await page.goto(`/product/${product.slug}`)
    await waitForHydration(page, js)
    await page.getByRole('link', { name: `Запросить цену у продавца ${merchant.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Запросить цену' })
    await expect(dialog).toContainText(product.name)
    await expect(dialog).toContainText(merchant.name)
    // The visitor's city is offered as the place of delivery.
    const city = await page.locator('.site-header__city').innerText()
    await expect(dialog.getByLabel('Место доставки')).toHaveValue(city.replace('Ваш город: ', ''))

    await dialog.getByRole('button', { name: 'Запросить цену' }).click()
    const form = formScope(page, dialog, js)
    if (!js) await expect(page).toHaveURL(/\/price-request\?item=\d+&offer=\d+$/)
    await expect(nameField(form)).toHaveAccessibleDescription(NAME_REQUIRED)
    await expect(form.getByLabel('Телефон')).toHaveAccessibleDescription(new RegExp(REQUIRED))
    await expect(form.getByLabel('Количество')).toHaveAccessibleDescription(REQUIRED)

    await nameField(form).fill('Ирина')
    await form.getByLabel('Телефон').fill('9161112233')
    await form.getByLabel('Количество').fill('0')
    await form.getByLabel('Сообщение').fill(note)
    await form.getByLabel('Место доставки').fill('Казань, ул. Баумана, 1')
    await form.getByRole('button', { name: 'Запросить цену' }).click()
    await expect(form.getByLabel('Количество')).toHaveAccessibleDescription('Неправильный формат')
    await expect(form.getByLabel('Сообщение')).toHaveValue(note)
    await expect(form.getByLabel('Место доставки')).toHaveValue('Казань, ул. Баумана, 1')

    await form.getByLabel('Количество').fill('25')
    await form.getByRole('button', { name: 'Запросить цену' }).click()
    if (js) {
      await expectSentAndClosed(page, dialog, 'Запрос отправлен')
    } else {
      await expect(page.getByRole('status')).toContainText('Запрос отправлен')
      await page.getByRole('link', { name: 'Вернуться на страницу' }).click()
    }
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`))

    expect(await findRow(request, 'price_requests', 'message', note)).toMatchObject({
      name: 'Ирина',
      phone: '+79161112233',
      quantity: 25,
      location: 'Казань, ул. Баумана, 1',
      master_product_id: product.id,
      merchant_id: merchant.id,
    })
  })

  test('the general link asks about the product; a bot is answered as sent', async ({ page, request }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const { product } = await productWithPriceOnRequest(request)
    const note = unique('Общий запрос')
    await page.goto(`/product/${product.slug}`)
    await waitForHydration(page, js)
    await page.locator('.product__summary').getByRole('link', { name: 'Запросить цену' }).click()
    const dialog = page.getByRole('dialog', { name: 'Запросить цену' })
    await nameField(dialog).fill('Пётр')
    await dialog.getByLabel('Телефон').fill('+7 (916) 222-33-44')
    await dialog.getByLabel('Количество').fill('3')
    await dialog.getByLabel('Сообщение').fill(note)
    await dialog.getByRole('button', { name: 'Запросить цену' }).click()
    if (js) await expectSentAndClosed(page, dialog, 'Запрос отправлен')
    else await expect(page.getByRole('status')).toContainText('Запрос отправлен')
    expect(await findRow(request, 'price_requests', 'message', note)).toMatchObject({
      master_product_id: product.id,
      merchant_id: null,
      quantity: 3,
    })

    // A script posting the form with the hidden field filled: the same success, nothing stored.
    const spam = unique('Спам')
    const bot = await request.post(`/price-request?item=${product.id}`, {
      form: {
        master_product_id: product.id,
        name: 'Бот',
        phone: '+79160000000',
        quantity: 1,
        message: spam,
        website: 'x',
      },
      maxRedirects: 0,
    })
    expect(bot.status()).toBe(303)
    expect(bot.headers().location).toContain('sent=1')
    expect(await findRow(request, 'price_requests', 'message', spam)).toBeUndefined()
  })
})

test.describe('product question', () => {
  test('required errors, values kept, sent with a positive quantity, stored', async ({ page, request }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const { product } = await productWithPriceOnRequest(request)
    const question = unique('Есть ли сертификат?')
    await page.goto(`/product/${product.slug}`)
    await waitForHydration(page, js)
    await page.getByRole('link', { name: 'Задать вопрос' }).click()
    const dialog = page.getByRole('dialog', { name: 'Вопрос о товаре' })
    await expect(dialog).toContainText(product.name)

    await dialog.getByRole('button', { name: 'Отправить' }).click()
    const form = formScope(page, dialog, js)
    if (!js) await expect(page).toHaveURL(/\/product-question\?item=\d+$/)
    await expect(nameField(form)).toHaveAccessibleDescription(NAME_REQUIRED)
    await expect(form.getByLabel('Телефон')).toHaveAccessibleDescription(new RegExp(REQUIRED))
    await expect(form.getByLabel('Вопрос', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')

    await nameField(form).fill('Олег')
    await form.getByLabel('Телефон').fill('+7 916 333')
    await form.getByLabel('Вопрос', { exact: true }).fill(question)
    // SPEC §5: the absolute value of the input.
    await form.getByLabel('Количество').fill('-4')
    await form.getByRole('button', { name: 'Отправить' }).click()
    await expect(form.getByLabel('Телефон')).toHaveAccessibleDescription(new RegExp(PHONE))
    await expect(form.getByLabel('Вопрос', { exact: true })).toHaveValue(question)
    await expect(form.getByLabel('Количество')).toHaveValue('-4')

    await form.getByLabel('Телефон').fill('+7 916 333-44-55')
    await form.getByRole('button', { name: 'Отправить' }).click()
    if (js) {
      await expectSentAndClosed(page, dialog, 'Сообщение отправлено')
    } else {
      await expect(page.getByRole('status')).toContainText('Сообщение отправлено')
      await page.getByRole('link', { name: 'Вернуться на страницу' }).click()
    }
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`))

    expect(await findRow(request, 'product_questions', 'question', question)).toMatchObject({
      product_id: product.id,
      page: `/product/${product.slug}`,
      quantity: 4,
      name: 'Олег',
      phone: '+79163334455',
    })
  })

  test('an empty quantity counts as 1; a bot is answered as sent', async ({ request }) => {
    const { product } = await productWithPriceOnRequest(request)
    const question = unique('Перезвоните')
    const sent = await request.post(`/product-question?item=${product.id}`, {
      form: {
        product_id: product.id,
        page: `/product/${product.slug}`,
        quantity: '',
        name: 'Ольга',
        phone: '89165556677',
        question,
      },
      maxRedirects: 0,
    })
    expect(sent.status()).toBe(303)
    expect(await findRow(request, 'product_questions', 'question', question)).toMatchObject({ quantity: 1 })

    const spam = unique('Спам')
    const bot = await request.post(`/product-question?item=${product.id}`, {
      form: { product_id: product.id, name: 'Бот', phone: '+79160000000', question: spam, website: 'x' },
      maxRedirects: 0,
    })
    expect(bot.status()).toBe(303)
    expect(await findRow(request, 'product_questions', 'question', spam)).toBeUndefined()
  })
})
