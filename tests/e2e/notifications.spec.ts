/**
 * Notifications that arrive (issue 16), with JavaScript on and off: a buyer subscribed to «Передан в службу
 * доставки» and not to «В работе» places an order; the seller takes it into work (nothing is sent) and hands it to
 * delivery (one SMS and one e-mail with the tracking number, in the embedded outboxes); the e-mail's link turns
 * that subscription off without signing in. A link that is not ours says so. The page fits 375 px; axe finds
 * nothing on it.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'
import { admin, demoSellerPassword } from '../../playwright.config.ts'
import { backend, CLOSE, openPage, signIn, test, uniqueEmail } from './account-support.ts'
import { axe } from './axe.ts'
import { placeOrders } from './order-support.ts'

test.describe.configure({ timeout: 90_000 })

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await request.post('/api/v2/front/users/signin', { data: credentials, headers: CLOSE })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { access_token: string }).access_token
}

interface Mail {
  subject: string
  text: string
  headers: Record<string, string>
}

/** What the embedded providers "sent" to the buyer, read as the operator reads it. */
async function sentTo(request: APIRequestContext, to: { phone: string; email: string }) {
  const headers = { ...CLOSE, Authorization: `Bearer ${await tokenOf(request, admin)}` }
  const sms = await request.get(`/api/admin/sms_outbox?${new URLSearchParams({ phone: to.phone, per_page: '100' })}`, {
    headers,
  })
  const mail = await request.get(`/api/admin/email_outbox?${new URLSearchParams({ to: to.email, per_page: '100' })}`, {
    headers,
  })
  expect(sms.ok() && mail.ok()).toBe(true)
  return {
    sms: ((await sms.json()) as { data: { text: string }[] }).data.map((row) => row.text),
    email: ((await mail.json()) as { data: Mail[] }).data,
  }
}

async function browseAs(context: BrowserContext, token: string, baseURL: string | undefined) {
  await context.clearCookies()
  await signIn(context, { token }, baseURL)
}

const notice = (page: Page) => page.locator('.account-alert')

test('a subscribed status arrives by SMS and e-mail with the tracking number; its link unsubscribes', async ({
  page,
  request,
  context,
  baseURL,
  buyer,
  javaScriptEnabled,
}) => {
  // The buyer keeps only «Передан в службу доставки» on «Уведомления».
  await openPage(page, '/account/notifications')
  const statuses = page.getByRole('group', { name: 'Статусы заказов' })
  for (const box of await statuses.getByRole('checkbox').all()) await box.uncheck()
  await statuses.getByRole('checkbox', { name: 'Передан в службу доставки' }).check()
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(notice(page)).toHaveText('Подписки на уведомления сохранены')

  const email = uniqueEmail('notified')
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, email, shift: 4 })
  if (!placed) throw new Error('no order')
  const to = { phone: buyer.phone, email }
  // Placing tells the buyer once by each channel.
  await expect.poll(async () => (await sentTo(request, to)).email.length, { timeout: 15_000 }).toBe(1)
  const placedMessages = await sentTo(request, to)
  expect(placedMessages.email[0]?.subject).toContain(`Заказ № ${placed.number}`)
  expect(placedMessages.sms.filter((text) => text.includes(`заказ № ${placed.number} принят`))).toHaveLength(1)

  // The seller takes it into work (not subscribed: nothing), then hands it to delivery.
  const seller = await tokenOf(request, {
    email: `seller-${placed.merchant_id}@demo.medmarket.test`,
    password: demoSellerPassword,
  })
  await browseAs(context, seller, baseURL)
  await openPage(page, `/seller/orders/${placed.id}`)
  await page.getByRole('button', { name: 'Взять в работу' }).click()
  await expect(notice(page)).toHaveText('Статус заказа изменён: «В работе»')
  await page.getByLabel('Служба доставки').fill('СДЭК')
  await page.getByLabel('Трек-номер').fill('9876543210')
  await page.getByRole('button', { name: 'Передать в доставку' }).click()
  await expect(notice(page)).toHaveText('Статус заказа изменён: «Передан в службу доставки»')

  await expect.poll(async () => (await sentTo(request, to)).email.length, { timeout: 15_000 }).toBe(2)
  const sent = await sentTo(request, to)
  const statusSms = sent.sms.filter((text) => text.includes(`заказ № ${placed.number} —`))
  expect(statusSms).toEqual([
    `Медмаркет: заказ № ${placed.number} — «Передан в службу доставки». СДЭК, трек-номер 9876543210.`,
  ])
  const [statusMail] = sent.email
  expect(statusMail?.subject).toContain('Передан в службу доставки')
  expect(statusMail?.text).toContain('Служба доставки: СДЭК, трек-номер 9876543210')
  expect(sent.email.some((mail) => mail.subject.includes('В работе'))).toBe(false)
  const link = /\/unsubscribe\/[\w.-]+/.exec(statusMail?.headers['List-Unsubscribe'] ?? '')?.[0]
  if (!link) throw new Error('no unsubscribe link in the e-mail')
  expect(statusMail?.text).toContain(link)

  // The link, followed by someone not signed in at all.
  await context.clearCookies()
  await openPage(page, link)
  await expect(page.getByRole('heading', { level: 1, name: 'Отписка от уведомлений' })).toBeVisible()
  await expect(
    page.getByText('Вы получаете письма и SMS о заказах со статусом «Передан в службу доставки».'),
  ).toBeVisible()
  // axe runs inside the page: with JavaScript only (the no-JS page is the same server-rendered markup).
  if (javaScriptEnabled) expect((await axe(page).analyze()).violations).toEqual([])
  await page.getByRole('button', { name: 'Отписаться' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Готово' })).toHaveText(
    'Готово: уведомления о статусе «Передан в службу доставки» больше не придут. Остальные уведомления приходят как прежде.',
  )
  const after = await backend<{ order_statuses_subscribes: string[] }>(
    request,
    buyer,
    '/api/front/user/notification/list',
  )
  expect(after.order_statuses_subscribes).toEqual([])

  // Again: already off, nothing to press.
  await openPage(page, link)
  await expect(
    page.getByText('Уведомления о статусе «Передан в службу доставки» уже отключены.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Отписаться' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Настроить уведомления в личном кабинете' }).click()
  await expect(page).toHaveURL(/\/$|\/account\/notifications$/)
})

test('a link that is not ours says so in Russian, as a 404', async ({ page }) => {
  const answer = await page.goto('/unsubscribe/1.2.AAAAAAAAAAAAAAAAAAAAAA')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Ссылка не работает' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'Ссылка для отписки неверна или устарела. Настройте уведомления в личном кабинете.',
  )
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the unsubscribe page fits the screen and axe finds nothing', async ({ page, javaScriptEnabled }) => {
    await openPage(page, '/unsubscribe/1.2.AAAAAAAAAAAAAAAAAAAAAA')
    await expect(page.getByRole('heading', { level: 1, name: 'Ссылка не работает' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    const results = await axe(page).analyze()
    expect(results.violations).toEqual([])
  })
})
