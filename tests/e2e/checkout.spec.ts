/**
 * Checkout, payment and thanks (issue 6 items 5–7, SPEC §2 /cart/checkout and /cart/thanks, §3 Order draft, §5):
 * a signed-in buyer whose confirmed cart holds two sellers' goods —
 * - submits an empty form and sees every SPEC §5 refusal (address, a delivery method per seller, recipient name and
 *   phone, requisites, agreement) under its field and in the summary, with what was typed kept;
 * - places the orders with a new address, a method per seller and a card, pays in the sandbox gateway and finds both
 *   order numbers on the thanks page, paid; declines, sees the bank's refusal and pays again;
 * - pays as a company with new requisites filled by INN and BIK, and gets «Скачать счёт» per order;
 * - as a private buyer of a precursor cannot order without a passport copy, and can with it;
 * - posts the same form twice and gets one set of orders.
 * axe on checkout and thanks. Every test runs with JavaScript on and off; goods are found through the API.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { jpegImage } from '../support/images.ts'
import { type Buyer, backend, backendPost, CLOSE, jsEnabled, openPage, REQUIRED, test } from './account-support.ts'
import { axe } from './axe.ts'
import { DEMO_ADDRESS, DEMO_PAYER, type OrderableOffer, offersOfSellers } from './order-support.ts'

// Several posts and look-ups per test on a machine shared by many: more than the default 30 s.
test.describe.configure({ timeout: 60_000 })

const MESSAGES = {
  address: 'Укажите адрес доставки',
  delivery: 'Выберите способ доставки',
  recipientName: 'Укажите имя получателя',
  recipientPhone: 'Укажите телефон получателя, чтобы с ним связаться',
  agreement: 'Чтобы оформить заказ, примите пользовательское соглашение',
  passport: 'Для заказа товаров с прекурсорами частному покупателю нужна копия паспорта',
} as const

interface CartGroup {
  merchant: { id: number; name: string }
  items: { product_id: number; quantity: number; step: number; price: number | null; price_gross: number | null }[]
  shortfall: number
}

async function cartGroups(request: APIRequestContext, buyer: Buyer): Promise<CartGroup[]> {
  const answer = (await backendPost(request, buyer, '/api/cart/list', { merchants: true })) as {
    merchants?: CartGroup[]
  }
  return answer.merchants ?? []
}

/** Puts these offers into the buyer's cart, each seller's minimum reached, and confirms it as step 1 does. */
async function cartWith(
  page: Page,
  request: APIRequestContext,
  buyer: Buyer,
  offers: { id: number; minOrder: number }[],
) {
  for (const offer of offers) {
    await backendPost(request, buyer, '/api/cart/add', { product_id: offer.id, quantity: offer.minOrder })
  }
  for (const group of await cartGroups(request, buyer)) {
    const item = group.items[0]
    if (group.shortfall <= 0 || !item) continue
    const unit = item.price_gross ?? item.price ?? 1
    const more = Math.ceil(Math.ceil(group.shortfall / unit) / item.step) * item.step
    await backendPost(request, buyer, '/api/cart/changeQuantity', {
      product_id: item.product_id,
      quantity: item.quantity + more,
    })
  }
  const groups = await cartGroups(request, buyer)
  for (const group of groups) expect(group.shortfall).toBe(0)
  // Step 1's «Оформить заказ» (the cart's own action), in the browser's session.
  const confirmed = await page.request.post('/cart/actions', { form: { intent: 'confirm' }, maxRedirects: 0 })
  expect(confirmed.status()).toBe(303)
  expect(confirmed.headers().location).toContain('/cart/checkout')
  return groups
}

async function twoSellerCart(page: Page, request: APIRequestContext, buyer: Buyer, shift: number) {
  const offers: OrderableOffer[] = await offersOfSellers(request, 2, shift)
  return cartWith(page, request, buyer, offers)
}

async function saveAddress(request: APIRequestContext, buyer: Buyer) {
  await backendPost(request, buyer, '/api/v2/front/user/address/add', { ...DEMO_ADDRESS, default: true })
}

const form = (page: Page) => page.locator('form#checkout')
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true })
/** A field by its name (the address's city and street are comboboxes with JavaScript, text boxes without). */
const named = (page: Page, name: string) => form(page).locator(`[name="${name}"]`)
const sellerMethods = (page: Page, name: string) =>
  form(page).getByRole('group', { name: `Способ доставки от продавца «${name}»` })

/** The buyer's name and e-mail (a buyer made by SMS has neither; the phone comes from the profile). */
async function fillBuyer(page: Page, fio: string) {
  const buyer = form(page).getByRole('region', { name: 'Покупатель' })
  await buyer.getByRole('textbox', { name: 'ФИО', exact: true }).fill(fio)
  await buyer
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(`buyer-${Date.now().toString(36)}@example.test`)
}

/** An error under its field (the summary's link says it too, after the field's name). */
const fieldError = (page: Page, text: string) => form(page).locator('.field__error', { hasText: text })

async function chooseFirstMethods(page: Page, groups: CartGroup[]) {
  for (const group of groups) {
    const first = sellerMethods(page, group.merchant.name).getByRole('radio').first()
    await first.check()
    await expect(first).toBeChecked()
  }
}

async function acceptAgreement(page: Page) {
  await form(page)
    .getByRole('checkbox', { name: /Я принимаю пользовательское соглашение/ })
    .check()
}

/** The notice of a total the page had not shown yet (issue 13, item 7). */
const totalNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'С выбранной доставкой всего к оплате' })

/**
 * «Оформить заказ». Without JavaScript the page's sums were made before a delivery was chosen, so a paid delivery
 * first brings the form back with the total it makes; a second press places the order at that total.
 */
async function placeOrder(page: Page) {
  await form(page).getByRole('button', { name: 'Оформить заказ' }).click()
  if (jsEnabled() || (await totalNotice(page).count()) === 0) return
  await form(page).getByRole('button', { name: 'Оформить заказ' }).click()
}

/** axe runs inside the page, so only with JavaScript; the no-JS page is the same server-rendered markup. */
async function expectNoAxeViolations(page: Page) {
  if (!jsEnabled()) return
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help}`)).toEqual([])
}

test('every SPEC §5 refusal is shown at submit, under its field and in the summary, and what was typed stays', async ({
  page,
  request,
  buyer,
}) => {
  const groups = await twoSellerCart(page, request, buyer, 0)
  await openPage(page, '/cart/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible()
  await expectNoAxeViolations(page)

  await box(page, 'ФИО').fill('Петров Пётр Петрович')
  await box(page, 'Комментарий к заказу').fill('Позвонить за час')
  await form(page).getByRole('checkbox', { name: 'Получать будет другой человек' }).check()
  // No saved address: «Новый адрес» is the choice, left empty.
  await expect(form(page).getByRole('radio', { name: 'Новый адрес' })).toBeChecked()
  await form(page)
    .getByRole('radio', { name: /По счёту — новые реквизиты/ })
    .check()
  await placeOrder(page)

  const summary = page.getByRole('alert').filter({ hasText: 'Заказ не оформлен' })
  await expect(summary).toBeVisible()
  await expect(summary).toContainText(`Город: ${REQUIRED}`)
  await expect(summary).toContainText(`ФИО получателя: ${MESSAGES.recipientName}`)
  await expect(summary).toContainText(MESSAGES.agreement)
  // Under the fields.
  await expect(fieldError(page, MESSAGES.recipientName)).toBeVisible()
  await expect(fieldError(page, MESSAGES.recipientPhone)).toBeVisible()
  await expect(fieldError(page, MESSAGES.agreement)).toBeVisible()
  for (const group of groups) {
    await expect(sellerMethods(page, group.merchant.name)).toContainText(MESSAGES.delivery)
  }
  const newRequisites = form(page).locator('.checkout-pay--new')
  await expect(newRequisites.getByText(REQUIRED).first()).toBeVisible()
  await expect(box(page, 'Название организации')).toHaveAttribute('aria-invalid', 'true')
  await expect(named(page, 'new_address.city_full')).toHaveAttribute('aria-invalid', 'true')
  // What was typed is kept.
  await expect(box(page, 'ФИО')).toHaveValue('Петров Пётр Петрович')
  await expect(box(page, 'Комментарий к заказу')).toHaveValue('Позвонить за час')
  await expect(form(page).getByRole('checkbox', { name: 'Получать будет другой человек' })).toBeChecked()
  await expect(form(page).getByRole('radio', { name: /По счёту — новые реквизиты/ })).toBeChecked()
  // A summary link leads to its field.
  await expect(summary.getByRole('link', { name: `ФИО получателя: ${MESSAGES.recipientName}` })).toHaveAttribute(
    'href',
    '#checkout-recipient.fio',
  )
  await expectNoAxeViolations(page)

  // Nothing was ordered.
  const { orders } = await backend<{ orders: unknown[] }>(request, buyer, '/api/v2/front/user/order/listOfUser')
  expect(orders).toHaveLength(0)
})

test('a new address, a delivery method per seller and a card: the sandbox pays, thanks lists both orders, paid', async ({
  page,
  request,
  buyer,
}) => {
  const groups = await twoSellerCart(page, request, buyer, 1)
  await openPage(page, '/cart/checkout')
  await expect(form(page).getByText('Укажите адрес доставки — и мы рассчитаем доставку')).toBeVisible()

  await fillBuyer(page, 'Сидорова Анна')
  await named(page, 'new_address.city_full').fill('г Москва')
  await named(page, 'new_address.street').fill('ул Тверская')
  await box(page, 'Дом').fill('7')
  await form(page).getByRole('button', { name: 'Рассчитать доставку' }).click()
  await expect(form(page).getByText('Доставка в г. Москва')).toBeVisible()
  // What was typed survives the quote (without JavaScript it was a post).
  await expect(box(page, 'ФИО')).toHaveValue('Сидорова Анна')
  await expect(named(page, 'new_address.street')).toHaveValue('ул Тверская')
  await chooseFirstMethods(page, groups)
  await expect(form(page).getByRole('radio', { name: /Картой онлайн/ })).toBeChecked()
  await acceptAgreement(page)
  await placeOrder(page)

  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Тестовый платёжный шлюз' })).toBeVisible()
  await expect(page.locator('.gateway .thanks-orders li')).toHaveCount(2)
  await page.getByRole('button', { name: 'Оплатить' }).click()

  await expect(page).toHaveURL(/\/cart\/thanks\?payment=/)
  await expect(page.getByText('Заказы оплачены')).toBeVisible()
  const placed = page.getByRole('list', { name: 'Новые заказы' }).getByRole('listitem')
  await expect(placed).toHaveCount(2)
  const { orders } = await backend<{ orders: { number: string; status_id: string }[] }>(
    request,
    buyer,
    '/api/v2/front/user/order/listOfUser',
  )
  expect(orders).toHaveLength(2)
  for (const order of orders) {
    await expect(placed.filter({ hasText: `Заказ № ${order.number}` })).toHaveCount(1)
    expect(order.status_id).toBe('payment_received')
  }
  await expect(placed.first().getByRole('link', { name: /Заказ №/ })).toHaveAttribute('href', '/account/orders')
  await expectNoAxeViolations(page)

  // The order draft was reset: checkout is no longer open, the cart is empty.
  await page.goto('/cart/checkout')
  await expect(page).toHaveURL(/\/cart\/empty$/)
})

test('a declined payment shows the bank’s refusal, and paying again works', async ({ page, request, buyer }) => {
  await saveAddress(request, buyer)
  const groups = await twoSellerCart(page, request, buyer, 2)
  await openPage(page, '/cart/checkout')
  // The saved address is chosen, and its delivery is quoted at once.
  await expect(form(page).getByRole('radio', { name: /Тверская/ })).toBeChecked()
  await expect(form(page).getByText('Доставка в г. Москва')).toBeVisible()
  if (jsEnabled()) {
    // The options follow the address chosen, without a post.
    await form(page).getByRole('radio', { name: 'Новый адрес' }).check()
    await expect(form(page).getByText('Укажите адрес доставки — и мы рассчитаем доставку')).toBeVisible()
    await form(page)
      .getByRole('radio', { name: /Тверская/ })
      .check()
    await expect(form(page).getByText('Доставка в г. Москва')).toBeVisible()
  }
  await fillBuyer(page, 'Кузнецов Олег')
  await chooseFirstMethods(page, groups)
  await acceptAgreement(page)
  await placeOrder(page)

  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await page.getByRole('button', { name: 'Отклонить' }).click()
  await expect(page).toHaveURL(/\/cart\/thanks\?payment=/)
  const refusal = page.getByRole('alert').filter({ hasText: 'Оплата не прошла' })
  await expect(refusal).toContainText('Банк отклонил оплату')
  await refusal.getByRole('button', { name: 'Оплатить ещё раз' }).click()

  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page.getByText('Заказы оплачены')).toBeVisible()
})

test('a company pays by invoice with new requisites filled by INN and BIK, and gets «Скачать счёт» per order', async ({
  page,
  request,
  buyer,
}) => {
  await saveAddress(request, buyer)
  const groups = await twoSellerCart(page, request, buyer, 3)
  await openPage(page, '/cart/checkout')
  await fillBuyer(page, 'Примерова Анна Сергеевна')
  await chooseFirstMethods(page, groups)
  await form(page)
    .getByRole('radio', { name: /По счёту — новые реквизиты/ })
    .check()

  await box(page, 'ИНН').fill(DEMO_PAYER.inn)
  await form(page).getByRole('button', { name: 'Заполнить по ИНН' }).click()
  await expect(box(page, 'Название организации')).toHaveValue(DEMO_PAYER.campaign_name)
  await box(page, 'БИК банка').fill(DEMO_PAYER.bank_bik)
  await form(page).getByRole('button', { name: 'Найти банк' }).click()
  await expect(box(page, 'Название банка')).toHaveValue(DEMO_PAYER.bank_name)
  // The look-ups kept the rest of the form (without JavaScript they were posts).
  await expect(box(page, 'ФИО')).toHaveValue('Примерова Анна Сергеевна')
  await expect(form(page).getByRole('radio', { name: /По счёту — новые реквизиты/ })).toBeChecked()
  await box(page, 'Расчётный счёт').fill(DEMO_PAYER.bank_account)
  await form(page)
    .locator('.checkout-pay--new')
    .getByRole('textbox', { name: 'Телефон', exact: true })
    .fill('+7 916 123-45-67')
  await form(page)
    .locator('.checkout-pay--new')
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(DEMO_PAYER.director_email)
  // The delivery methods chosen before the look-ups are still chosen.
  for (const group of groups) {
    await expect(sellerMethods(page, group.merchant.name).getByRole('radio').first()).toBeChecked()
  }
  await acceptAgreement(page)
  await placeOrder(page)

  await expect(page).toHaveURL(/\/cart\/thanks\?order=\d+&order=\d+$/)
  const placed = page.getByRole('list', { name: 'Новые заказы' }).getByRole('listitem')
  await expect(placed).toHaveCount(2)
  const bills = page.getByRole('link', { name: /Скачать счёт по заказу №/ })
  await expect(bills).toHaveCount(2)
  await expect(bills.first()).toHaveAttribute('href', /^\/account\/orders\/\d+\/bill$/)

  // The invoice the buyer downloads holds both sides' INNs, the seller's BIK and the order's total.
  const { orders } = await backend<{ orders: { id: number; number: string; total_cost: number }[] }>(
    request,
    buyer,
    '/api/v2/front/user/order/listOfUser',
  )
  const href = await bills.first().getAttribute('href')
  const order = orders.find((candidate) => href === `/account/orders/${candidate.id}/bill`)
  if (!order) throw new Error(`no order behind ${href}`)
  const pdf = await page.request.get(href ?? '')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(await pdf.body())
  expect(text).toContain(`№ ${order.number}`)
  expect(text).toContain(DEMO_PAYER.inn)
  const inns = [...text.matchAll(/ИНН\D{0,12}(\d{10}|\d{12})/g)].map((match) => match[1])
  expect(inns.some((inn) => inn !== DEMO_PAYER.inn)).toBe(true)
  expect(text).toMatch(/БИК\D{0,12}0\d{8}/)
  const total = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    order.total_cost,
  )
  expect(text).toContain(total.replace(/\s/g, ' '))
  await expectNoAxeViolations(page)
})

/** The text of a PDF, pages joined, with runs of white space (incl. no-break spaces kept by pdf.js) as one space. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join(' ').replace(/\s+/g, ' ')
}

interface PrecursorCard {
  slug: string
  offer_id: number | null
  price: number | null
  contains_precursor: boolean
  availability?: string
}

/** An orderable offer of a product that contains a precursor. */
async function precursorOffer(request: APIRequestContext): Promise<{ id: number; minOrder: number }> {
  const answer = await request.post('/api/front/products/getProducts', {
    data: { availability: ['in_stock'], per_page: 48, search: 'ацетон' },
    headers: CLOSE,
  })
  expect(answer.ok()).toBe(true)
  let { products } = (await answer.json()) as { products: PrecursorCard[] }
  if (!products.some((card) => card.contains_precursor)) {
    const all = await request.post('/api/front/products/getProducts', {
      data: { availability: ['in_stock'], per_page: 48, search: 'кислота' },
      headers: CLOSE,
    })
    products = ((await all.json()) as { products: PrecursorCard[] }).products
  }
  const card = products.find((candidate) => candidate.contains_precursor && candidate.offer_id && candidate.price)
  if (!card?.offer_id) throw new Error('no precursor in the demo catalogue')
  const detail = await request.get(`/api/v2/front/products/getMasterProductBySlug/${card.slug}`, { headers: CLOSE })
  const { product } = (await detail.json()) as {
    product: { offers: { id: number; min_order: number; price: number | null; availability: string }[] }
  }
  const offer = product.offers.find((o) => o.price !== null && o.availability === 'in_stock') ?? product.offers[0]
  if (!offer) throw new Error('the precursor has no offer')
  return { id: offer.id, minOrder: offer.min_order }
}

test('a private buyer of a precursor cannot order without a passport copy, and can with one', async ({
  page,
  request,
  buyer,
}) => {
  await saveAddress(request, buyer)
  const groups = await cartWith(page, request, buyer, [await precursorOffer(request)])
  await openPage(page, '/cart/checkout')
  await fillBuyer(page, 'Иванов Иван')
  await chooseFirstMethods(page, groups)
  await acceptAgreement(page)
  const passport = form(page).getByLabel('Файл с копией паспорта')
  await expect(passport).toBeVisible()
  await placeOrder(page)
  await expect(fieldError(page, MESSAGES.passport)).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Заказ не оформлен' })).toContainText(MESSAGES.passport)

  const file = { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegImage()) }
  if (!jsEnabled()) {
    // Refused for another reason after the upload: the copy is kept, and need not be chosen again.
    await passport.setInputFiles(file)
    await form(page)
      .getByRole('checkbox', { name: /Я принимаю/ })
      .uncheck()
    await placeOrder(page)
    await expect(fieldError(page, MESSAGES.agreement)).toBeVisible()
    await expect(form(page).getByText('Файл загружен: passport.jpg')).toBeVisible()
    await acceptAgreement(page)
  } else {
    await passport.setInputFiles(file)
  }
  await placeOrder(page)
  await expect(page).toHaveURL(/\/pay\/sandbox\//)
})

test('the same form posted twice (a double click, a retry) makes one set of orders', async ({
  page,
  request,
  buyer,
}) => {
  await saveAddress(request, buyer)
  const groups = await twoSellerCart(page, request, buyer, 4)
  await openPage(page, '/cart/checkout')
  await fillBuyer(page, 'Дублев Дмитрий')
  await chooseFirstMethods(page, groups)
  await acceptAgreement(page)
  if (!jsEnabled()) {
    // The page shows the total with the chosen deliveries first; the form then carries the total it showed.
    await form(page).getByRole('button', { name: 'Оформить заказ' }).click()
    await expect(totalNotice(page)).toBeVisible()
  }

  // The form as the browser would send it, posted twice with the same key.
  const fields = await form(page).evaluate((element) => {
    const data = new FormData(element as HTMLFormElement)
    data.set('intent', 'place')
    const out: Record<string, string> = {}
    for (const [name, value] of data.entries()) if (typeof value === 'string') out[name] = value
    return out
  })
  expect(fields.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
  const post = () => page.request.post('/cart/checkout', { multipart: fields, maxRedirects: 0 })
  const [first, second] = await Promise.all([post(), post()])
  expect(first.status()).toBe(303)
  expect(second.status()).toBe(303)
  expect(second.headers().location).toBe(first.headers().location)
  const again = await post()
  expect(again.headers().location).toBe(first.headers().location)

  const { orders } = await backend<{ orders: unknown[] }>(request, buyer, '/api/v2/front/user/order/listOfUser')
  expect(orders).toHaveLength(groups.length)
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  /** Measured by the browser's layout, so it holds with JavaScript off as well. */
  const expectFits = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(375)

  test('step 1, checkout with every part open (new address, new requisites, a recipient) and thanks fit the screen', async ({
    page,
    request,
    buyer,
  }) => {
    await saveAddress(request, buyer)
    const groups = await twoSellerCart(page, request, buyer, 5)
    await page.request.post('/cart/actions', { form: { intent: 'unconfirm' }, maxRedirects: 0 })
    await openPage(page, '/cart/order')
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeVisible()
    await expectFits(page)
    // The quantity's −, field and + stand in one row, not stacked in the picture's column.
    const [less, more] = await Promise.all(
      [/^Уменьшить/, /^Увеличить/].map((name) => page.getByRole('button', { name }).first().boundingBox()),
    )
    expect(less?.y).toBe(more?.y)
    await page.getByRole('button', { name: 'Оформить заказ' }).click()

    await expect(page).toHaveURL(/\/cart\/checkout$/)
    await form(page).getByRole('radio', { name: 'Новый адрес' }).check()
    await form(page)
      .getByRole('checkbox', { name: /Получать будет другой человек/ })
      .check()
    await form(page)
      .getByRole('radio', { name: /По счёту — новые реквизиты/ })
      .check()
    await expect(box(page, 'БИК банка')).toBeVisible()
    await expect(named(page, 'new_address.street')).toBeVisible()
    await expectFits(page)

    // Back to the saved address; the invoice with new requisites leads straight to thanks.
    await form(page)
      .getByRole('radio', { name: /Тверская/ })
      .check()
    await form(page)
      .getByRole('checkbox', { name: /Получать будет другой человек/ })
      .uncheck()
    await fillBuyer(page, 'Узкова Мария')
    await chooseFirstMethods(page, groups)
    for (const [name, value] of Object.entries(DEMO_PAYER)) {
      if (typeof value === 'string') await named(page, `new_requisite.${name}`).fill(value)
    }
    await acceptAgreement(page)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/cart\/thanks\?order=/)
    await expect(page.getByRole('list', { name: 'Новые заказы' }).getByRole('listitem')).toHaveCount(2)
    await expectFits(page)
  })
})
