/**
 * Paying and refunds on the orders page (issue 13 item 10, decision 032), with JavaScript on and off: an unpaid or
 * declined card order is paid from «Статус заказов» with «Оплатить» (a plain form, then the sandbox gateway); a paid
 * card order that is cancelled shows its refund — amount and state — instead of «оплачено»; another buyer's order
 * cannot be paid through the page; axe finds nothing on the page with both, and it fits a phone.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { formatPrice } from '#app/lib/format.ts'
import { type Buyer, backend, backendPost, jsEnabled, newBuyer, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { openCancel, orderCard, placeOrders } from './order-support.ts'

test.describe.configure({ timeout: 90_000 })

interface OrderView {
  id: number
  number: string
  total_cost: number
  payment_status: string
  can_pay: boolean
  refund: { amount: number; status: string } | null
}

async function orderOf(request: APIRequestContext, buyer: Buyer, id: number): Promise<OrderView> {
  const answer = await backend<{ orders: OrderView[] }>(request, buyer, `/api/v2/front/user/order/listOfUser?ids=${id}`)
  const order = answer.orders.find((o) => o.id === id)
  if (!order) throw new Error(`order ${id} is not the buyer's`)
  return order
}

const card = orderCard

/** A card order paid through the sandbox by the API, as the gateway's button would. */
async function paidCardOrder(request: APIRequestContext, buyer: Buyer, shift: number) {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift })
  if (!placed) throw new Error('no order')
  const { payment } = (await backendPost(request, buyer, '/api/payments/create', { order_ids: [placed.id] })) as {
    payment: { id: string }
  }
  await backendPost(request, buyer, `/api/payments/sandbox/${payment.id}`, { outcome: 'pay' })
  return placed
}

async function cancelOnPage(page: Page, number: string) {
  const dialog = await openCancel(page, number)
  await dialog.getByRole('radio', { name: 'Заказ стал неактуален' }).check()
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('an unpaid card order is paid from the orders page, a declined one too', async ({ page, request, buyer }) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 1 })
  if (!placed) throw new Error('no order')
  await openPage(page, '/account/orders')
  const box = card(page, placed.number)
  await expect(box.getByText('Картой онлайн, ожидает оплаты')).toBeVisible()

  // «Оплатить» → the gateway, which declines.
  await box.getByRole('button', { name: `Оплатить заказ № ${placed.number}` }).click()
  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/)
  await expect(page.getByText(formatPrice(placed.total_cost)).first()).toBeVisible()
  await page.getByRole('button', { name: 'Отклонить' }).click()
  await expect(page.getByText('Оплата не прошла')).toBeVisible()

  // Back on the orders page the declined order can be paid again, and this time it is.
  await openPage(page, '/account/orders')
  await expect(box.getByText('Картой онлайн, оплата не прошла')).toBeVisible()
  await box.getByRole('button', { name: `Оплатить заказ № ${placed.number}` }).click()
  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/)
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page.getByText('Заказ оплачен')).toBeVisible()

  await openPage(page, '/account/orders')
  await expect(box.getByText('Картой онлайн, оплачено')).toBeVisible()
  await expect(box.getByRole('button', { name: `Оплатить заказ № ${placed.number}` })).toHaveCount(0)
  expect(await orderOf(request, buyer, placed.id)).toMatchObject({ payment_status: 'paid', can_pay: false })
})

test('a paid card order, cancelled, shows its refund instead of «оплачено»', async ({ page, request, buyer }) => {
  const placed = await paidCardOrder(request, buyer, 3)
  await openPage(page, '/account/orders')
  const box = card(page, placed.number)
  await expect(box.getByText('Картой онлайн, оплачено')).toBeVisible()
  await cancelOnPage(page, placed.number)
  await expect(box.locator('.order-status')).toHaveText('Статус: Отменён покупателем')
  await expect(box.getByText(`Картой онлайн, возврат ${formatPrice(placed.total_cost)} — выполнен`)).toBeVisible()
  await expect(box.getByText('Картой онлайн, оплачено')).toHaveCount(0)
  expect((await orderOf(request, buyer, placed.id)).refund).toEqual({
    amount: placed.total_cost,
    status: 'succeeded',
  })
})

test("another buyer's order cannot be paid through the page", async ({ page, request, buyer, context, baseURL }) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 5 })
  if (!placed) throw new Error('no order')
  const other = await newBuyer(request)
  await context.clearCookies()
  await signIn(context, other, baseURL)
  await openPage(page, '/account/orders')
  await expect(page.getByText(placed.number)).toHaveCount(0)
  const post = await page.request.post('/account/orders', {
    form: { intent: 'pay', order: String(placed.id) },
    headers: { Origin: baseURL ?? '' },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(404)
  expect(await orderOf(request, buyer, placed.id)).toMatchObject({ payment_status: 'pending', can_pay: true })
})

test('axe: no violations with «Оплатить» and a refund on the page; it fits a phone', async ({
  page,
  request,
  buyer,
}) => {
  test.skip(!jsEnabled(), 'axe and layout measures run in the browser with JavaScript')
  const refunded = await paidCardOrder(request, buyer, 6)
  await backendPost(request, buyer, `/api/order/cancelById/${refunded.id}`, { reason: 'not_relevant', comment: null })
  await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 7 })
  await openPage(page, '/account/orders')
  await expect(page.getByRole('button', { name: /^Оплатить заказ № / })).toHaveCount(1)
  await expect(page.getByText(/возврат .* — выполнен/)).toHaveCount(1)
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
