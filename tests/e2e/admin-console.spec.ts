/**
 * The operator's console (issue 16), with JavaScript on and off: the operator approves a new seller, answers a
 * write-us message (the reply is in the e-mail outbox, to the visitor's address) and cancels an order with a reason
 * the buyer then reads; blocks a buyer, whose token stops working at once, and unblocks them. Anyone but an
 * administrator opening /admin goes home. Every console page fits 375 px, and axe finds nothing on them.
 */
import { expect, type Page } from '@playwright/test'
import {
  CLOSE,
  expectNotice,
  jsEnabled,
  openPage,
  signIn,
  test,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from './account-support.ts'
import { browseAsOperator } from './admin-support.ts'
import { axe } from './axe.ts'
import { placeOrders } from './order-support.ts'
import { merchantOf, newSeller, SELLER_SETTINGS } from './seller-support.ts'

test.describe.configure({ timeout: 120_000 })

/** A visitor's write-us message, sent as the form sends it; its unique text and the visitor's e-mail. */
async function writeUs(request: Parameters<typeof newSeller>[0]) {
  const email = uniqueEmail('visitor')
  const text = `Нужен счёт на 40 упаковок перчаток, ${email}`
  const sent = await request.post('/api/appeal/add', {
    data: { name: 'Ольга Петрова', email, phone: uniquePhone().e164, message: text },
    headers: { ...CLOSE, 'X-Real-IP': uniqueIp() },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  return { email, text }
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

test('the operator approves a new seller, answers a write-us message and cancels an order with a reason', async ({
  page,
  request,
  context,
  baseURL,
  buyer,
}) => {
  const company = `Медтехника ${Date.now() % 1_000_000}`
  const sellerToken = await newSeller(request, company)
  const saved = await request.post('/api/seller/merchant', {
    data: { ...SELLER_SETTINGS, name: company },
    headers: { ...CLOSE, Authorization: `Bearer ${sellerToken}` },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const visitor = await writeUs(request)
  const buyerEmail = uniqueEmail('cancelled')
  const [order] = await placeOrders(request, buyer.token, { phone: buyer.phone, email: buyerEmail, shift: 6 })
  if (!order) throw new Error('no order')

  await browseAsOperator(context, request, baseURL)

  await test.step('approves the new seller', async () => {
    await openPage(page, '/admin')
    await page.getByRole('link', { name: /^Продавцы на проверке: \d+$/ }).click()
    await expect(page).toHaveURL(/\/admin\/sellers\?status=pending$/)
    await page.getByRole('link', { name: company }).click()
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
    await expect(page.getByText('Статус: На проверке')).toBeVisible()
    await expect(page.getByText(SELLER_SETTINGS.inn, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Одобрить продавца' }).click()
    await expectNotice(page, 'Продавец одобрен: его предложения видны покупателям')
    await expect(page.getByText('Статус: Одобрен')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Действия операторов' })).toContainText('Продавец одобрен')
    const merchant = await merchantOf(request, sellerToken)
    expect(merchant).toMatchObject({ status: 'approved' })
  })

  await test.step('answers the write-us message by e-mail', async () => {
    await openPage(page, '/admin')
    await page.getByRole('link', { name: /^Напишите нам\. Новые сообщения: \d+$/ }).click()
    await row(page, visitor.text).getByRole('link').click()
    await expect(page.getByText(visitor.text)).toBeVisible()
    // An empty reply is not sent: the browser's own check stops it, with JavaScript or without.
    await page.getByRole('button', { name: 'Отправить ответ' }).click()
    await expect(page.getByLabel('Текст ответа')).toBeFocused()
    await page.getByLabel('Текст ответа').fill('Ольга, счёт выставим сегодня. Пришлите, пожалуйста, реквизиты.')
    await page.getByRole('button', { name: 'Отправить ответ' }).click()
    await expectNotice(page, 'Ответ отправлен посетителю на e-mail')
    await expect(page.getByRole('region', { name: 'Отправитель' })).toContainText('Отвечено')
    await expect(page.getByText(`Письмо на ${visitor.email}`)).toBeVisible()

    await openPage(page, '/admin/outbox')
    await page.getByRole('link', { name: 'Письма', exact: true }).click()
    const field = page.getByLabel('E-mail получателя')
    await field.fill(visitor.email)
    await field.press('Enter')
    const mail = row(page, visitor.email)
    await expect(mail).toHaveCount(1)
    await expect(mail).toContainText('Ответ на ваше обращение')
    await expect(mail).toContainText('счёт выставим сегодня')
  })

  await test.step('cancels the order with a reason', async () => {
    await openPage(page, '/admin/orders')
    const number = page.getByLabel('Номер заказа')
    await number.fill(order.number)
    await number.press('Enter')
    await page.getByRole('link', { name: `№ ${order.number}` }).click()
    await page.getByLabel('Причина отмены').fill('Покупатель попросил по телефону')
    await page.getByRole('button', { name: 'Отменить заказ' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click()
    await expectNotice(page, 'Статус заказа изменён: «Отменён администратором»')
    await expect(page.getByRole('region', { name: 'Действия операторов' })).toContainText(
      'Покупатель попросил по телефону',
    )
  })

  await test.step('the buyer sees the cancellation and its reason', async () => {
    await context.clearCookies()
    await signIn(context, buyer, baseURL)
    await openPage(page, '/account/orders')
    const card = page.getByRole('article').filter({ hasText: order.number })
    await expect(card).toContainText('Отменён администратором')
    await card.getByText('История статусов').click()
    await expect(card).toContainText('Покупатель попросил по телефону')
  })
})

test('the operator blocks a buyer, whose token stops working at once, and unblocks them', async ({
  page,
  request,
  context,
  baseURL,
  buyer,
}) => {
  await browseAsOperator(context, request, baseURL)
  await openPage(page, '/admin/users')
  const search = page.getByLabel('Телефон или e-mail')
  await search.fill(buyer.phone.slice(-10))
  await search.press('Enter')
  await expect(page.getByText('Найдено: 1', { exact: true })).toBeVisible()
  await page.getByRole('table').getByRole('link').click()
  await page.getByLabel('Причина блокировки').fill('Подозрительные заказы')
  await page.getByRole('button', { name: 'Заблокировать' }).click()
  await expectNotice(page, 'Пользователь заблокирован и вышел со всех устройств')
  const asBuyer = await request.get('/api/front/users/getProfileLight', {
    headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
  })
  expect(asBuyer.status()).toBe(401)
  await expect(page.getByRole('region', { name: 'Действия операторов' })).toContainText('Подозрительные заказы')
  await page.getByRole('button', { name: 'Разблокировать' }).click()
  await expectNotice(page, 'Пользователь разблокирован: он снова может войти')
})

test('a guest, a buyer and a seller opening the console go home', async ({
  page,
  context,
  request,
  baseURL,
  buyer,
}) => {
  await openPage(page, '/admin/orders')
  await expect(page).toHaveURL(/\/$/)
  await signIn(context, buyer, baseURL)
  await openPage(page, '/admin')
  await expect(page).toHaveURL(/\/$/)
  await context.clearCookies()
  await signIn(context, { token: await newSeller(request, `Продавец ${Date.now() % 100_000}`) }, baseURL)
  await openPage(page, '/admin/users')
  await expect(page).toHaveURL(/\/$/)
})

test.describe('every console page', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('fits a phone’s screen and axe finds nothing on it', async ({ page, request, context, baseURL }) => {
    test.slow()
    await browseAsOperator(context, request, baseURL)
    const pages = ['/admin', '/admin/orders', '/admin/sellers', '/admin/proposals', '/admin/messages', '/admin/outbox']
    pages.push('/admin/outbox?channel=email', '/admin/users')
    // One of each object's pages, found from its list.
    for (const [list, link] of [
      ['/admin/orders', /^№ /],
      ['/admin/sellers', /./],
      ['/admin/messages', /./],
      ['/admin/users', /./],
    ] as const) {
      await openPage(page, list)
      const href = await page.getByRole('table').getByRole('link', { name: link }).first().getAttribute('href')
      if (href) pages.push(href)
    }
    for (const path of pages) {
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(375)
      if (jsEnabled()) {
        const results = await axe(page).analyze()
        expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
      }
    }
  })
})
